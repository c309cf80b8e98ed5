import { dashboardEndpoints } from "@shared/contracts/dashboard";
import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_STATS_KEY } from "@/lib/dashboard-stats";
import { call } from "@/lib/endpoint-client";

/** The dashboard's own figures; each list it shows comes from its area's api.ts. */
export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: ({ signal }) => call(dashboardEndpoints.getDashboardStats, {}, { signal }),
  });
}
