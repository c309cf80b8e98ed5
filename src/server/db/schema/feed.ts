import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { posts } from "./posts";
import { users } from "./users";

/** One like per member per post: the primary key makes a double click or a race count once. */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_id_idx").on(t.userId)],
);

/** A member's saved posts; listed most recently saved first. */
export const postBookmarks = pgTable(
  "post_bookmarks",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("post_bookmarks_user_created_idx").on(t.userId, t.createdAt.desc(), t.postId.desc()),
  ],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    createdAt: createdAt(),
    /** Hidden by a moderator (issue 27): shown to nobody but its author and moderators. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** When its author last edited it (issue 32, 7); null for a comment never edited. */
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("post_comments_post_created_idx").on(t.postId, t.createdAt, t.id),
    index("post_comments_user_id_idx").on(t.userId),
    // A network feed reads each connection's most recent comments (decision 0019).
    index("post_comments_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The admin Overview counts the comments of a period (GET /api/admin/stats).
    index("post_comments_created_at_idx").on(t.createdAt),
  ],
);

/** Earlier versions of an edited comment (issue 32, 7), as post_versions keeps a post's. */
export const commentVersions = pgTable(
  "comment_versions",
  {
    id: serial().primaryKey(),
    commentId: integer()
      .notNull()
      .references(() => postComments.id, { onDelete: "cascade" }),
    content: text().notNull(),
    /** When this version was written: the comment's creation for the first, the previous edit after. */
    editedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("comment_versions_comment_id_idx").on(t.commentId, t.editedAt.desc(), t.id.desc())],
);

/** One report per member per post; the admin posts list shows how many a post has. */
export const postReports = pgTable(
  "post_reports",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_reports_user_id_idx").on(t.userId)],
);

export type PostCommentRow = typeof postComments.$inferSelect;

/** One row per client per post per day: a share is counted at most once a day per client (L4). */
export const postShares = pgTable(
  "post_shares",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** `u:<user id>` for a member, `a:<hash of address and browser>` for a visitor (http/client-key.ts). */
    clientKey: text().notNull(),
    sharedOn: date({ mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.clientKey, t.sharedOn] })],
);
