import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
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
  ],
);

export type PostRow = typeof posts.$inferSelect;
