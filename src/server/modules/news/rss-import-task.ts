import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { PeriodicTask } from "../../jobs/periodic-work";
import { DEFAULT_RSS_FETCH_LIMITS } from "./rss-fetch";
import { importAllSources } from "./rss-import";

/** Imports every news source each NEWS_IMPORT_INTERVAL_MINUTES, once for the cluster (a pg-boss schedule). */
export function newsImportTask(db: Database, config: Config, log: FastifyBaseLogger): PeriodicTask {
  const limits = { ...DEFAULT_RSS_FETCH_LIMITS, allowOrigins: config.fetchAllowOrigins };
  return {
    name: "news-import",
    everyMs: config.newsImportIntervalMs,
    run: (signal) => importAllSources(db, log, { ...limits, signal }),
  };
}
