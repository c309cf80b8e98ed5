import { zodResolver } from "@hookform/resolvers/zod";
import {
  AGENCY_ADDRESS_MAX,
  AGENCY_TEXT_MAX,
  type OrderSettings,
  PAYMENT_INSTRUCTIONS_MAX,
  TAX_RATE_MAX_BASIS_POINTS,
} from "@shared/contracts/payments";
import { Receipt } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SectionError } from "@/components/feedback/section-error";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { Skeleton } from "@/components/ui/skeleton";
import { useOrderSettings, useUpdateOrderSettings } from "@/features/services/api";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { AdminSectionCard } from "../shared/admin-section-card";

/** The form's fields: the tax rate is typed as text (empty: no tax) and sent as basis points or null. */
const orderSettingsFormSchema = z.object({
  paymentInstructions: z
    .string()
    .max(
      PAYMENT_INSTRUCTIONS_MAX,
      `Payment instructions must be at most ${PAYMENT_INSTRUCTIONS_MAX} characters`,
    ),
  agencyName: z
    .string()
    .trim()
    .min(1, "Agency name is required")
    .max(AGENCY_TEXT_MAX, `Agency name must be at most ${AGENCY_TEXT_MAX} characters`),
  agencyAddress: z
    .string()
    .max(AGENCY_ADDRESS_MAX, `Address must be at most ${AGENCY_ADDRESS_MAX} characters`),
  agencyEmail: z.union([z.literal(""), z.email("Enter a valid e-mail address")]),
  agencyTaxId: z.string().max(AGENCY_TEXT_MAX, `Tax id must be at most ${AGENCY_TEXT_MAX} characters`),
  taxRate: z
    .string()
    .trim()
    .refine(
      (value) =>
        value === "" ||
        (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= TAX_RATE_MAX_BASIS_POINTS),
      `Tax rate: a whole number of basis points from 1 to ${TAX_RATE_MAX_BASIS_POINTS}, or empty for none`,
    ),
  taxLabel: z
    .string()
    .trim()
    .min(1, "Tax label is required")
    .max(40, "Tax label must be at most 40 characters"),
});
type OrderSettingsForm = z.infer<typeof orderSettingsFormSchema>;

function formValues(settings: OrderSettings): OrderSettingsForm {
  return {
    paymentInstructions: settings.paymentInstructions,
    agencyName: settings.agencyName,
    agencyAddress: settings.agencyAddress,
    agencyEmail: settings.agencyEmail,
    agencyTaxId: settings.agencyTaxId,
    taxRate: settings.taxRateBasisPoints === null ? "" : String(settings.taxRateBasisPoints),
    taxLabel: settings.taxLabel,
  };
}

function OrderSettingsFormView({ settings }: { settings: OrderSettings }) {
  const update = useUpdateOrderSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderSettingsForm>({
    resolver: zodResolver(orderSettingsFormSchema),
    defaultValues: formValues(settings),
  });
  useEffect(() => reset(formValues(settings)), [settings, reset]);

  const onSubmit = ({ taxRate, ...values }: OrderSettingsForm) =>
    update.mutate(
      { ...values, taxRateBasisPoints: taxRate === "" ? null : Number(taxRate) },
      {
        onSuccess: () =>
          toast({
            title: "Payment and invoice settings saved",
            description: "New invoices use these details.",
            variant: "success",
          }),
      },
    );

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-4"
      aria-label="Payments and invoices"
      noValidate
    >
      <p className="text-sm text-muted-foreground">
        Payments go through{" "}
        <strong>
          {settings.provider === "stripe" ? "Stripe Checkout" : "manual payment (you mark orders paid)"}
        </strong>
        , set by the server's PAYMENTS_PROVIDER.
      </p>
      <TextareaField
        id="order-payment-instructions"
        label="Payment instructions"
        hint="What a buyer sees when they press Pay with manual payments, e.g. your bank details."
        rows={4}
        error={errors.paymentInstructions?.message}
        {...register("paymentInstructions")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="order-agency-name"
          label="Agency name"
          error={errors.agencyName?.message}
          {...register("agencyName")}
        />
        <InputField
          id="order-agency-email"
          label="Billing e-mail"
          type="email"
          error={errors.agencyEmail?.message}
          {...register("agencyEmail")}
        />
      </div>
      <TextareaField
        id="order-agency-address"
        label="Address"
        rows={2}
        error={errors.agencyAddress?.message}
        {...register("agencyAddress")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id="order-agency-tax-id"
          label="Tax id"
          error={errors.agencyTaxId?.message}
          {...register("agencyTaxId")}
        />
        <InputField
          id="order-tax-rate"
          label="Tax rate (basis points)"
          inputMode="numeric"
          hint="Included in prices; 2000 is 20 %. Empty: no tax line."
          error={errors.taxRate?.message}
          {...register("taxRate")}
        />
        <InputField
          id="order-tax-label"
          label="Tax label"
          error={errors.taxLabel?.message}
          {...register("taxLabel")}
        />
      </div>
      {update.error ? (
        <p role="alert" className="text-sm text-destructive">
          {parseApiError(update.error).message ?? "Failed to save. Please try again."}
        </p>
      ) : null}
      <div>
        <PendingButton type="submit" isPending={update.isPending} pendingLabel="Saving...">
          Save payment settings
        </PendingButton>
      </div>
    </form>
  );
}

/** Admin Settings: the agency's payment instructions and the details its invoices carry. */
export function OrderSettingsCard() {
  const query = useOrderSettings();
  return (
    <AdminSectionCard
      icon={Receipt}
      title="Payments and invoices"
      description="How buyers pay for service orders, and the agency's details on every invoice."
    >
      {query.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : query.error || !query.data ? (
        <SectionError
          what="the payment settings"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : (
        <OrderSettingsFormView settings={query.data} />
      )}
    </AdminSectionCard>
  );
}
