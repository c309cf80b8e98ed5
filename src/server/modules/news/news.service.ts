import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { ARTICLE_EXCERPT_LENGTH, type ArticleListQueryParsed } from "../../../shared/contracts/news";
import { articleParagraphs, excerptText, NEWS_CATEGORY_ALL } from "../../../shared/rules/news";
import type { Database } from "../../db/client";
import { decodeDateCursor, encodeCursor } from "../../db/keyset-cursor";
import { articleCounts, articleSearch, articles, articleViews } from "../../db/schema";
import { findVisibleArticle } from "./article-lookup";
import { articleEngagement } from "./news-engagement.service";
import {
  articleFilters,
  type ListRow,
  listColumns,
  newestFirst,
  publishedAtText,
  toArticleFields,
} from "./news-query";

/** GET /api/articles: one keyset page, newest first, and the total matching the same filters. */
export async function listArticles(db: Database, query: ArticleListQueryParsed) {
  const filters = articleFilters(query);
  const after = decodeDateCursor(query.cursor);
  const pageWhere = after
    ? and(
        filters,
        sql`(${articleSearch.publishedAt}, ${articleSearch.articleId}) < (${after.at}::timestamptz, ${after.id}::int)`,
      )
    : filters;

  if (query.search) return searchArticles(db, query, filters, pageWhere, after !== null);

  const rows = await pageRows(db, pageWhere, query.limit, "date-index");
  // The total is counted for the first page only; later pages keep the first page's figure.
  const total = after ? null : await countArticles(db, query, filters);
  return toPage(rows, query.limit, total);
}

/** Above this many matches, walking the date index finds a page of matches sooner than the trigram index. */
const DENSE_SEARCH_MATCHES = 500;

/**
 * A search counts its matches through the trigram index first; a common term then takes its page
 * by walking the date index (matches are dense), a rare one from the trigram index (so the walk
 * never tests every article for a term that is almost nowhere). Later pages use the trigram index.
 */
async function searchArticles(
  db: Database,
  query: ArticleListQueryParsed,
  filters: SQL | undefined,
  pageWhere: SQL | undefined,
  isLaterPage: boolean,
) {
  if (isLaterPage)
    return toPage(await pageRows(db, pageWhere, query.limit, "trigram-index"), query.limit, null);
  const total = await countArticles(db, query, filters);
  if (total === 0) return toPage([], query.limit, 0);
  const strategy = total > DENSE_SEARCH_MATCHES ? "date-index" : "trigram-index";
  return toPage(await pageRows(db, pageWhere, query.limit, strategy), query.limit, total);
}

/**
 * One page of list rows, newest first. "trigram-index" orders by expressions the date index cannot
 * serve, which leaves the planner the trigram (bitmap) path and a top-N sort of the matches.
 */
function pageRows(
  db: Database,
  where: SQL | undefined,
  limit: number,
  strategy: "date-index" | "trigram-index",
) {
  const order =
    strategy === "date-index"
      ? newestFirst
      : [
          sql`${articleSearch.publishedAt} + interval '0 seconds' desc`,
          sql`${articleSearch.articleId} + 0 desc`,
        ];
  return db
    .select({ ...listColumns, cursorAt: publishedAtText })
    .from(articleSearch)
    .innerJoin(articles, eq(articles.id, articleSearch.articleId))
    .where(where)
    .orderBy(...order)
    .limit(limit + 1);
}

function toPage(rows: (ListRow & { cursorAt: string })[], limit: number, total: number | null) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    articles: page.map((row) => ({
      ...toArticleFields(row),
      excerpt: excerptText(row.opening, ARTICLE_EXCERPT_LENGTH),
    })),
    total,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ kind: "date", at: last.cursorAt, id: last.id }) : null,
  };
}

/**
 * 'Showing N articles': from the per-category counters when only category and featured filter the
 * list, otherwise a count over the narrow article_search rows with the same filters.
 */
async function countArticles(db: Database, query: ArticleListQueryParsed, filters: SQL | undefined) {
  if (!query.search && !query.from && !query.to) {
    const conditions: SQL[] = [];
    if (query.category && query.category !== NEWS_CATEGORY_ALL) {
      conditions.push(eq(articleCounts.category, query.category));
    }
    if (query.featured === "true") conditions.push(eq(articleCounts.isFeatured, true));
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${articleCounts.total}), 0)::int` })
      .from(articleCounts)
      .where(and(...conditions));
    return Number(row?.total ?? 0);
  }
  const [row] = await db.select({ total: count() }).from(articleSearch).where(filters);
  return row?.total ?? 0;
}

/** GET /api/articles/{slug}: the whole article for a member; the opening is counted as a view. */
/**
 * One published article. Members get the whole text and their view is counted; visitors get its
 * teaser (the first paragraph), which the page shows with a prompt to sign in for the rest.
 */
export async function readArticle(db: Database, slug: string, userId: number | null) {
  const row = await findVisibleArticle(db, slug);
  if (userId === null) {
    const engagement = await articleEngagement(db, row.id, null);
    return { ...toArticleFields(row), content: articleParagraphs(row.content)[0] ?? "", engagement };
  }
  await db.insert(articleViews).values({ articleId: row.id, userId });
  const engagement = await articleEngagement(db, row.id, userId);
  return { ...toArticleFields(row), content: row.content, engagement };
}
