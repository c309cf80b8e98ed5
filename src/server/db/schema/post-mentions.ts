import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { posts } from "./posts";
import { users } from "./users";

/** Members a post mentions (`@username`), each once; `notified_at` once the member was told. */
export const postMentions = pgTable(
  "post_mentions",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When the member was told (the post was published); their notifications fold, so this is the record. */
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_mentions_user_id_idx").on(t.userId)],
);

/**
 * A post's `#topic` tags, lowercase, each once. `created_at` is the post's, so a topic's feed is one
 * walk of (tag, created_at desc, post_id desc) newest first, keyset-paged like the feed.
 */
export const postTags = pgTable(
  "post_tags",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tag: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    index("post_tags_tag_created_idx").on(t.tag, t.createdAt.desc(), t.postId.desc()),
  ],
);
