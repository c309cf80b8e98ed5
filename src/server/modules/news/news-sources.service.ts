import { asc, eq, gt } from "drizzle-orm";
import type { CreateNewsSourceRequest } from "../../../shared/contracts/news";
import { DEFAULT_ARTICLE_CATEGORY } from "../../../shared/rules/news";
import type { Database } from "../../db/client";
import { decodeCursor, splitPage } from "../../db/keyset-cursor";
import { newsSources } from "../../db/schema";
import { conflict, notFound } from "../../http/app-error";

export const SOURCE_EXISTS = "This feed is already registered.";
export const SOURCE_NOT_FOUND = "News source not found.";

/** Feed URLs are compared as parsed URLs (so a trailing '#' or a host's case does not make a new source). */
export function normalizeFeedUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.toString();
}

export async function createNewsSource(db: Database, input: CreateNewsSourceRequest, createdById: number) {
  const [row] = await db
    .insert(newsSources)
    .values({
      url: normalizeFeedUrl(input.url),
      name: input.name || null,
      category: input.category ?? DEFAULT_ARTICLE_CATEGORY,
      createdById,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(SOURCE_EXISTS);
  return row;
}

/** Oldest first, keyset paged by id: `{ sources, nextCursor }`. */
export async function listNewsSources(db: Database, query: { limit: number; cursor?: string | undefined }) {
  const after = query.cursor ? decodeCursor(query.cursor, "id") : null;
  const rows = await db
    .select()
    .from(newsSources)
    .where(after ? gt(newsSources.id, after.id) : undefined)
    .orderBy(asc(newsSources.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({ kind: "id", id: row.id }));
  return { sources: page, nextCursor };
}

/** Removes the source; articles it imported stay (they are news the members may have bookmarked). */
export async function deleteNewsSource(db: Database, id: number) {
  const deleted = await db
    .delete(newsSources)
    .where(eq(newsSources.id, id))
    .returning({ id: newsSources.id });
  if (deleted.length === 0) throw notFound(SOURCE_NOT_FOUND);
}

export async function findNewsSource(db: Database, id: number) {
  const [row] = await db.select().from(newsSources).where(eq(newsSources.id, id)).limit(1);
  if (!row) throw notFound(SOURCE_NOT_FOUND);
  return row;
}
