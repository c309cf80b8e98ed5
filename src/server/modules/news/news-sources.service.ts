import { asc, eq, gt } from "drizzle-orm";
import type { CreateNewsSourceRequest } from "../../../shared/contracts/news";
import { DEFAULT_ARTICLE_CATEGORY } from "../../../shared/rules/news";
import type { Database } from "../../db/client";
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

export async function listNewsSources(db: Database, query: { limit: number; after?: number | undefined }) {
  const rows = await db
    .select()
    .from(newsSources)
    .where(query.after ? gt(newsSources.id, query.after) : undefined)
    .orderBy(asc(newsSources.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { sources: page, nextAfter: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
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
