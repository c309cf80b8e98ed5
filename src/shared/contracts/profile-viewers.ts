import { z } from "zod";
import { cursorPage, cursorParam, errorResponses, isoDateTime, pageLimit } from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** How far back "Who viewed your profile" looks (the dashboard's figure looks back 30 days). */
export const PROFILE_VIEWERS_DAYS = 90;
export const PROFILE_VIEWERS_PAGE_DEFAULT = 20;
export const PROFILE_VIEWERS_PAGE_MAX = 50;

export const profileViewersQuerySchema = z.strictObject({
  limit: pageLimit(PROFILE_VIEWERS_PAGE_DEFAULT, PROFILE_VIEWERS_PAGE_MAX),
  cursor: cursorParam,
});
export type ProfileViewersQuery = z.input<typeof profileViewersQuerySchema>;

/** One signed-in member who viewed the profile, once, at their latest view. */
export const profileViewerSchema = z.object({
  member: memberSummarySchema,
  viewedAt: isoDateTime,
});
export type ProfileViewer = z.input<typeof profileViewerSchema>;

/**
 * The named viewers, latest first; `privateCount` counts those who browsed privately (named to
 * nobody), `visitorCount` the visits of visitors who were not signed in (counted, never listed). A
 * member who browses privately sees no names themselves (`browsingPrivately`), only counts, as on LinkedIn.
 */
export const profileViewerListSchema = cursorPage("viewers", profileViewerSchema).extend({
  privateCount: z.number().int(),
  visitorCount: z.number().int(),
  browsingPrivately: z.boolean(),
});
export type ProfileViewerList = z.input<typeof profileViewerListSchema>;

export const profileViewersEndpoints = {
  listProfileViewers: defineEndpoint({
    method: "GET",
    path: "/api/profile/viewers",
    operationId: "listProfileViewers",
    summary: `Who viewed the signed-in member's profile in the last ${PROFILE_VIEWERS_DAYS} days, latest first`,
    tags: ["profiles"],
    access: "member",
    query: profileViewersQuerySchema,
    status: 200,
    response: profileViewerListSchema,
    errors: errorResponses(400, 401, 403),
    list: "viewers",
  }),
};
