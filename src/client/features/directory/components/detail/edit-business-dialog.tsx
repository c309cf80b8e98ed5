import type { BusinessDetail } from "@shared/contracts/directory";
import { BUSINESS_CATEGORIES, BUSINESS_INDUSTRIES } from "@shared/rules/directory";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { useUpdateBusiness } from "../../api";
import { businessFormDefaults } from "../../business-form-schema";
import { BusinessFormFields } from "../form/business-form-fields";
import {
  type BusinessImageChoices,
  BusinessImagesField,
  saveImageChoices,
} from "../form/business-images-field";
import { showServerErrors, useBusinessForm } from "../form/use-business-form";

type EditBusinessDialogProps = {
  business: BusinessDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The owner's edit of their business: every form field (verified and featured stay with admins). */
export function EditBusinessDialog({ business, open, onOpenChange }: EditBusinessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Business</DialogTitle>
          <DialogDescription>Update how {business.name} appears in the directory.</DialogDescription>
        </DialogHeader>
        {open ? <EditBusinessForm business={business} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditBusinessForm({ business, onDone }: { business: BusinessDetail; onDone: () => void }) {
  const updateBusiness = useUpdateBusiness(business.id);
  const form = useBusinessForm(businessFormDefaults(business));
  const [images, setImages] = useState<BusinessImageChoices>({});
  const isSubmitting = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await updateBusiness.mutateAsync(values);
      const imageFailure = await saveImageChoices(business.id, images);
      if (imageFailure) {
        setImages({});
        toast({ title: "Picture not saved", description: imageFailure, variant: "destructive" });
        return;
      }
      toast({
        title: "Business updated",
        description: "Business information has been successfully updated.",
        variant: "success",
      });
      onDone();
    } catch (error) {
      const message = showServerErrors(form, error);
      toast({ title: "Error", description: message ?? "Failed to update business", variant: "destructive" });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6" aria-label="Edit business">
      <BusinessFormFields
        form={form}
        idPrefix="edit-business"
        industryOptions={BUSINESS_INDUSTRIES}
        categoryOptions={BUSINESS_CATEGORIES}
      />
      <BusinessImagesField
        idPrefix="edit-business"
        current={{ logo: business.logo, cover: business.coverImage }}
        choices={images}
        onChange={setImages}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
