import { and, eq, sql } from "drizzle-orm";
import { ARTICLE_EXCERPT_LENGTH } from "../../../shared/contracts/news";
import { excerptText } from "../../../shared/rules/news";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, encodeCursor } from "../../db/keyset-cursor";
import { articleBookmarks, articleLikes, articleShares, articles } from "../../db/schema";
import { requireVisibleArticleId } from "./article-lookup";
import { isVisibleArticle, listColumns, toArticleFields } from "./news-query";

type ReactionTable = typeof articleLikes | typeof articleBookmarks | typeof articleShares;
export type Reaction = "like" | "bookmark" | "share";

const TABLES: Record<Reaction, ReactionTable> = {
  like: articleLikes,
  bookmark: articleBookmarks,
  share: articleShares,
};

/** Everyone's counts and this member's own state, in one round trip. */
/** Counts for everyone; the "by me" flags for a member (always false for a visitor, userId null). */
export async function articleEngagement(db: Database, articleId: number, userId: number | null) {
  const countOf = (table: ReactionTable) =>
    sql<number>`(select count(*)::int from ${table} where ${table.articleId} = ${articles.id})`;
  const isMine = (table: ReactionTable) =>
    sql<boolean>`exists(select 1 from ${table} where ${table.articleId} = ${articles.id} and ${table.userId} = ${userId})`;
  const [row] = await db
    .select({
      likes: countOf(articleLikes),
      bookmarks: countOf(articleBookmarks),
      shares: countOf(articleShares),
      likedByMe: isMine(articleLikes),
      bookmarkedByMe: isMine(articleBookmarks),
      sharedByMe: isMine(articleShares),
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  return {
    likes: Number(row?.likes ?? 0),
    bookmarks: Number(row?.bookmarks ?? 0),
    shares: Number(row?.shares ?? 0),
    likedByMe: row?.likedByMe === true,
    bookmarkedByMe: row?.bookmarkedByMe === true,
    sharedByMe: row?.sharedByMe === true,
  };
}

/**
 * Likes, bookmarks or shares an article for a member. Idempotent: the (article, member) primary key
 * turns a double click into a no-op instead of a second row or an error.
 */
export async function addReaction(db: Database, reaction: Reaction, articleId: number, userId: number) {
  const id = await requireVisibleArticleId(db, articleId);
  await db.insert(TABLES[reaction]).values({ articleId: id, userId }).onConflictDoNothing();
  return articleEngagement(db, id, userId);
}

/** Removes a like or bookmark; removing one that is not there is not an error. */
export async function removeReaction(db: Database, reaction: Reaction, articleId: number, userId: number) {
  const id = await requireVisibleArticleId(db, articleId);
  const table = TABLES[reaction];
  await db.delete(table).where(and(eq(table.articleId, id), eq(table.userId, userId)));
  return articleEngagement(db, id, userId);
}

const bookmarkedAtText = cursorTimestamp(articleBookmarks.createdAt);

/** The member's bookmarked articles, most recently bookmarked first, keyset-paginated. */
export async function listBookmarks(
  db: Database,
  userId: number,
  query: { limit: number; cursor?: string | undefined },
) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({ ...listColumns, bookmarkedAt: articleBookmarks.createdAt, bookmarkCursorAt: bookmarkedAtText })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(
      and(
        eq(articleBookmarks.userId, userId),
        isVisibleArticle,
        after
          ? sql`(${articleBookmarks.createdAt}, ${articleBookmarks.articleId}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(
      sql`${articleBookmarks.createdAt} desc nulls last`,
      sql`${articleBookmarks.articleId} desc nulls last`,
    )
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    articles: page.map((row) => ({
      ...toArticleFields(row),
      excerpt: excerptText(row.opening, ARTICLE_EXCERPT_LENGTH),
      bookmarkedAt: row.bookmarkedAt,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ kind: "date", at: last.bookmarkCursorAt, id: last.id })
        : null,
  };
}
