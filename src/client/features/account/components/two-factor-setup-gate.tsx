import { ShieldCheck } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth-provider";
import { refreshAfterEnabling, useTwoFactorStatus } from "../two-factor-status-api";

/**
 * Loaded only when the set-up is shown: the authenticator and passkey forms, their calls and schemas
 * stay out of the first page.
 */
const AddPasskeyForm = lazy(() =>
  import("./passkeys-section").then((module) => ({ default: module.AddPasskeyForm })),
);
const TotpSetup = lazy(() => import("./totp-setup").then((module) => ({ default: module.TotpSetup })));
const TotpEnabledNotice = lazy(() =>
  import("./totp-setup").then((module) => ({ default: module.TotpEnabledNotice })),
);

/**
 * "Require two factors" (admin setting): a signed-in member it covers who has no second factor sets
 * one up here before anything else (the server refuses their other calls until then).
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const status = useTwoFactorStatus(Boolean(user));
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  if (!user || (!status.data?.setupRequired && !freshCodes)) return children;
  return (
    <PageContainer className="grid max-w-2xl gap-6 py-10">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <ShieldCheck aria-hidden="true" className="size-7 text-primary" />
          Set up two-factor sign-in
        </h1>
        <p className="text-muted-foreground">
          This platform asks your account to sign in with a second factor. Set up an authenticator app or add
          a passkey to continue.
        </p>
      </header>
      <Suspense fallback={null}>
        {freshCodes ? (
          <TotpEnabledNotice
            codes={freshCodes}
            onDone={() => {
              setFreshCodes(null);
              void refreshAfterEnabling();
            }}
          />
        ) : (
          <>
            <TotpSetup onEnabled={setFreshCodes} />
            <Suspense fallback={null}>
              <AddPasskeyForm />
            </Suspense>
          </>
        )}
      </Suspense>
      <div>
        <Button type="button" variant="ghost" onClick={() => void logout()}>
          Sign out
        </Button>
      </div>
    </PageContainer>
  );
}
