import { authEndpoints, type VerifyEmailRequest } from "@shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

/** POST /api/auth/verify-email: opens the link's token; the signed-in member is reloaded. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (body: VerifyEmailRequest) => call(authEndpoints.verifyEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
