import {
  type PendingReferral,
  REFERRAL_NEXT_CURSOR_HEADER,
  REFERRAL_PAGE_SIZE,
  type ReceivedReferral,
  type ReferralMatch,
  type ReferralStats,
  type RespondReferralRequest,
  type SendReferralRequest,
} from "@shared/contracts/referrals";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, throwIfResNotOk } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** Query keys of the AI Referrals tab. */
export const referralQueryKeys = {
  matches: ["/api/referrals/matches"] as const,
  pending: ["/api/referrals/pending"] as const,
  received: ["/api/referrals/received"] as const,
  stats: ["/api/referrals/stats"] as const,
};

type Page<T> = { items: T[]; nextCursor: string | null };

/** One page of a referral list: the JSON array, and the next cursor from the X-Next-Cursor header. */
async function getPage<T>(path: string, cursor: string | null, signal: AbortSignal): Promise<Page<T>> {
  const query = `limit=${REFERRAL_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
  const res = await fetch(`${path}?${query}`, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return { items: (await res.json()) as T[], nextCursor: res.headers.get(REFERRAL_NEXT_CURSOR_HEADER) };
}

export function useReferralMatches() {
  return useQuery<ReferralMatch[]>({ queryKey: referralQueryKeys.matches });
}

export function useReferralStats() {
  return useQuery<ReferralStats>({ queryKey: referralQueryKeys.stats });
}

export function usePendingReferrals() {
  return useInfiniteQuery({
    queryKey: referralQueryKeys.pending,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getPage<PendingReferral>("/api/referrals/pending", pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useReceivedReferrals() {
  return useInfiniteQuery({
    queryKey: referralQueryKeys.received,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getPage<ReceivedReferral>("/api/referrals/received", pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /api/referrals/send; on success refreshes pending referrals and stats (document 1 section 7), and canRefer. */
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
      await queryClient.invalidateQueries({ queryKey: referralQueryKeys.received });
    },
  });
}
