import type { TwoFactorStatus } from "@shared/contracts/two-factor";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

// The two-factor set-up gate (app.tsx) reads the status on every page, in the entry chunk: this call
// stays on getJson, because importing `twoFactorEndpoints` would bring zod and the auth schemas into the
// landing page's JavaScript (decision 0018, "Consequences"). Every other call is in security-api.ts.
export const securityQueryKeys = {
  twoFactor: ["/api/auth/2fa"] as const,
  signInPolicy: ["/api/admin/sign-in-policy"] as const,
};

/** GET /api/auth/2fa: whether the authenticator app is on, codes left, and whether the platform asks for it. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: securityQueryKeys.twoFactor,
    queryFn: ({ signal }) => getJson<TwoFactorStatus>("/api/auth/2fa", signal),
    enabled,
  });
}

/** After the recovery codes were shown: everything is fetched again (the required set-up's gate lifts). */
export function refreshAfterEnabling() {
  return queryClient.invalidateQueries();
}
