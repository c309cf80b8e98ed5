import { ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import {
  refreshAfterEnabling,
  useDisableTotp,
  useRenewRecoveryCodes,
  useTwoFactorStatus,
} from "../security-api";
import { RecoveryCodesList } from "./recovery-codes-list";
import { SettingsSection } from "./settings-section";
import { TotpEnabledNotice, TotpSetup } from "./totp-setup";

/** Settings → Security: two-factor sign-in with an authenticator app, and its recovery codes. */
export function SecuritySection() {
  const status = useTwoFactorStatus();
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  return (
    <SettingsSection
      id="security"
      icon={ShieldCheck}
      title="Two-factor sign-in"
      description="After your password, sign-in asks for a code from an authenticator app. Changing this signs you out everywhere else."
    >
      <QueryState
        query={status}
        what="your two-factor settings"
        loading={<Skeleton className="h-24 w-full" />}
        isEmpty={false}
        empty={null}
      >
        {freshCodes ? (
          <TotpEnabledNotice
            codes={freshCodes}
            onDone={() => {
              setFreshCodes(null);
              void refreshAfterEnabling();
            }}
          />
        ) : status.data?.totpEnabled ? (
          <TotpOn recoveryCodesLeft={status.data.recoveryCodesLeft} />
        ) : (
          <div className="grid gap-3">
            <p>
              Status: <strong>off</strong>
            </p>
            <TotpSetup onEnabled={setFreshCodes} />
          </div>
        )}
      </QueryState>
    </SettingsSection>
  );
}

function TotpOn({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  return (
    <div className="grid gap-6">
      <p>
        Status: <strong>on</strong> — {recoveryCodesLeft} recovery code{recoveryCodesLeft === 1 ? "" : "s"}{" "}
        left.
      </p>
      <RenewRecoveryCodesForm />
      <DisableTotpForm />
    </div>
  );
}

function RenewRecoveryCodesForm() {
  const renew = useRenewRecoveryCodes();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    renew.mutate(password, {
      onSuccess: () => setPassword(""),
      onError: (caught) => setError(parseApiError(caught).message ?? "Please try again."),
    });
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="grid max-w-md gap-3" aria-label="New recovery codes">
      <h3 className="font-medium">New recovery codes</h3>
      <InputField
        id="recovery-codes-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <div>
        <PendingButton
          type="submit"
          variant="outline"
          isPending={renew.isPending}
          pendingLabel="Making codes..."
        >
          Make new recovery codes
        </PendingButton>
      </div>
      {renew.data ? <RecoveryCodesList codes={renew.data.recoveryCodes} /> : null}
    </form>
  );
}

function DisableTotpForm() {
  const disable = useDisableTotp();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () =>
          toast({
            title: "Two-factor sign-in is off",
            description: "Sign-in asks only for your password now.",
          }),
        onError: (caught) => {
          const { status, message, issues } = parseApiError(caught);
          if (status === 403) setErrors({ password: message ?? "Your password is not correct." });
          else if (issues.length > 0)
            setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
          else setErrors({ code: message ?? "Please try again." });
        },
      },
    );
  };
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid max-w-md gap-3"
      aria-label="Turn off two-factor sign-in"
    >
      <h3 className="font-medium">Turn off</h3>
      <InputField
        id="totp-disable-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <InputField
        id="totp-disable-code"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
      />
      <div>
        <PendingButton
          type="submit"
          variant="destructive"
          isPending={disable.isPending}
          pendingLabel="Turning off..."
        >
          Turn off two-factor sign-in
        </PendingButton>
      </div>
    </form>
  );
}
