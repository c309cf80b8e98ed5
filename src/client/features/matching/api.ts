import { dashboardEndpoints } from "@shared/contracts/dashboard";
import { type MatchDismissalReason, matchingEndpoints } from "@shared/contracts/matching";
import { useQuery } from "@tanstack/react-query";
import { insightsQueryKeys } from "@/features/insights/api";
import { referralQueryKeys } from "@/features/referrals/api";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const matchingQueryKeys = {
  recommendations: ["/api/dashboard/recommendations"] as const,
};

export function useRecommendations() {
  return useQuery({
    queryKey: matchingQueryKeys.recommendations,
    queryFn: ({ signal }) => call(dashboardEndpoints.listDashboardRecommendations, {}, { signal }),
  });
}

/**
 * Every list the matching engine fills: AI Recommendations (and the feed's People you may know),
 * the Network Insights sidebar and the referrals' AI Matches. Called when a connection request is
 * sent or answered, so a member one is connected with, or has a pending request with, leaves them all.
 */
export function refreshSuggestions() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: matchingQueryKeys.recommendations }),
    queryClient.invalidateQueries({ queryKey: insightsQueryKeys.networkInsights }),
    queryClient.invalidateQueries({ queryKey: referralQueryKeys.matches }),
  ]);
}

/** "Not interested": the member leaves every suggestion list at once (POST /api/matches/{id}/dismiss). */
export async function dismissSuggestion(memberId: number, reason: MatchDismissalReason | undefined) {
  await call(matchingEndpoints.dismissMatch, { params: { memberId }, body: reason ? { reason } : {} });
  await refreshSuggestions();
}

/** Undo of "Not interested": the member may be suggested again. */
export async function undoDismissSuggestion(memberId: number) {
  await call(matchingEndpoints.undoMatchDismissal, { params: { memberId } });
  await refreshSuggestions();
}
