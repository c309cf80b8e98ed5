/**
 * Network Growth: connections gained this calendar month against last month, as a whole percent.
 * No connections last month: 100 when some were gained this month, otherwise 0 (nothing to compare).
 * Fewer this month than last gives a negative percent.
 */
export function growthPercentage(gainedThisMonth: number, gainedLastMonth: number): number {
  if (gainedLastMonth <= 0) return gainedThisMonth > 0 ? 100 : 0;
  return Math.round(((gainedThisMonth - gainedLastMonth) / gainedLastMonth) * 100);
}
