import type { EmailChangeRequest } from "@shared/contracts/email-change";
import type {
  SignInPolicy,
  TotpDisableRequest,
  TotpSetupResponse,
  TwoFactorStatus,
  UpdateSignInPolicy,
} from "@shared/contracts/two-factor";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api-request";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";

export const securityQueryKeys = {
  twoFactor: ["/api/auth/2fa"] as const,
  signInPolicy: ["/api/admin/sign-in-policy"] as const,
};

const postJson = async <T>(url: string, body: unknown) =>
  (await (await apiRequest("POST", url, body)).json()) as T;
const refreshTwoFactor = () => queryClient.invalidateQueries({ queryKey: securityQueryKeys.twoFactor });

/** GET /api/auth/2fa: whether the authenticator app is on, codes left, and whether the platform asks for it. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: securityQueryKeys.twoFactor,
    queryFn: ({ signal }) => getJson<TwoFactorStatus>("/api/auth/2fa", signal),
    enabled,
  });
}

export function useSetupTotp() {
  return useMutation({ mutationFn: () => postJson<TotpSetupResponse>("/api/auth/2fa/totp/setup", {}) });
}

export function useEnableTotp() {
  return useMutation({
    // The caller shows the recovery codes first, then refreshes (refreshAfterEnabling).
    mutationFn: (code: string) =>
      postJson<{ recoveryCodes: string[] }>("/api/auth/2fa/totp/enable", { code }),
  });
}

/** After the recovery codes were shown: everything is fetched again (the required set-up's gate lifts). */
export function refreshAfterEnabling() {
  return queryClient.invalidateQueries();
}

export function useDisableTotp() {
  return useMutation({
    mutationFn: (input: TotpDisableRequest) =>
      postJson<{ message: string }>("/api/auth/2fa/totp/disable", input),
    onSuccess: refreshTwoFactor,
  });
}

export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      postJson<{ recoveryCodes: string[] }>("/api/auth/2fa/recovery-codes", { password }),
    onSuccess: refreshTwoFactor,
  });
}

/** POST /api/account/email: a link goes to the new address; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeRequest) => postJson<{ message: string }>("/api/account/email", input),
  });
}

/** POST /api/account/email/confirm or /undo: the token of the e-mailed link. */
export function useEmailChangeLink(kind: "confirm" | "undo") {
  return useMutation({
    mutationFn: (token: string) => postJson<{ message: string }>(`/api/account/email/${kind}`, { token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export function useSignInPolicy() {
  return useQuery({
    queryKey: securityQueryKeys.signInPolicy,
    queryFn: ({ signal }) => getJson<SignInPolicy>("/api/admin/sign-in-policy", signal),
  });
}

export function useUpdateSignInPolicy() {
  return useMutation({
    /** The settings to change: `{ requireTwoFactor }` or `{ ssoOnly }`. */
    mutationFn: async (change: UpdateSignInPolicy) =>
      (await (await apiRequest("PUT", "/api/admin/sign-in-policy", change)).json()) as SignInPolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(securityQueryKeys.signInPolicy, policy);
      return refreshTwoFactor();
    },
  });
}
