import {
  REFERRAL_PAGE_SIZE,
  type RespondReferralRequest,
  referralsEndpoints,
  type SendReferralRequest,
} from "@shared/contracts/referrals";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

/** Query keys of the AI Referrals tab. */
export const referralQueryKeys = {
  matches: ["/api/referrals/matches"] as const,
  pending: ["/api/referrals/pending"] as const,
  received: ["/api/referrals/received"] as const,
  stats: ["/api/referrals/stats"] as const,
};

export function useReferralMatches() {
  return useQuery({
    queryKey: referralQueryKeys.matches,
    queryFn: ({ signal }) => call(referralsEndpoints.listReferralMatches, {}, { signal }),
  });
}

export function useReferralStats() {
  return useQuery({
    queryKey: referralQueryKeys.stats,
    queryFn: ({ signal }) => call(referralsEndpoints.readReferralStats, {}, { signal }),
  });
}

export function usePendingReferrals() {
  return useList(
    referralsEndpoints.listSentReferrals,
    { limit: REFERRAL_PAGE_SIZE },
    { queryKey: referralQueryKeys.pending },
  );
}

export function useReceivedReferrals() {
  return useList(
    referralsEndpoints.listReceivedReferrals,
    { limit: REFERRAL_PAGE_SIZE },
    { queryKey: referralQueryKeys.received },
  );
}

/** POST /api/referrals/send; on success refreshes pending referrals and stats (docs/product.md, Calls), and canRefer. */
export function useSendReferral() {
  return useMutation({
    mutationFn: (input: SendReferralRequest) => call(referralsEndpoints.sendReferral, { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referralQueryKeys.pending }),
        queryClient.invalidateQueries({ queryKey: referralQueryKeys.stats }),
        queryClient.invalidateQueries({ queryKey: referralQueryKeys.matches }),
      ]);
    },
  });
}

/** The referred member accepts or declines a referral addressed to them. */
export function useRespondToReferral() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & RespondReferralRequest) =>
      call(referralsEndpoints.respondToReferral, { params: { id }, body: { status } }),
    onSuccess: async () => {
      // Accepting connects the pair and opens a conversation: the lists and Messages change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referralQueryKeys.received }),
        queryClient.invalidateQueries({ queryKey: ["/api/connections"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/messages"] }),
      ]);
    },
  });
}
