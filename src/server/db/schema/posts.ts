import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

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
  },
  (t) => [
    index("posts_published_created_idx").on(t.isPublished, t.createdAt.desc(), t.id.desc()),
    index("posts_user_id_idx").on(t.userId),
    // One search box: the text of posts (the expression of POST_TEXT_VECTOR in the search module).
    index("posts_content_search_idx").using("gin", sql`to_tsvector('english'::regconfig, ${t.content})`),
  ],
);

export type PostRow = typeof posts.$inferSelect;
