import type { LoginRequest } from "@shared/contracts/auth";
import { singleSignOnEndpoints as endpoints, SSO_START_PATH } from "@shared/contracts/single-sign-on";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const singleSignOnQueryKey = ["/api/auth/oidc"] as const;

/** GET /api/auth/oidc: whether the provider is configured, its name, SSO-only mode and the member's link. */
export function useSingleSignOn() {
  return useQuery({
    queryKey: singleSignOnQueryKey,
    queryFn: ({ signal }) => call(endpoints.readSingleSignOn, {}, { signal }),
    staleTime: 60_000,
  });
}

/** Where the browser goes to sign in (or, with `link`, to link the provider) and come back to `returnTo`. */
export function singleSignOnHref(returnTo: string | undefined, intent: "sign-in" | "link" = "sign-in") {
  const query = new URLSearchParams();
  if (returnTo) query.set("returnTo", returnTo);
  if (intent === "link") query.set("intent", "link");
  const search = query.toString();
  return `${SSO_START_PATH}${search ? `?${search}` : ""}`;
}

export function useUnlinkSingleSignOn() {
  return useMutation({
    mutationFn: () => call(endpoints.unlinkSingleSignOn),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: singleSignOnQueryKey }),
  });
}

export function useConfirmSingleSignOnLink() {
  return useMutation({
    mutationFn: (token: string) => call(endpoints.confirmSingleSignOnLink, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: singleSignOnQueryKey }),
  });
}

/** POST /api/auth/admin-login: the admins' break-glass sign-in (a second factor may follow). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => call(endpoints.adminLogin, { body: credentials }),
    onSuccess: async (answer) => {
      if ("twoFactorRequired" in answer) return;
      queryClient.setQueryData(ME_QUERY_KEY, answer);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
