import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, textList, updatedAt } from "./columns";

export const articles = pgTable(
  "articles",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull(),
    content: text().notNull(),
    author: text().notNull(),
    summary: text(),
    category: text().notNull().default("Business"),
    tags: textList(),
    heroImage: text(),
    isPublished: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    trending: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    url: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("articles_slug_key").on(t.slug),
    index("articles_published_at_idx").on(t.isPublished, t.publishedAt.desc(), t.id.desc()),
    index("articles_category_idx").on(t.category),
    // Imported news is deduplicated by its source link.
    uniqueIndex("articles_url_key").on(t.url).where(sql`${t.url} is not null`),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
