import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { posts } from "./posts";

/** What became of a post's link preview: being fetched, fetched, or nothing to show. */
export const LINK_PREVIEW_STATUSES = ["pending", "ready", "failed"] as const;
export type LinkPreviewStatus = (typeof LINK_PREVIEW_STATUSES)[number];

/**
 * The preview of the first link in a post (modules/link-previews): one row per post, keyed by the
 * post, read by the feed's query through a left join on that key (no query per post). `image` is a
 * copy re-encoded through the upload pipeline (/uploads/…webp), never the remote address, and each
 * row has its own file. A link posted again within a day reuses the stored preview (found through
 * post_link_previews_url_fetched_idx) instead of fetching the page again.
 */
export const postLinkPreviews = pgTable(
  "post_link_previews",
  {
    postId: integer()
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    url: text().notNull(),
    status: text({ enum: LINK_PREVIEW_STATUSES }).notNull().default("pending"),
    title: text(),
    description: text(),
    siteName: text(),
    image: text(),
    createdAt: createdAt(),
    fetchedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("post_link_previews_url_fetched_idx").on(t.url, t.fetchedAt.desc())],
);

export type PostLinkPreviewRow = typeof postLinkPreviews.$inferSelect;
