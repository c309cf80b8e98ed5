import type { EmailChangeRequest } from "@shared/contracts/email-change";
import { emailChangeEndpoints } from "@shared/contracts/email-change";
import {
  signInPolicyEndpoints,
  type TotpDisableRequest,
  twoFactorEndpoints,
  type UpdateSignInPolicy,
} from "@shared/contracts/two-factor";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

import { securityQueryKeys } from "./two-factor-status-api";

export { refreshAfterEnabling, securityQueryKeys, useTwoFactorStatus } from "./two-factor-status-api";

const refreshTwoFactor = () => queryClient.invalidateQueries({ queryKey: securityQueryKeys.twoFactor });

export function useSetupTotp() {
  return useMutation({ mutationFn: () => call(twoFactorEndpoints.setupTotp, { body: {} }) });
}

export function useEnableTotp() {
  return useMutation({
    // The caller shows the recovery codes first, then refreshes (refreshAfterEnabling).
    mutationFn: (code: string) => call(twoFactorEndpoints.enableTotp, { body: { code } }),
  });
}

export function useDisableTotp() {
  return useMutation({
    mutationFn: (input: TotpDisableRequest) => call(twoFactorEndpoints.disableTotp, { body: input }),
    onSuccess: refreshTwoFactor,
  });
}

export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (password: string) => call(twoFactorEndpoints.renewRecoveryCodes, { body: { password } }),
    onSuccess: refreshTwoFactor,
  });
}

/** POST /api/account/email: a link goes to the new address; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeRequest) => call(emailChangeEndpoints.requestEmailChange, { body: input }),
  });
}

/** POST /api/account/email/confirm or /undo: the token of the e-mailed link. */
export function useEmailChangeLink(kind: "confirm" | "undo") {
  const endpoint =
    kind === "confirm" ? emailChangeEndpoints.confirmEmailChange : emailChangeEndpoints.undoEmailChange;
  return useMutation({
    mutationFn: (token: string) => call(endpoint, { body: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export function useSignInPolicy() {
  return useQuery({
    queryKey: securityQueryKeys.signInPolicy,
    queryFn: ({ signal }) => call(signInPolicyEndpoints.readSignInPolicy, {}, { signal }),
  });
}

export function useUpdateSignInPolicy() {
  return useMutation({
    /** The settings to change: `{ requireTwoFactor }` or `{ ssoOnly }`. */
    mutationFn: (change: UpdateSignInPolicy) =>
      call(signInPolicyEndpoints.updateSignInPolicy, { body: change }),
    onSuccess: (policy) => {
      queryClient.setQueryData(securityQueryKeys.signInPolicy, policy);
      return refreshTwoFactor();
    },
  });
}
