import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetRequestSchema } from "@shared/contracts/account";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { useRequestPasswordReset } from "@/features/account/api";
import { parseApiError } from "@/lib/api-request";

/** "Forgot password?": asks for the e-mail and sends the reset link (an address without an account is told so). */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });
  const handleRequest = handleSubmit(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    return (
      <p role="status" className="flex gap-2 rounded-lg border border-border bg-muted p-4 text-sm">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {request.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={handleRequest} noValidate className="grid gap-4" aria-label="Reset password">
      <InputField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        error={errors.email?.message}
        {...register("email")}
      />
      {request.error ? (
        <p role="alert" className="text-sm text-destructive">
          {parseApiError(request.error).message ?? "Please try again."}
        </p>
      ) : null}
      <PendingButton type="submit" className="w-full" isPending={request.isPending} pendingLabel="Sending...">
        Send reset link
      </PendingButton>
    </form>
  );
}
