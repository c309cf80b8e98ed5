import type { AdminBusiness, OwnerOption } from "@shared/contracts/directory";
import { BUSINESS_MESSAGES } from "@shared/rules/business-form";
import { ADMIN_FORM_CATEGORIES, ADMIN_FORM_INDUSTRIES } from "@shared/rules/directory";
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
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import {
  BusinessFormFields,
  businessFormDefaults,
  EMPTY_BUSINESS_FORM,
  showServerErrors,
  useBusinessForm,
} from "@/features/directory";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useCreateAdminBusiness, useUpdateAdminBusiness } from "./businesses-api";
import { OwnerPicker } from "./owner-picker";

export const BUSINESS_CREATED = "Business created";
export const BUSINESS_CREATED_DESCRIPTION = "Business has been successfully created.";
export const BUSINESS_CREATE_FAILED = "Failed to create business";
export const BUSINESS_UPDATED = "Business updated";
export const BUSINESS_UPDATED_DESCRIPTION = "Business information has been successfully updated.";
export const BUSINESS_UPDATE_FAILED = "Failed to update business";
export const NO_BUSINESS_SELECTED = "No business selected";

type Status = { isActive: boolean; isVerified: boolean; isFeatured: boolean };
const DEFAULT_STATUS: Status = { isActive: true, isVerified: false, isFeatured: false };

const STATUS_SWITCHES: { key: keyof Status; label: string; hint: string }[] = [
  { key: "isActive", label: "Active Status", hint: "Business is publicly visible" },
  { key: "isVerified", label: "Verified Status", hint: "Business is verified" },
  { key: "isFeatured", label: "Featured Status", hint: "Featured in listings" },
];

type BusinessDialogProps = {
  /** null: the Create New Business dialog; a business: its edit dialog. */
  business: AdminBusiness | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Create New Business' and the admin edit dialog: every form field, the owner and the status switches. */
export function BusinessDialog({ business, open, onOpenChange }: BusinessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{business ? "Edit Business" : "Create New Business"}</DialogTitle>
          <DialogDescription>
            {business
              ? `Update ${business.name}, its owner and its status.`
              : "Add a business to the directory for any member."}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <BusinessDialogForm
            key={business?.id ?? "new"}
            business={business}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BusinessDialogForm({ business, onDone }: { business: AdminBusiness | null; onDone: () => void }) {
  const { user } = useAuth();
  const createBusiness = useCreateAdminBusiness();
  const updateBusiness = useUpdateAdminBusiness();
  const form = useBusinessForm(business ? businessFormDefaults(business) : EMPTY_BUSINESS_FORM);
  const [status, setStatus] = useState<Status>(
    business
      ? { isActive: business.isActive, isVerified: business.isVerified, isFeatured: business.isFeatured }
      : DEFAULT_STATUS,
  );
  // The owner defaults to the business's owner, or for a new business to the admin themself.
  const initialOwner: OwnerOption | null = business
    ? { ...business.owner, email: "" }
    : user
      ? {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          username: user.username,
          email: user.email,
        }
      : null;
  const [owner, setOwner] = useState<OwnerOption | null>(initialOwner);
  const [ownerError, setOwnerError] = useState<string | undefined>();
  const isSubmitting = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async (values) => {
    if (!owner) {
      setOwnerError(BUSINESS_MESSAGES.ownerRequired);
      return;
    }
    setOwnerError(undefined);
    const body = { ...values, ...status, ownerId: owner.id };
    try {
      if (business) {
        await updateBusiness.mutateAsync({ id: business.id, body });
        toast({ title: BUSINESS_UPDATED, description: BUSINESS_UPDATED_DESCRIPTION, variant: "success" });
      } else {
        await createBusiness.mutateAsync(body);
        toast({ title: BUSINESS_CREATED, description: BUSINESS_CREATED_DESCRIPTION, variant: "success" });
      }
      onDone();
    } catch (error) {
      const message = showServerErrors(form, error);
      const ownerIssue = parseApiError(error).issues.find((issue) => issue.path === "ownerId");
      if (ownerIssue) setOwnerError(ownerIssue.message);
      toast({
        title: "Error",
        description: message ?? (business ? BUSINESS_UPDATE_FAILED : BUSINESS_CREATE_FAILED),
        variant: "destructive",
      });
    }
  });

  const prefix = business ? `admin-edit-business-${business.id}` : "admin-create-business";
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-6"
      aria-label={business ? "Edit business" : "Create new business"}
    >
      <BusinessFormFields
        form={form}
        idPrefix={prefix}
        industryOptions={ADMIN_FORM_INDUSTRIES}
        categoryOptions={ADMIN_FORM_CATEGORIES}
      />
      <OwnerPicker
        idPrefix={prefix}
        value={owner?.id ?? null}
        selected={owner}
        onChange={(next) => {
          setOwner(next);
          setOwnerError(undefined);
        }}
        error={ownerError}
      />
      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Status Settings</legend>
        {STATUS_SWITCHES.map(({ key, label, hint }) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor={`${prefix}-${key}`}>{label}</Label>
              <span id={`${prefix}-${key}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </span>
            </div>
            <Switch
              id={`${prefix}-${key}`}
              checked={status[key]}
              aria-describedby={`${prefix}-${key}-hint`}
              onCheckedChange={(checked) => setStatus((current) => ({ ...current, [key]: checked }))}
            />
          </div>
        ))}
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {business
            ? isSubmitting
              ? "Saving..."
              : "Save Changes"
            : isSubmitting
              ? "Creating..."
              : "Create Business"}
        </Button>
      </DialogFooter>
    </form>
  );
}
