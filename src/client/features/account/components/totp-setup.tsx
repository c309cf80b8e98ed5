import { type FormEvent, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { useEnableTotp, useSetupTotp } from "../security-api";
import { RecoveryCodesList } from "./recovery-codes-list";

/** Right after turning it on: the recovery codes, shown once, until the member says they saved them. */
export function TotpEnabledNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3">
      <p role="status" className="font-medium">
        Two-factor sign-in is on.
      </p>
      <RecoveryCodesList codes={codes} />
      <div>
        <Button type="button" onClick={onDone}>
          I saved my recovery codes
        </Button>
      </div>
    </div>
  );
}

/**
 * Turning on the authenticator app: a new secret (QR code and text), then a code from the app turns it
 * on; `onEnabled` gets the 10 recovery codes to show once (TotpEnabledNotice). Used by Settings →
 * Security and by the required set-up.
 */
export function TotpSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  if (!setup.data)
    return (
      <div className="grid gap-2">
        <div>
          <PendingButton
            type="button"
            isPending={setup.isPending}
            pendingLabel="Preparing..."
            onClick={() => setup.mutate()}
          >
            Set up an authenticator app
          </PendingButton>
        </div>
        {setup.error ? (
          <p role="alert" className="text-sm text-destructive">
            {parseApiError(setup.error).message ?? "Could not start the set-up. Please try again."}
          </p>
        ) : null}
      </div>
    );

  const handleEnable = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    enable.mutate(code.trim(), {
      onSuccess: (data) => onEnabled(data.recoveryCodes),
      onError: (caught) => {
        const { message, issues } = parseApiError(caught);
        setError(issues[0]?.message ?? message ?? "That did not work. Please try again.");
      },
    });
  };

  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>Scan this QR code with an authenticator app, or type the key into it.</li>
        <li>Enter the 6-digit code the app shows to turn two-factor sign-in on.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={setup.data.qrCode}
          alt="QR code to add Netwise to your authenticator app"
          width={176}
          height={176}
          className="rounded-lg border border-border bg-white p-1"
        />
        <div className="grid min-w-0 gap-1">
          <span className="text-sm font-medium">Set-up key</span>
          <code data-testid="totp-secret" className="break-all rounded bg-muted px-2 py-1 font-mono text-sm">
            {setup.data.secret}
          </code>
        </div>
      </div>
      <form
        onSubmit={handleEnable}
        noValidate
        className="grid max-w-xs gap-3"
        aria-label="Turn on two-factor sign-in"
      >
        <InputField
          id="totp-enable-code"
          label="Code from the app"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          error={error}
        />
        <div>
          <PendingButton type="submit" isPending={enable.isPending} pendingLabel="Turning on...">
            Turn on
          </PendingButton>
        </div>
      </form>
    </div>
  );
}
