import {
  type PendingReferral,
  REFERRAL_PAGE_SIZE,
  type ReceivedReferral,
  type ReferralMatch,
  type ReferralStats,
  type RespondReferralRequest,
  type SendReferralRequest,
} from "@shared/contracts/referrals";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";

/** Query keys of the AI Referrals tab. */
export const referralQueryKeys = {
  matches: ["/api/referrals/matches"] as const,
  pending: ["/api/referrals/pending"] as const,
  received: ["/api/referrals/received"] as const,
  stats: ["/api/referrals/stats"] as const,
};

export function useReferralMatches() {
  return useQuery<ReferralMatch[]>({ queryKey: referralQueryKeys.matches });
}

export function useReferralStats() {
  return useQuery<ReferralStats>({ queryKey: referralQueryKeys.stats });
}

export function usePendingReferrals() {
  return useCursorPages<PendingReferral>({
    queryKey: referralQueryKeys.pending,
    path: "/api/referrals/pending",
    key: "referrals",
    params: { limit: REFERRAL_PAGE_SIZE },
  });
}

export function useReceivedReferrals() {
  return useCursorPages<ReceivedReferral>({
    queryKey: referralQueryKeys.received,
    path: "/api/referrals/received",
    key: "referrals",
    params: { limit: REFERRAL_PAGE_SIZE },
  });
}

/** POST /api/referrals/send; on success refreshes pending referrals and stats (docs/product.md, Calls), and canRefer. */
export function useSendReferral() {
  return useMutation({
    mutationFn: async (input: SendReferralRequest) => {
      const res = await apiRequest("POST", "/api/referrals/send", input);
      return (await res.json()) as PendingReferral;
    },
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
    mutationFn: async ({ id, status }: { id: number } & RespondReferralRequest) => {
      const res = await apiRequest("POST", `/api/referrals/${id}/respond`, { status });
      return (await res.json()) as ReceivedReferral;
    },
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
