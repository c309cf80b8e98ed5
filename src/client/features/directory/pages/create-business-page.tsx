import { BUSINESS_CATEGORIES, BUSINESS_INDUSTRIES } from "@shared/rules/directory";
import { ArrowLeft, LogIn, Store } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { PageLoader } from "@/components/layout/page-loader";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCreateBusiness } from "../api";
import { EMPTY_BUSINESS_FORM } from "../business-form-schema";
import { BusinessFormFields } from "../components/form/business-form-fields";
import {
  type BusinessImageChoices,
  BusinessImagesField,
  saveImageChoices,
} from "../components/form/business-images-field";
import { showServerErrors, useBusinessForm } from "../components/form/use-business-form";

export const BUSINESS_CREATE_FAILED = "Failed to create business";

/** /business/create: a signed-in member lists a business they own (it starts active and unverified). */
export function CreateBusinessPage() {
  useDocumentTitle("Add Your Business");
  const { user, isLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <Link
        href="/businesses"
        className="inline-flex items-center gap-2 text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Directory
      </Link>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Add Your Business</h1>
        <p className="text-muted-foreground">
          List your business in the Netwise directory so members can find you, read reviews and get in touch.
        </p>
      </header>
      {isLoading ? (
        <PageLoader />
      ) : user ? (
        <CreateBusinessForm />
      ) : (
        <Card className="grid justify-items-center gap-4 px-6 py-10 text-center">
          <Store aria-hidden="true" className="size-10 text-primary" />
          <h2 className="text-xl font-semibold">Sign in to add your business</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Businesses belong to members. Sign in or create a free account, then come back to list yours.
          </p>
          <Button onClick={() => openAuthDialog("login")}>
            <LogIn aria-hidden="true" />
            Sign In
          </Button>
        </Card>
      )}
    </PageContainer>
  );
}

function CreateBusinessForm() {
  const [, navigate] = useLocation();
  const createBusiness = useCreateBusiness();
  const form = useBusinessForm(EMPTY_BUSINESS_FORM);
  const [images, setImages] = useState<BusinessImageChoices>({});
  const isSubmitting = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const business = await createBusiness.mutateAsync(values);
      const imageFailure = await saveImageChoices(business.id, images);
      toast({
        title: "Business created",
        description: "Your business is now listed in the directory.",
        variant: "success",
      });
      if (imageFailure) {
        toast({ title: "Picture not saved", description: imageFailure, variant: "destructive" });
      }
      navigate(`/business/${business.slug}`);
    } catch (error) {
      const message = showServerErrors(form, error);
      toast({ title: "Error", description: message ?? BUSINESS_CREATE_FAILED, variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Business details</CardTitle>
        <CardDescription>Fields marked * are required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid gap-6" aria-label="Add your business">
          <BusinessFormFields
            form={form}
            idPrefix="create-business"
            industryOptions={BUSINESS_INDUSTRIES}
            categoryOptions={BUSINESS_CATEGORIES}
          />
          <BusinessImagesField
            idPrefix="create-business"
            current={{ logo: null, cover: null }}
            choices={images}
            onChange={setImages}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link href="/businesses">Cancel</Link>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Creating..." : "Create Business"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
