import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const posts = pgTable(
  "posts",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    type: text().notNull().default("general"),
    likes: integer().notNull().default(0),
    comments: integer().notNull().default(0),
    shares: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    /** When its author last edited it (issue 32, 7); null for a post never edited. */
    editedAt: timestamp({ withTimezone: true }),
    /**
     * The post this one reposts (issue 32, 7), its content the reposter's own words (empty for a plain
     * repost); null for an ordinary post. No foreign key: a repost stays one when the original is
     * deleted (it then shows that the original is gone).
     */
    repostOfId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The words of the post as one search box finds them (stemmed English), stored: a search reads
     * the newest posts' vectors rather than parsing each post's text again (decision 0015).
     */
    contentSearch: tsvector().generatedAlwaysAs(sql`to_tsvector('english'::regconfig, content)`),
  },
  (t) => [
    index("posts_published_created_idx").on(t.isPublished, t.createdAt.desc(), t.id.desc()),
    index("posts_user_id_idx").on(t.userId),
    // A network feed walks each followed author's newest posts (decision 0019).
    index("posts_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One search box: the words of posts.
    index("posts_content_search_idx").using("gin", t.contentSearch),
    // The reposts of a post: counted, and unlinked when it goes.
    index("posts_repost_of_id_idx").on(t.repostOfId),
  ],
);

/** Earlier versions of an edited post, as Mastodon keeps them (issue 32, 7): the text before each edit. */
export const postVersions = pgTable(
  "post_versions",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    content: text().notNull(),
    /** When this version was written: the post's creation for the first, the previous edit after. */
    editedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("post_versions_post_id_idx").on(t.postId, t.editedAt.desc(), t.id.desc())],
);

export type PostRow = typeof posts.$inferSelect;
