import { z } from "zod";
import { errorResponses } from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** GET /api/dashboard/stats: the four stat cards and the Network Growth card (docs/product.md, Data). */
export const dashboardStatsSchema = z.object({
  /** Connections accepted in the last 30 days, in either direction. */
  newConnections: z.number().int(),
  /** Active, unexpired opportunities that fit what the member offers, by meaning (see opportunity-fit on the server). */
  opportunities: z.number().int(),
  /** Unread messages to the member. */
  messages: z.number().int(),
  /** Profile views in the last 30 days: signed-in viewers once a day each, plus visitors' visits. */
  profileViews: z.number().int(),
  /** Accepted connections in either direction. */
  totalConnections: z.number().int(),
  /** Connections gained this calendar month against last month, a whole percent (rules/network-growth). */
  growthPercentage: z.number().int(),
});
export type DashboardStats = z.input<typeof dashboardStatsSchema>;

/** How many members AI Recommendations lists. */
export const DASHBOARD_RECOMMENDATIONS_LIMIT = 6;

/** GET /api/dashboard/recommendations: one suggested member (docs/product.md, Data: "Dashboard recommendation"). */
export const dashboardRecommendationSchema = memberSummarySchema.extend({
  name: z.string(),
  /** "Job title at Company", whichever of the two the member filled in; null when neither. */
  title: z.string().nullable(),
  /** The reciprocal match score, 0 to 100. */
  matchPercentage: z.number().int().min(0).max(100),
  /** The reasons behind the score, strongest first, joined with " · ". */
  reason: z.string(),
});
export type DashboardRecommendation = z.input<typeof dashboardRecommendationSchema>;
export const dashboardRecommendationListSchema = z.array(dashboardRecommendationSchema);

/** Joins the reasons of one match into the single `reason` text. */
export const REASON_SEPARATOR = " · ";

const dashboardTags = ["dashboard"] as const;

/** The dashboard's own calls (decision 0018). */
export const dashboardEndpoints = {
  getDashboardStats: defineEndpoint({
    method: "GET",
    path: "/api/dashboard/stats",
    operationId: "getDashboardStats",
    summary: "The member's stat cards and Network Growth figures",
    tags: dashboardTags,
    access: "member",
    status: 200,
    response: dashboardStatsSchema,
    errors: errorResponses(401),
  }),
  listDashboardRecommendations: defineEndpoint({
    method: "GET",
    path: "/api/dashboard/recommendations",
    operationId: "listDashboardRecommendations",
    summary: "AI Recommendations: the members who fit the member best, best match first",
    tags: dashboardTags,
    access: "member",
    status: 200,
    response: dashboardRecommendationListSchema,
    errors: errorResponses(401),
  }),
};
