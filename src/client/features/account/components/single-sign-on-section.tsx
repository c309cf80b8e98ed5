import { KeyRound } from "lucide-react";
import { useState } from "react";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { singleSignOnHref, useSingleSignOn, useUnlinkSingleSignOn } from "@/features/auth/api";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { SettingsSection } from "./settings-section";

/**
 * Settings → Single sign-on (only when the server has a provider): link the provider account, or
 * unlink it unless it is the member's last way to sign in. Either change signs out other sessions.
 */
export function SingleSignOnSection() {
  const sso = useSingleSignOn();
  const unlink = useUnlinkSingleSignOn();
  const [error, setError] = useState<string | undefined>();
  if (sso.data && !sso.data.configured) return null;
  const name = sso.data?.name ?? "single sign-on";
  const handleUnlink = () => {
    setError(undefined);
    unlink.mutate(undefined, {
      onSuccess: () => toast({ title: "Unlinked", description: `${name} no longer signs you in.` }),
      onError: (caught) => setError(parseApiError(caught).message ?? "Please try again."),
    });
  };
  return (
    <SettingsSection
      id="single-sign-on"
      icon={KeyRound}
      title="Single sign-on"
      description={`Sign in with your ${name} account. Linking or unlinking signs you out everywhere else.`}
    >
      <QueryState
        query={sso}
        what="your single sign-on settings"
        loading={<Skeleton className="h-16 w-full" />}
        isEmpty={false}
        empty={null}
      >
        {sso.data?.link ? (
          <div className="grid gap-3">
            <p>
              Linked to {name}
              {sso.data.link.email ? (
                <>
                  {" "}
                  as <strong>{sso.data.link.email}</strong>
                </>
              ) : null}
              .
            </p>
            {sso.data.hasPassword === false ? (
              <p className="text-sm text-muted-foreground">
                You have no password: {name} is your only way to sign in. To unlink it, set a password first
                with “Forgot password?” in the sign-in dialog.
              </p>
            ) : null}
            <div>
              <PendingButton
                type="button"
                variant="outline"
                isPending={unlink.isPending}
                pendingLabel="Unlinking..."
                onClick={handleUnlink}
              >
                Unlink {name}
              </PendingButton>
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="grid gap-3">
            <p>
              Status: <strong>not linked</strong>
            </p>
            <div>
              <Button asChild variant="outline">
                <a href={singleSignOnHref("/settings#single-sign-on", "link")}>Link your {name} account</a>
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </SettingsSection>
  );
}
