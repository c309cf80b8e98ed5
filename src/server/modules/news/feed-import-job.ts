import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { DEFAULT_FEED_LIMITS } from "./feed-fetch";
import { importAllSources } from "./feed-import";

/** The first run waits a little so start-up (migrations, seeds, first requests) is not slowed. */
const FIRST_RUN_DELAY_MS = 30_000;

export type NewsImportJob = { stop(): Promise<void> };

/**
 * Imports every news source every `intervalMs` (a timer: the app has no job queue yet). Runs never
 * overlap; stop() cancels the feed being fetched and waits for the run to finish.
 */
export function startNewsImportJob(db: Database, intervalMs: number, log: FastifyBaseLogger): NewsImportJob {
  const controller = new AbortController();
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running || controller.signal.aborted) return;
    running = importAllSources(db, log, { ...DEFAULT_FEED_LIMITS, signal: controller.signal })
      .catch((error: unknown) => log.error({ err: error }, "news import failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, Math.min(FIRST_RUN_DELAY_MS, intervalMs)).unref();
  const timer = setInterval(run, intervalMs).unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      controller.abort();
      await running;
    },
  };
}
