import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles } from "../../db/schema";
import { notFound } from "../../http/app-error";
import { isVisibleArticle, listColumns } from "./news-query";

export const ARTICLE_NOT_FOUND = "Article not found.";

/** A published article by slug, or 404. */
export async function findVisibleArticle(db: Database, slug: string) {
  const [row] = await db
    .select({
      ...listColumns,
      content: articles.content,
    })
    .from(articles)
    .where(and(isVisibleArticle, eq(articles.slug, slug)))
    .limit(1);
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row;
}

/** The id of a published article, or 404 (likes, bookmarks and shares need one). */
export async function requireVisibleArticleId(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isVisibleArticle, eq(articles.id, id)))
    .limit(1);
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row.id;
}
