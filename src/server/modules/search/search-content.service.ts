import { and, eq, sql } from "drizzle-orm";
import type { SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { decodeDateCursor, newestFirst, olderThan, splitPage } from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { blockedEitherWay } from "../../db/member-blocks";
import { articleSearch, articles, posts, users } from "../../db/schema";
import { feedPostColumns, isVisiblePost, linkPreviewJoin, toFeedPage } from "../feed/feed-query";
import { newestFirst as newestArticlesFirst, publishedAtText } from "../news/news-query";
import { searchWords } from "./search-words";

/** How many of the newest posts are read first: a common word fills a page from them alone. */
export const RECENT_POSTS_WINDOW = 500;
/** Up to this many matches are read from the text index and sorted; a commoner word walks the date index. */
export const INDEXED_MATCHES_MAX = 5000;

/**
 * Posts whose text has every word of the search (each a prefix, stemmed), newest first: published
 * posts of active members, never of a member the reader blocked or who blocked the reader.
 *
 * Three bounded steps, so neither a rare nor a common word walks a million posts: (1) the newest
 * 500 posts after the cursor (the date index) — a common word fills the page here; (2) otherwise
 * the matches from the GIN index on the text, at most 5,000, sorted; (3) only when there are more
 * (a word common overall but not among the newest posts), the date index walked with the filter.
 */
export async function searchPosts(db: Database, readerId: number | null, query: SearchPageQuery) {
  const words = searchWords(query.q);
  if (!words) return { posts: [], nextCursor: null };
  const after = decodeDateCursor(query.cursor);
  const textMatch = sql`${posts.contentSearch} @@ to_tsquery('english', ${words.typedTerms})`;
  const published = and(
    eq(posts.isPublished, true),
    after ? olderThan(posts.createdAt, posts.id, after) : undefined,
  );
  const visible = and(
    isVisiblePost,
    textMatch,
    readerId === null ? undefined : sql`not ${blockedEitherWay(readerId, sql`${posts.userId}`)}`,
    after ? olderThan(posts.createdAt, posts.id, after) : undefined,
  );
  const pageFrom = (candidates: ReturnType<typeof candidateIds>) =>
    db
      .select(feedPostColumns(readerId))
      .from(candidates)
      .innerJoin(posts, eq(posts.id, candidates.candidateId))
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(...linkPreviewJoin)
      .where(visible)
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(query.limit + 1);
  const candidateIds = (where: ReturnType<typeof and>, ordered: boolean, max: number) => {
    const base = db.select({ candidateId: posts.id }).from(posts).where(where);
    return (ordered ? base.orderBy(...newestFirst(posts.createdAt, posts.id)) : base)
      .limit(max)
      .as("candidates");
  };

  let rows = await pageFrom(candidateIds(published, true, RECENT_POSTS_WINDOW));
  if (rows.length <= query.limit) {
    const indexed = await db
      .select({ found: sql<number>`count(*)::int` })
      .from(candidateIds(and(published, textMatch), false, INDEXED_MATCHES_MAX + 1));
    if (Number(indexed[0]?.found ?? 0) <= INDEXED_MATCHES_MAX) {
      rows = await pageFrom(candidateIds(and(published, textMatch), false, INDEXED_MATCHES_MAX + 1));
    } else {
      rows = await db
        .select(feedPostColumns(readerId))
        .from(posts)
        .innerJoin(users, eq(users.id, posts.userId))
        .leftJoin(...linkPreviewJoin)
        .where(visible)
        .orderBy(...newestFirst(posts.createdAt, posts.id))
        .limit(query.limit + 1);
    }
  }
  return toFeedPage(db, rows, query.limit, readerId);
}

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
