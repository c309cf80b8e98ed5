import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";

// The "verify your e-mail" banner is rendered by the layout, in the entry chunk: this call stays on
// apiRequest, because importing `authEndpoints` would bring zod and the auth schemas into the landing
// page's JavaScript (decision 0018, "Consequences"). Opening the link is in verify-email-api.ts.

type MessageResponse = { message: string };

/** POST /api/auth/verify-email/resend: a new link to the member's address (once a minute). */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/auth/verify-email/resend")).json()) as MessageResponse,
  });
}
