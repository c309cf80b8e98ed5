import { and, eq, sql } from "drizzle-orm";
import type { SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { decodeDateCursor, olderThan, splitPage } from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { articleSearch, articles } from "../../db/schema";
import { newestFirst as newestArticlesFirst, publishedAtText } from "../news/news-query";
import { searchWords } from "./search-words";

/**
 * Published articles whose title or tags contain the search, newest first: article_search holds
 * only visible articles, its haystack behind a trigram index, its order behind a date index.
 */
export async function searchArticles(db: Database, query: SearchPageQuery) {
  if (!searchWords(query.q)) return { articles: [], nextCursor: null };
  const after = decodeDateCursor(query.cursor);
  const pattern = containsPattern(query.q.replace(/[\r\n]+/g, " "));
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      category: articles.category,
      publishedAt: articleSearch.publishedAt,
      cursorAt: publishedAtText,
    })
    .from(articleSearch)
    .innerJoin(articles, eq(articles.id, articleSearch.articleId))
    .where(
      and(
        sql`${articleSearch.haystack} like lower(${pattern})`,
        after ? olderThan(articleSearch.publishedAt, articleSearch.articleId, after) : undefined,
      ),
    )
    .orderBy(...newestArticlesFirst)
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { articles: page.map(({ cursorAt: _cursorAt, ...article }) => article), nextCursor };
}
