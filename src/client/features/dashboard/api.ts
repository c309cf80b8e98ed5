import type { DashboardStats } from "@shared/contracts/dashboard";
import { useQuery } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";

/** The dashboard's own figures; each list it shows comes from its area's api.ts. */
export const dashboardQueryKeys = {
  stats: ["/api/dashboard/stats"] as const,
};

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardQueryKeys.stats });
}

export const refreshDashboardStats = () =>
  queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.stats });
