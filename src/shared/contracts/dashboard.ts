import { z } from "zod";

/** GET /api/dashboard/stats: the four stat cards and the Network Growth card (document 1 section 3). */
export const dashboardStatsSchema = z.object({
  /** Connections accepted in the last 30 days, in either direction. */
  newConnections: z.number().int(),
  /** Active, unexpired opportunities that fit the member (see opportunity-fit on the server). */
  opportunities: z.number().int(),
  /** Unread messages to the member. */
  messages: z.number().int(),
  /** Profile views recorded for the member in the last 30 days. */
  profileViews: z.number().int(),
  /** Accepted connections in either direction. */
  totalConnections: z.number().int(),
  /** Connections gained this calendar month against last month, a whole percent (rules/network-growth). */
  growthPercentage: z.number().int(),
});
export type DashboardStats = z.input<typeof dashboardStatsSchema>;
