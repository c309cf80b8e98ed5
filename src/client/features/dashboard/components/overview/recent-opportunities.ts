import type { Opportunity } from "@shared/contracts/opportunities";

export const RECENT_COUNT = 3;

/**
 * What Recent Opportunities shows (issue 29 point 5): the first opportunities that match the
 * member's profile, or, when none does, the newest ones without that claim.
 */
export function recentOpportunities<T extends Pick<Opportunity, "matchesProfile">>(
  firstPage: readonly T[],
): { items: T[]; matching: boolean } {
  const matching = firstPage.filter((item) => item.matchesProfile);
  return matching.length > 0
    ? { items: matching.slice(0, RECENT_COUNT), matching: true }
    : { items: firstPage.slice(0, RECENT_COUNT), matching: false };
}
