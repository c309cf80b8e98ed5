import { queryClient } from "@/lib/query-client";

/** The query key of the dashboard's figures (connections, messages, opportunities, referrals, views). */
export const DASHBOARD_STATS_KEY = ["/api/dashboard/stats"] as const;

/** After a change that moves one of the dashboard's figures (any area's mutation), fetch them again. */
export const refreshDashboardStats = () => queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY });
