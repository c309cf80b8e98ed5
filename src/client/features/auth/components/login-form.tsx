import { zodResolver } from "@hookform/resolvers/zod";
import { loginRequestSchema } from "@shared/contracts/auth";
import type { TwoFactorRequired } from "@shared/contracts/two-factor";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { SecondFactorForm } from "./second-factor-form";

/**
 * Login mode: e-mail and password, validated by the server's own schema; then, for a member with a
 * second factor, the code step (the server holds the half-signed-in state for 5 minutes).
 */
export function LoginForm({ onSuccess, returnTo }: { onSuccess: () => void; returnTo: string }) {
  const { login } = useAuth();
  const [, navigate] = useLocation();
  const [secondFactor, setSecondFactor] = useState<TwoFactorRequired | null>(null);
  const handleSignedIn = () => {
    toast({ title: "Welcome back!", description: "You have successfully signed in.", variant: "success" });
    onSuccess();
    navigate(returnTo);
  };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });

  const handleLogin = handleSubmit(async (credentials) => {
    try {
      const answer = await login(credentials);
      if ("twoFactorRequired" in answer) setSecondFactor(answer);
      else handleSignedIn();
    } catch (error) {
      const { status, message } = parseApiError(error);
      toast({
        title: "Error",
        // Rate limits and deactivated accounts explain themselves; every other failure stays generic.
        description: (status === 429 || status === 403) && message ? message : "Invalid email or password.",
        variant: "destructive",
      });
    }
  });

  if (secondFactor)
    return (
      <SecondFactorForm
        methods={secondFactor.methods}
        onSuccess={handleSignedIn}
        onRestart={(message) => {
          setSecondFactor(null);
          toast({ title: "Sign in again", description: message, variant: "destructive" });
        }}
      />
    );

  return (
    <form onSubmit={handleLogin} noValidate className="grid gap-4" aria-label="Sign in">
      <InputField
        id="login-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        {...register("email")}
      />
      <InputField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        {...register("password")}
      />
      <PendingButton type="submit" className="w-full" isPending={isSubmitting} pendingLabel="Signing in...">
        Sign In
      </PendingButton>
      <p className="text-center text-sm text-muted-foreground">or</p>
      <PasskeySignInButton
        purpose="sign-in"
        onSuccess={handleSignedIn}
        onError={(message) =>
          toast({ title: "Passkey sign-in failed", description: message, variant: "destructive" })
        }
      >
        Sign in with a passkey
      </PasskeySignInButton>
    </form>
  );
}
