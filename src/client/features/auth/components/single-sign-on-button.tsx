import { ADMIN_LOGIN_PAGE } from "@shared/contracts/single-sign-on";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { singleSignOnHref, useSingleSignOn } from "../single-sign-on-api";

/**
 * "Sign in with <provider>" in the sign-in dialog when single sign-on is configured: a plain link to
 * GET /api/auth/oidc/start, which sends the browser to the provider. With only single sign-on
 * allowed it is the dialog's only way in, with a pointer to the admins' break-glass page.
 */
export function SingleSignOnButton({ returnTo }: { returnTo: string }) {
  const sso = useSingleSignOn();
  if (!sso.data?.configured || !sso.data.name) return null;
  return (
    <div className="grid gap-3">
      <Button asChild variant="outline" className="w-full">
        <a href={singleSignOnHref(returnTo)} data-testid="single-sign-on-button">
          <KeyRound aria-hidden="true" className="size-4" />
          Sign in with {sso.data.name}
        </a>
      </Button>
      {sso.data.ssoOnly ? (
        <p className="text-center text-sm text-muted-foreground">
          This platform signs members in through {sso.data.name} only. Administrators without it:{" "}
          <a href={ADMIN_LOGIN_PAGE} className="font-medium text-primary underline-offset-4 hover:underline">
            administrator sign-in
          </a>
          .
        </p>
      ) : (
        <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </p>
      )}
    </div>
  );
}

/** True when only single sign-on is allowed: the dialog hides password sign-in and registration. */
export function useIsSsoOnly(): boolean {
  return useSingleSignOn().data?.ssoOnly ?? false;
}
