import { zodResolver } from "@hookform/resolvers/zod";
import { registerRequestSchema } from "@shared/contracts/auth";
import { SPAM_CHECK_REQUIRED } from "@shared/contracts/registration-challenge";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { NewPasswordField } from "@/components/forms/new-password-field";
import { PendingButton } from "@/components/forms/pending-button";
import { ProfileFields } from "@/components/forms/profile-fields";
import { InputField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import { publicSettingsQueryKey, usePublicSettings } from "@/features/settings/api";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { forgetInvitation, pendingInvitation } from "@/lib/invitation-link";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { type RegisterField, registerErrorPlacement } from "../register-errors";

/**
 * The registration schema of the API, narrowed to what sign-up asks: e-mail and password, then the
 * name. The rest of the profile is filled after arrival, through the dashboard's Getting started list.
 */
const registerFormSchema = registerRequestSchema.pick({
  email: true,
  password: true,
  firstName: true,
  lastName: true,
});

type RegisterFormValues = z.input<typeof registerFormSchema>;

/** The spam check (and the altcha widget it loads) stays out of the landing page's JavaScript. */
const SpamCheck = lazy(() => import("../spam-check/spam-check").then((m) => ({ default: m.SpamCheck })));

const EMPTY_VALUES = { email: "", password: "", firstName: "", lastName: "" } satisfies RegisterFormValues;

type Step = 1 | 2;
const STEP_FIELDS: Record<Step, RegisterField[]> = {
  1: ["email", "password"],
  2: ["firstName", "lastName"],
};
const STEP_TITLES: Record<Step, string> = { 1: "Your sign-in", 2: "Your name" };

/** Register mode in two steps: e-mail and password (Continue), then first and last name (Create account). */
export function RegisterForm({ onSuccess, returnTo }: { onSuccess: () => void; returnTo: string }) {
  const { register: registerAccount } = useAuth();
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>(1);
  const [formError, setFormError] = useState<string | null>(null);
  /** Opened from an invitation link: joining connects the new member with the inviter. */
  const [invited] = useState(() => pendingInvitation() !== null);
  const spamCheckOn = usePublicSettings().data?.registrationProofOfWork ?? false;
  /** The solved spam check's payload (null until solved); a new key starts a fresh check. */
  const [altcha, setAltcha] = useState<string | null>(null);
  const [spamCheckKey, setSpamCheckKey] = useState(0);
  /** The field to focus once the step on screen has rendered; null on first render (the dialog focuses). */
  const focusNext = useRef<RegisterField | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY_VALUES,
  });

  useEffect(() => {
    const field = focusNext.current;
    if (!field || !STEP_FIELDS[step].includes(field)) return;
    focusNext.current = null;
    setFocus(field);
  }, [step, setFocus]);

  const goTo = (next: Step, field: RegisterField) => {
    focusNext.current = field;
    if (next === step) setFocus(field);
    else setStep(next);
  };

  const createAccount = handleSubmit(async (data) => {
    setFormError(null);
    if (spamCheckOn && !altcha) {
      setFormError(SPAM_CHECK_REQUIRED);
      return;
    }
    try {
      const invitation = pendingInvitation();
      const user = await registerAccount({
        ...data,
        ...(spamCheckOn && altcha ? { altcha } : {}),
        ...(invitation ? { invitation } : {}),
      });
      forgetInvitation();
      toast({
        title: "Account created!",
        description: `Welcome to Netwise, ${user.firstName}.`,
        variant: "success",
      });
      onSuccess();
      navigate(returnTo);
    } catch (error) {
      const info = parseApiError(error);
      // A solution works once: any refusal needs a fresh spam check.
      if (spamCheckOn) {
        setAltcha(null);
        setSpamCheckKey((n) => n + 1);
      }
      // 403: registration was closed meanwhile; the refreshed settings hide the ways in.
      if (info.status === 403) void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
      const { fieldErrors, formMessage } = registerErrorPlacement(info);
      for (const { field, message } of fieldErrors) setError(field, { message });
      setFormError(formMessage);
      const first = fieldErrors[0]?.field;
      if (first) goTo(STEP_FIELDS[1].includes(first) ? 1 : 2, first);
    }
  });

  const handleStep = async (event: React.FormEvent<HTMLFormElement>) => {
    if (step === 2) return createAccount(event);
    event.preventDefault();
    setFormError(null);
    if (await trigger(STEP_FIELDS[1], { shouldFocus: true })) goTo(2, "firstName");
  };

  return (
    <form onSubmit={handleStep} noValidate className="grid gap-4" aria-label="Create account">
      <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
        Step {step} of 2: {STEP_TITLES[step]}
      </p>
      {invited ? (
        <p className="text-sm" data-testid="register-invited">
          You were invited: creating your account connects you with the member who invited you.
        </p>
      ) : null}
      {step === 1 ? (
        <>
          <InputField
            key="register-email"
            id="register-email"
            label="Email"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...register("email")}
          />
          <NewPasswordField
            key="register-password"
            id="register-password"
            label="Password"
            error={errors.password?.message}
            {...register("password")}
          />
        </>
      ) : (
        <>
          <ProfileFields
            idPrefix="register"
            names={["firstName", "lastName"]}
            register={register}
            errors={errors}
          />
          {spamCheckOn ? (
            <Suspense
              fallback={
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  Loading the spam check…
                </p>
              }
            >
              <SpamCheck key={spamCheckKey} onPayload={setAltcha} />
            </Suspense>
          ) : null}
        </>
      )}
      {formError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {formError}
        </p>
      ) : null}
      {step === 1 ? (
        <Button type="submit" className="w-full">
          Continue
        </Button>
      ) : (
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <Button type="button" variant="outline" onClick={() => goTo(1, "email")} disabled={isSubmitting}>
            Back
          </Button>
          <PendingButton type="submit" isPending={isSubmitting} pendingLabel="Creating account...">
            Create account
          </PendingButton>
        </div>
      )}
    </form>
  );
}
