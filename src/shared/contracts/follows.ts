import { z } from "zod";
import { TOPIC_TAG_MAX_LENGTH, TOPIC_TAG_PATTERN } from "../rules/mentions-and-tags";
import { cursorPage, cursorParam, errorResponses, idParams, isoDateTime, pageLimit } from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** Members and topics one member may follow in all (issue 32). */
export const FOLLOWS_MAX = 5000;
export const TOO_MANY_FOLLOWS = `You follow ${FOLLOWS_MAX.toLocaleString("en-US")} members and topics, the most allowed. Unfollow some to follow more.`;
export const CANNOT_FOLLOW_SELF = "You cannot follow yourself.";

/** PUT/DELETE /api/members/{id}/follow: whether the caller now follows the member, and their follower count. */
export const memberFollowStateSchema = z.object({
  memberId: z.number().int(),
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type MemberFollowState = z.input<typeof memberFollowStateSchema>;

/** A `#topic` in a path: a letter, then letters, digits and underscores. */
export const topicTagParamsSchema = z.strictObject({
  tag: z
    .string()
    .max(TOPIC_TAG_MAX_LENGTH, `Topic must be at most ${TOPIC_TAG_MAX_LENGTH} characters`)
    .pipe(
      z
        .string()
        .regex(
          TOPIC_TAG_PATTERN,
          "Topic must start with a letter and hold only letters, digits and underscores",
        ),
    ),
});

/** GET/PUT/DELETE /api/topics/{tag}/follow: the topic, whether the caller follows it, its post count. */
export const topicFollowStateSchema = z.object({
  tag: z.string(),
  following: z.boolean(),
  postCount: z.number().int(),
  followerCount: z.number().int(),
});
export type TopicFollowState = z.input<typeof topicFollowStateSchema>;

/** GET /api/topics: the topics most used in the newest posts, for "Build your feed". */
export const POPULAR_TOPICS_SHOWN = 8;
export const popularTopicsSchema = z.object({
  topics: z.array(z.object({ tag: z.string(), postCount: z.number().int() })),
});
export type PopularTopics = z.input<typeof popularTopicsSchema>;

export const FOLLOWERS_PAGE_DEFAULT = 20;
export const FOLLOWERS_PAGE_MAX = 50;

/** GET /api/members/me/followers: who follows the signed-in member (My Network). */
export const followerListQuerySchema = z.strictObject({
  limit: pageLimit(FOLLOWERS_PAGE_DEFAULT, FOLLOWERS_PAGE_MAX),
  cursor: cursorParam,
});
export const followerSchema = memberSummarySchema.extend({ followedAt: isoDateTime });
export type Follower = z.input<typeof followerSchema>;
export const followerListSchema = cursorPage("followers", followerSchema);

const followTags = ["follows"] as const;
const followErrors = errorResponses(400, 401, 403, 404);
/** `{ id }` of a member (account's memberParamsSchema: not imported, account → auth → profiles reaches back here). */
const memberParamsSchema = idParams("Member id");

export const followEndpoints = {
  followMember: defineEndpoint({
    method: "PUT",
    path: "/api/members/:id/follow",
    operationId: "followMember",
    summary: "Follow a member: their posts come into the follower's network feed",
    tags: followTags,
    access: "member",
    params: memberParamsSchema,
    status: 200,
    response: memberFollowStateSchema,
    errors: followErrors,
  }),
  unfollowMember: defineEndpoint({
    method: "DELETE",
    path: "/api/members/:id/follow",
    operationId: "unfollowMember",
    summary: "Stop following a member",
    tags: followTags,
    access: "member",
    params: memberParamsSchema,
    status: 200,
    response: memberFollowStateSchema,
    errors: followErrors,
  }),
  listPopularTopics: defineEndpoint({
    method: "GET",
    path: "/api/topics",
    operationId: "listPopularTopics",
    summary: "The topics most used in the newest posts (those the reader follows left out)",
    tags: followTags,
    access: "public",
    status: 200,
    response: popularTopicsSchema,
    errors: {},
  }),
  readTopicFollow: defineEndpoint({
    method: "GET",
    path: "/api/topics/:tag/follow",
    operationId: "readTopicFollow",
    summary: "Whether the reader follows a #topic, with its post and follower counts",
    tags: followTags,
    access: "public",
    params: topicTagParamsSchema,
    status: 200,
    response: topicFollowStateSchema,
    errors: followErrors,
  }),
  followTopic: defineEndpoint({
    method: "PUT",
    path: "/api/topics/:tag/follow",
    operationId: "followTopic",
    summary: "Follow a #topic: its posts come into the follower's network feed",
    tags: followTags,
    access: "member",
    params: topicTagParamsSchema,
    status: 200,
    response: topicFollowStateSchema,
    errors: followErrors,
  }),
  unfollowTopic: defineEndpoint({
    method: "DELETE",
    path: "/api/topics/:tag/follow",
    operationId: "unfollowTopic",
    summary: "Stop following a #topic",
    tags: followTags,
    access: "member",
    params: topicTagParamsSchema,
    status: 200,
    response: topicFollowStateSchema,
    errors: followErrors,
  }),
  listFollowers: defineEndpoint({
    method: "GET",
    path: "/api/members/me/followers",
    operationId: "listFollowers",
    summary: "The members who follow the signed-in member (beyond connections, who follow each other)",
    tags: ["follows"],
    access: "member",
    query: followerListQuerySchema,
    status: 200,
    response: followerListSchema,
    errors: errorResponses(400, 401),
    list: "followers",
  }),
};
