import { asc, eq, gt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { articles, type NewsSourceRow, newsSources } from "../../db/schema";
import { DEFAULT_RSS_FETCH_LIMITS, fetchRssText, type RssFetchLimits } from "./rss-fetch";
import { rssToArticles } from "./rss-items";

export type SourceImportResult = { id: number; url: string; imported: number; error: string | null };

const ERROR_MAX = 300;
const SOURCE_BATCH = 100;

/**
 * Fetches one source and stores its new items. Items already stored (same link, or same slug) are
 * skipped by the unique indexes. A failure is recorded on the source and returned, never thrown.
 */
export async function importSource(
  db: Database,
  source: Pick<NewsSourceRow, "id" | "url" | "name" | "category">,
  log: FastifyBaseLogger,
  limits: RssFetchLimits = DEFAULT_RSS_FETCH_LIMITS,
  now: Date = new Date(),
): Promise<SourceImportResult> {
  try {
    const xml = await fetchRssText(source.url, limits);
    const rows = await rssToArticles(xml, source, now);
    const inserted = rows.length
      ? await db.insert(articles).values(rows).onConflictDoNothing().returning({ id: articles.id })
      : [];
    await db
      .update(newsSources)
      .set({ lastFetchedAt: now, lastImportedCount: inserted.length, lastError: null })
      .where(eq(newsSources.id, source.id));
    log.info({ sourceId: source.id, imported: inserted.length }, "news source imported");
    return { id: source.id, url: source.url, imported: inserted.length, error: null };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
    log.warn({ sourceId: source.id, url: source.url, error: message }, "news source skipped");
    await db
      .update(newsSources)
      .set({ lastFetchedAt: now, lastImportedCount: 0, lastError: message })
      .where(eq(newsSources.id, source.id))
      .catch((updateError: unknown) =>
        log.error({ err: updateError }, "could not record a news source error"),
      );
    return { id: source.id, url: source.url, imported: 0, error: message };
  }
}

/** Imports every source in turn (a slow or broken one only costs its own timeout). */
export async function importAllSources(
  db: Database,
  log: FastifyBaseLogger,
  limits: RssFetchLimits = DEFAULT_RSS_FETCH_LIMITS,
): Promise<SourceImportResult[]> {
  const results: SourceImportResult[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(newsSources)
      .where(gt(newsSources.id, afterId))
      .orderBy(asc(newsSources.id))
      .limit(SOURCE_BATCH);
    for (const source of batch) {
      if (limits.signal?.aborted) return results;
      results.push(await importSource(db, source, log, limits));
    }
    const last = batch.at(-1);
    if (!last || batch.length < SOURCE_BATCH) return results;
    afterId = last.id;
  }
}
