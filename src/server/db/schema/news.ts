import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { createdAt } from "./columns";
import { users } from "./users";

/** One row per member who likes an article; the primary key makes a second like a no-op. */
export const articleLikes = pgTable(
  "article_likes",
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index("article_likes_user_id_idx").on(t.userId)],
);

/** One row per member who bookmarked an article; listed newest first for that member. */
export const articleBookmarks = pgTable(
  "article_bookmarks",
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index("article_bookmarks_user_created_idx").on(t.userId, t.createdAt.desc(), t.articleId.desc()),
  ],
);

/** One row per member who shared an article (a second share by the same member changes nothing). */
export const articleShares = pgTable(
  "article_shares",
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index("article_shares_user_id_idx").on(t.userId)],
);

/** Every opening of an article by a signed-in member: the admin's views and engagement figures. */
export const articleViews = pgTable(
  "article_views",
  {
    id: serial().primaryKey(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("article_views_article_id_idx").on(t.articleId),
    index("article_views_user_id_idx").on(t.userId),
  ],
);

/** RSS or Atom feeds an admin registered; the import job reads them periodically. */
export const newsSources = pgTable(
  "news_sources",
  {
    id: serial().primaryKey(),
    url: text().notNull(),
    name: text(),
    category: text().notNull().default("Business"),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    lastFetchedAt: timestamp({ withTimezone: true }),
    lastImportedCount: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("news_sources_url_key").on(t.url)],
);

export type NewsSourceRow = typeof newsSources.$inferSelect;

/**
 * The news list's narrow shadow of `articles`: one small row per visible (published, dated)
 * article, kept in step by the `articles_sync_search` trigger of migration 0003. Filters, keyset
 * order and the 'Showing N articles' count run here, on index-only or narrow-row scans, and never
 * touch the wide article rows; `haystack` is the title and the tags, lowercased and one per line,
 * for LIKE through a trigram index.
 */
export const articleSearch = pgTable(
  "article_search",
  {
    articleId: integer()
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    category: text().notNull(),
    isFeatured: boolean().notNull(),
    haystack: text().notNull(),
  },
  (t) => [
    index("article_search_published_idx").on(t.publishedAt.desc(), t.articleId.desc()),
    index("article_search_category_idx").on(t.category, t.publishedAt.desc(), t.articleId.desc()),
    index("article_search_featured_idx")
      .on(t.publishedAt.desc(), t.articleId.desc())
      .where(sql`${t.isFeatured}`),
    index("article_search_haystack_trgm_idx").using("gin", sql`${t.haystack} gin_trgm_ops`),
  ],
);

/**
 * How many visible articles each (category, featured) pair has, kept by the
 * `article_search_count` trigger: the unfiltered, category and featured totals of the news list
 * are a sum over at most 12 rows instead of a count over every article.
 */
export const articleCounts = pgTable(
  "article_counts",
  {
    category: text().notNull(),
    isFeatured: boolean().notNull(),
    total: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.isFeatured] })],
);
