import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { ArticleListQueryParsed } from "../../../shared/contracts/news";
import { ARTICLE_EXCERPT_LENGTH } from "../../../shared/contracts/news";
import { NEWS_CATEGORY_ALL } from "../../../shared/rules/news";
import { readTimeMinutesForLength } from "../../../shared/rules/read-time";
import { cursorTimestamp } from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { articleSearch, articles } from "../../db/schema";

/** The timestamp of a row as text with microseconds, so a cursor never loses precision. */
export const publishedAtText = cursorTimestamp(articleSearch.publishedAt);

/** Newest first; the order of the article_search indexes (so no sort step). */
export const newestFirst = [
  sql`${articleSearch.publishedAt} desc nulls last`,
  sql`${articleSearch.articleId} desc nulls last`,
];

/** Published and dated: what readers may see. */
export const isVisibleArticle = and(eq(articles.isPublished, true), sql`${articles.publishedAt} is not null`);

/**
 * The WHERE clause of the list and of its count, on article_search only (which holds just the
 * visible articles): search in title or tags, category, featured, dates.
 */
export function articleFilters(query: ArticleListQueryParsed): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    // Title and tags, lowercased, one per line, behind a trigram index; newlines cannot bridge them.
    const pattern = containsPattern(query.search.replace(/[\r\n]+/g, " "));
    conditions.push(sql`${articleSearch.haystack} like lower(${pattern})`);
  }
  if (query.category && query.category !== NEWS_CATEGORY_ALL) {
    conditions.push(eq(articleSearch.category, query.category));
  }
  if (query.featured === "true") conditions.push(eq(articleSearch.isFeatured, true));
  if (query.from) conditions.push(gte(articleSearch.publishedAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) {
    const dayAfter = new Date(`${query.to}T00:00:00.000Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    conditions.push(lt(articleSearch.publishedAt, dayAfter));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The columns of a list item; the content itself stays in the database except its opening. */
export const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  author: articles.author,
  category: articles.category,
  tags: articles.tags,
  heroImage: articles.heroImage,
  trending: articles.trending,
  isFeatured: articles.isFeatured,
  publishedAt: articles.publishedAt,
  url: articles.url,
  contentLength: sql<number>`char_length(${articles.content})::int`,
  opening: sql<string>`left(${articles.content}, ${ARTICLE_EXCERPT_LENGTH * 2})`,
};

export type ListRow = {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  author: string;
  category: string;
  tags: string[];
  heroImage: string | null;
  trending: boolean;
  isFeatured: boolean;
  publishedAt: Date | null;
  url: string | null;
  contentLength: number;
  opening: string;
};

/** The spec's field names (is_featured), the read time rule and an excerpt. */
export function toArticleFields(row: Omit<ListRow, "opening">) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    category: row.category,
    tags: row.tags,
    heroImage: row.heroImage,
    readTime: readTimeMinutesForLength(row.contentLength),
    trending: row.trending,
    is_featured: row.isFeatured,
    publishedAt: row.publishedAt ?? new Date(0),
    url: row.url,
  };
}
