import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { decodeDateCursor, olderThan, splitPage } from "../../db/keyset-cursor";
import { articleSearch, articles } from "../../db/schema";
import { isPrefixWord } from "../directory/business-query";
import { newestFirst as newestArticlesFirst, publishedAtText } from "../news/news-query";
import { searchWords } from "./search-words";

/**
 * Each word of a search as a condition on the haystack: a word that starts a word of the title or a
 * tag (`\msoc`), or a short word or number as a whole word (`\m2\M`). The words hold only letters and
 * digits, so nothing in them is a regular-expression operator; pg_trgm's index serves `~`.
 */
export function articleWordMatches(words: string[]): SQL[] {
  return words.map((word, index) => {
    const pattern = isPrefixWord(word, index === words.length - 1) ? `\\m${word}` : `\\m${word}\\M`;
    return sql`${articleSearch.haystack} ~ ${pattern}`;
  });
}

/**
 * Published articles whose title or tags hold every word of the search (each at the start of a word),
 * newest first: article_search holds only visible articles, its haystack behind a trigram index, its
 * order behind a date index.
 */
export async function searchArticles(db: Database, query: SearchPageQuery) {
  const words = searchWords(query.q);
  if (!words) return { articles: [], nextCursor: null };
  const after = decodeDateCursor(query.cursor);
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
        ...articleWordMatches(words.words),
        after ? olderThan(articleSearch.publishedAt, articleSearch.articleId, after) : undefined,
      ),
    )
    .orderBy(...newestArticlesFirst)
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { articles: page.map(({ cursorAt: _cursorAt, ...article }) => article), nextCursor };
}
