import type { VerifyEmailRequest } from "@shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";

type MessageResponse = { message: string };

/** POST /api/auth/verify-email: opens the link's token; the signed-in member is reloaded. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (body: VerifyEmailRequest) =>
      (await (await apiRequest("POST", "/api/auth/verify-email", body)).json()) as MessageResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** POST /api/auth/verify-email/resend: a new link to the member's address (once a minute). */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/auth/verify-email/resend")).json()) as MessageResponse,
  });
}
