import { z } from "zod";
import { cursorPage, cursorParam, errorResponses, isoDateTime, pageLimit } from "./common";
import { defineEndpoint } from "./endpoint";
import { feedPostSchema } from "./feed";
import { profileParamsSchema } from "./profiles";

/** A profile's Activity card shows the newest few; "Show all activity" pages by 20, at most 50. */
export const PROFILE_ACTIVITY_PREVIEW = 3;
export const PROFILE_ACTIVITY_PAGE_DEFAULT = 20;
export const PROFILE_ACTIVITY_PAGE_MAX = 50;

export const profileActivityQuerySchema = z.strictObject({
  limit: pageLimit(PROFILE_ACTIVITY_PAGE_DEFAULT, PROFILE_ACTIVITY_PAGE_MAX),
  cursor: cursorParam,
});
export type ProfileActivityQuery = z.output<typeof profileActivityQuerySchema>;

export const ACTIVITY_KINDS = ["post", "comment"] as const;

/**
 * One thing the member did (issue 32, 3): a post they wrote, or a comment they left on a post. `at`
 * is when (the post's or the comment's creation); `post` is the post as the feed shows it to the
 * reader (for a comment, the post commented on, with its own author).
 */
export const profileActivityItemSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  at: isoDateTime,
  post: feedPostSchema,
  /** Only on a comment: its id and text; `hidden` when a moderator hid it (its author and moderators see it). */
  comment: z
    .object({ id: z.number().int(), content: z.string(), hidden: z.literal(true).optional() })
    .optional(),
});
export type ProfileActivityItem = z.input<typeof profileActivityItemSchema>;

export const profileActivityListSchema = cursorPage("items", profileActivityItemSchema);

export const profileActivityEndpoints = {
  listProfileActivity: defineEndpoint({
    method: "GET",
    path: "/api/profile/:username/activity",
    operationId: "listProfileActivity",
    summary: "A member's recent posts and comments, newest first, as the reader may see them",
    tags: ["profiles"],
    access: "public",
    params: profileParamsSchema,
    query: profileActivityQuerySchema,
    status: 200,
    response: profileActivityListSchema,
    errors: errorResponses(400, 404),
    list: "items",
  }),
};
