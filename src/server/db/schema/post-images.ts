import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { posts } from "./posts";
import { users } from "./users";

/**
 * Pictures in posts. A member uploads each picture first (post_id null: waiting in their composer),
 * then the post takes up to four of them, in order, each with its alt text. Rows go with the post
 * or the member (cascade); the files under UPLOAD_DIR are removed by the code that deletes them.
 */
export const postImages = pgTable(
  "post_images",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer().references(() => posts.id, { onDelete: "cascade" }),
    position: smallint().notNull().default(0),
    url: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    alt: text(),
    createdAt: createdAt(),
  },
  (t) => [
    // A feed page's pictures: one index scan for the page's post ids, already in order.
    index("post_images_post_position_idx").on(t.postId, t.position),
    // A member's uploads waiting for a post (counted and cleaned up on each upload).
    index("post_images_user_created_idx").on(t.userId, t.createdAt),
    // Serving /uploads/<name> checks whether the picture belongs to an unpublished post.
    index("post_images_url_idx").on(t.url),
  ],
);

export type PostImageRow = typeof postImages.$inferSelect;
