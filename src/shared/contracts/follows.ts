import { z } from "zod";
import { TOPIC_TAG_MAX_LENGTH, TOPIC_TAG_PATTERN } from "../rules/mentions-and-tags";

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
