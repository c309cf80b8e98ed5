import { INVITATIONS_PAGE_DEFAULT, invitationEndpoints } from "@shared/contracts/invitations";
import { useMutation } from "@tanstack/react-query";
import { connectionQueryKeys } from "@/features/connections/api";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const invitationQueryKeys = { invitations: ["/api/invitations"] as const };

/** The addresses the member invited by e-mail, pending or joined, a page at a time (My Network). */
export function useInvitations() {
  return useList(
    invitationEndpoints.listInvitations,
    { limit: INVITATIONS_PAGE_DEFAULT },
    { queryKey: invitationQueryKeys.invitations },
  );
}

/** POST /api/invitations; the list of invitations and the sent connection requests are fetched again. */
export function useSendInvitations() {
  return useMutation({
    mutationFn: (emails: string[]) => call(invitationEndpoints.sendInvitations, { body: { emails } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationQueryKeys.invitations }),
        queryClient.invalidateQueries({ queryKey: connectionQueryKeys.connections }),
      ]),
  });
}
