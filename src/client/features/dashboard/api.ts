import { dashboardEndpoints } from "@shared/contracts/dashboard";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

/** The dashboard's own figures; each list it shows comes from its area's api.ts. */
export const dashboardQueryKeys = {
  stats: ["/api/dashboard/stats"] as const,
};

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardQueryKeys.stats,
    queryFn: ({ signal }) => call(dashboardEndpoints.getDashboardStats, {}, { signal }),
  });
}

export const refreshDashboardStats = () =>
  queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.stats });
