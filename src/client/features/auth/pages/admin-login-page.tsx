import { zodResolver } from "@hookform/resolvers/zod";
import { loginRequestSchema } from "@shared/contracts/auth";
import type { TwoFactorRequired } from "@shared/contracts/two-factor";
import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { PageContainer } from "@/components/layout/page-container";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { SecondFactorForm } from "../components/second-factor-form";
import { useAdminLogin } from "../single-sign-on-api";

/**
 * /admin-login: the administrators' break-glass sign-in with a password while the platform signs
 * members in through single sign-on only (docs/operations.md). Rate-limited and audited on the server.
 */
export function AdminLoginPage() {
  useDocumentTitle("Administrator sign-in");
  const [, navigate] = useLocation();
  const adminLogin = useAdminLogin();
  const [secondFactor, setSecondFactor] = useState<TwoFactorRequired | null>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: "", password: "" } });
  const handleSignedIn = () => {
    toast({
      title: "Signed in",
      description: "This sign-in was recorded in the audit log.",
      variant: "success",
    });
    navigate("/admin");
  };
  const handleLogin = handleSubmit(async (credentials) => {
    setFormError(undefined);
    try {
      const answer = await adminLogin.mutateAsync(credentials);
      if ("twoFactorRequired" in answer) setSecondFactor(answer);
      else handleSignedIn();
    } catch (error) {
      setFormError(parseApiError(error).message ?? "Invalid email or password.");
    }
  });

  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <section
        aria-labelledby="admin-login-title"
        className="grid w-full max-w-md gap-4 rounded-card border border-border bg-card px-6 py-10 shadow-xs sm:px-10"
      >
        <div className="grid justify-items-center gap-2 text-center">
          <ShieldAlert aria-hidden="true" className="size-8 text-primary" />
          <h1 id="admin-login-title" className="text-2xl font-bold tracking-tight">
            Administrator sign-in
          </h1>
          <p className="text-sm text-muted-foreground">
            For administrators when single sign-on is not available. Every use is recorded in the audit log.
          </p>
        </div>
        {secondFactor ? (
          <SecondFactorForm
            methods={secondFactor.methods}
            onSuccess={handleSignedIn}
            onRestart={(message) => {
              setSecondFactor(null);
              setFormError(message);
            }}
          />
        ) : (
          <form onSubmit={handleLogin} noValidate className="grid gap-4" aria-label="Administrator sign-in">
            <InputField
              id="admin-login-email"
              label="Email"
              error={errors.email?.message}
              type="email"
              autoComplete="email"
              {...register("email")}
            />
            <InputField
              id="admin-login-password"
              label="Password"
              error={errors.password?.message}
              type="password"
              autoComplete="current-password"
              {...register("password")}
            />
            {formError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {formError}
              </p>
            ) : null}
            <PendingButton
              type="submit"
              className="w-full"
              isPending={isSubmitting}
              pendingLabel="Signing in..."
            >
              Sign in as administrator
            </PendingButton>
          </form>
        )}
      </section>
    </PageContainer>
  );
}
