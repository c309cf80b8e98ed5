import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * One member following another (issue 32). `state` is "following", or "muted" for a connection the
 * member unfollowed: a connection implies following both ways without a row, so only the exception
 * is stored (decision 0019). The primary key serves "whom do I follow" (follower first); the second
 * index "who follows me".
 */
export const memberFollows = pgTable(
  "member_follows",
  {
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text().notNull().default("following"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index("member_follows_followed_idx").on(t.followedId, t.state, t.followerId),
  ],
);

/** A member following a `#topic` (lowercase tag, as post_tags stores it). */
export const topicFollows = pgTable(
  "topic_follows",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tag: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tag] }), index("topic_follows_tag_idx").on(t.tag)],
);

export type MemberFollowRow = typeof memberFollows.$inferSelect;
