import type { SecondFactorMethod } from "@shared/contracts/two-factor";
import { type FormEvent, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { PasskeySignInButton } from "./passkey-sign-in-button";

type SecondFactorFormProps = {
  methods: SecondFactorMethod[];
  /** Signed in: the dialog closes and the member goes on. */
  onSuccess: () => void;
  /** The half-signed-in state is gone (expired or used): back to e-mail and password. */
  onRestart: (message: string) => void;
};

/** The second step of signing in: a code from the authenticator app, one recovery code, or a passkey. */
export function SecondFactorForm({ methods, onSuccess, onRestart }: SecondFactorFormProps) {
  const { completeSecondFactor } = useAuth();
  const canUseRecovery = methods.includes("recovery");
  const hasCode = methods.includes("totp") || canUseRecovery;
  const [useRecovery, setUseRecovery] = useState(!methods.includes("totp") && canUseRecovery);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isPending, setIsPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError(useRecovery ? "Enter one of your recovery codes" : "Enter the 6-digit code from your app");
      return;
    }
    setIsPending(true);
    setError(undefined);
    try {
      await completeSecondFactor(useRecovery ? { recoveryCode: trimmed } : { code: trimmed });
      onSuccess();
    } catch (caught) {
      const { status, message, issues } = parseApiError(caught);
      if (status === 401 && message && /timed out/.test(message)) onRestart(message);
      else setError(issues[0]?.message ?? message ?? "That did not work. Please try again.");
    } finally {
      setIsPending(false);
    }
  };

  const fieldId = useRecovery ? "second-factor-recovery" : "second-factor-code";
  const passkeyButton = methods.includes("passkey") ? (
    <PasskeySignInButton
      purpose="second-factor"
      variant={hasCode ? "outline" : "default"}
      onSuccess={onSuccess}
      onError={(message, status) => {
        if (status === 401 && /timed out/.test(message)) onRestart(message);
        else setError(message);
      }}
    >
      {hasCode ? "Use a passkey instead" : "Use your passkey"}
    </PasskeySignInButton>
  ) : null;
  if (!hasCode)
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Your account asks for your passkey after the password. Use the passkey on this device or your
          security key.
        </p>
        {passkeyButton}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label="Second sign-in step">
      <p className="text-sm text-muted-foreground">
        {useRecovery
          ? "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once."
          : "Open your authenticator app and enter the 6-digit code it shows for Netwise."}
      </p>
      <InputField
        key={fieldId}
        id={fieldId}
        label={useRecovery ? "Recovery code" : "Authentication code"}
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="one-time-code"
        inputMode={useRecovery ? "text" : "numeric"}
        placeholder={useRecovery ? "xxxxx-xxxxx" : "123456"}
        autoFocus
      />
      <PendingButton type="submit" className="w-full" isPending={isPending} pendingLabel="Checking...">
        Verify and sign in
      </PendingButton>
      {canUseRecovery && methods.includes("totp") ? (
        <button
          type="button"
          className="-mt-2 cursor-pointer justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue("");
            setError(undefined);
          }}
        >
          {useRecovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
        </button>
      ) : null}
      {passkeyButton}
    </form>
  );
}
