import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordSchema } from "@shared/contracts/auth";
import { CheckCircle2, KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useSearch } from "wouter";
import { z } from "zod";
import { NewPasswordField } from "@/components/forms/new-password-field";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-request";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useConfirmPasswordReset } from "../api";

const resetFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same",
  });

/** /reset-password?token=…: the page the reset e-mail links to; asks for the new password. */
export function ResetPasswordPage() {
  useDocumentTitle("Reset your password");
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = useConfirmPasswordReset();
  const { openAuthDialog } = useAuthDialog();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const handleReset = handleSubmit(({ newPassword }) => confirm.mutate({ token, newPassword }));
  const failure = confirm.error ? (parseApiError(confirm.error).message ?? "Please try again.") : null;

  return (
    <PageContainer className="grid max-w-md py-12">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-semibold leading-tight">
            <KeyRound aria-hidden="true" className="size-6 text-primary" />
            Reset your password
          </h1>
          <CardDescription>Choose a new password for your Netwise account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token ? (
            <p role="alert" className="text-sm text-destructive">
              This page needs the link from your reset e-mail. Ask for a new link with "Forgot password?" when
              signing in.
            </p>
          ) : confirm.isSuccess ? (
            <div role="status" className="grid gap-3">
              <p className="flex items-center gap-2 font-medium">
                <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
                Your password has been changed.
              </p>
              <p className="text-sm text-muted-foreground">
                You were signed out everywhere. Sign in with the new one.
              </p>
              <div>
                <Button onClick={() => openAuthDialog("login")}>Sign in</Button>
              </div>
            </div>
          ) : (
            <form onSubmit={handleReset} noValidate className="grid gap-4" aria-label="Reset password">
              <NewPasswordField
                id="reset-new-password"
                error={errors.newPassword?.message}
                {...register("newPassword")}
              />
              <InputField
                id="reset-confirm-password"
                label="Repeat the new password"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...register("confirmPassword")}
              />
              {failure ? (
                <p role="alert" className="text-sm text-destructive">
                  {failure}
                </p>
              ) : null}
              <PendingButton type="submit" isPending={confirm.isPending} pendingLabel="Saving...">
                Set new password
              </PendingButton>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
