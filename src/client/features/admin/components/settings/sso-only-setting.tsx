import { useId } from "react";
import { useUpdateSignInPolicy } from "@/features/account/api";
import { singleSignOnQueryKey, useSingleSignOn } from "@/features/auth/api";
import { parseApiError } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";

/**
 * "Sign in only through single sign-on" in the admin's sign-in policy card: shown only when the
 * server has a provider (the server refuses it otherwise). Admins keep /admin-login.
 */
export function SsoOnlySetting({ ssoOnly }: { ssoOnly: boolean }) {
  const sso = useSingleSignOn();
  const update = useUpdateSignInPolicy();
  const id = useId();
  if (!sso.data?.configured) return null;
  const checked = (update.isPending ? update.variables?.ssoOnly : undefined) ?? ssoOnly;
  const handleChange = (value: boolean) =>
    update.mutate(
      { ssoOnly: value },
      {
        onSuccess: () => {
          toast({ title: "Sign-in policy saved", variant: "success" });
          void queryClient.invalidateQueries({ queryKey: singleSignOnQueryKey });
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to save. Please try again.",
            variant: "destructive",
          }),
      },
    );
  return (
    <div className="grid gap-1 border-t border-border pt-4">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => handleChange(event.target.checked)}
          className="mt-1 size-4 accent-primary"
          aria-describedby={`${id}-description`}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">Sign in only through single sign-on ({sso.data.name})</span>
          <span id={`${id}-description`} className="text-sm text-muted-foreground">
            Password sign-in and registration are turned off for members. Administrators can still sign in
            with a password at /admin-login; each use is recorded in the audit log.
          </span>
        </span>
      </label>
    </div>
  );
}
