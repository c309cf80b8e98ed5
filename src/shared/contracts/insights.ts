import { z } from "zod";
import { errorResponses } from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** How many of each list the Network Insights sidebar shows (docs/product.md, Limits). */
export const NETWORK_INSIGHTS_LIMITS = {
  recommendations: 4,
  trendingTopics: 5,
  topSkills: 4,
  emergingRoles: 3,
  growthTips: 3,
} as const;

export const networkRecommendationSchema = memberSummarySchema.extend({
  /** The reciprocal match score, 0 to 100. */
  matchScore: z.number().int().min(0).max(100),
  mutualConnections: z.number().int().min(0),
});
export type NetworkRecommendation = z.input<typeof networkRecommendationSchema>;

export const trendingTopicSchema = z.object({
  /** A stable slug of the topic, e.g. "ai-automation" or "hashtag-remotework". */
  id: z.string(),
  topic: z.string(),
  /**
   * The tag whose feed the topic links to (/topics/{tag}), lowercase; null when that feed has no
   * visible post (the topic is shown as text, never as a link to an empty page).
   */
  tag: z.string().nullable(),
  /** Distinct members who posted or commented about it recently. */
  participantCount: z.number().int().min(1),
  category: z.string(),
});
export type TrendingTopic = z.input<typeof trendingTopicSchema>;

export const industryInsightsSchema = z.object({
  /** Accepted connections per active member of the industry, one decimal. */
  averageConnections: z.number().min(0),
  topSkills: z.array(z.string()),
  emergingRoles: z.array(z.string()),
});
export type IndustryInsights = z.input<typeof industryInsightsSchema>;

/** GET /api/network/insights (docs/product.md, Data: "Network insights"). */
export const networkInsightsSchema = z.object({
  recommendations: z.array(networkRecommendationSchema),
  trendingTopics: z.array(trendingTopicSchema),
  networkGrowthTips: z.array(z.string()),
  industryInsights: industryInsightsSchema,
});
export type NetworkInsights = z.input<typeof networkInsightsSchema>;

/** The Network Insights sidebar's one call (decision 0018). */
export const insightsEndpoints = {
  getNetworkInsights: defineEndpoint({
    method: "GET",
    path: "/api/network/insights",
    operationId: "getNetworkInsights",
    summary: "Network Insights: suggested members, trending topics, growth tips and the industry's figures",
    tags: ["insights"],
    access: "member",
    status: 200,
    response: networkInsightsSchema,
    errors: errorResponses(401),
  }),
};
