import type { FastifyBaseLogger } from "fastify";
import type { JobWithMetadata, PgBoss } from "pg-boss";
import type { Config } from "../../config";
import { type Database, databaseDriver } from "../../db/client";
import type { DatabaseOutage } from "../../db/database-outage";
import { isConnectionError } from "../../db/pg-errors";
import { errorForLog } from "../../http/error-handler";
import { BATCH_WORK_OPTIONS, settleEach } from "../../jobs/batch-work";
import { deliverEvent } from "./automation-delivery";
import { AUTOMATION_QUEUE, type AutomationJobData } from "./automation-job";
import { setAutomationStatus } from "./automation-status";

/** pg-boss keeps its tables in this PostgreSQL schema, next to the app's. */
export const PG_BOSS_SCHEMA = "pgboss";
/** A delivery still running at shutdown gets this long before pg-boss gives its job back to the queue. */
const STOP_TIMEOUT_MS = 5_000;
const NEVER_QUEUED = "00000000-0000-0000-0000-000000000000";

export type AutomationRetryOptions = {
  retryLimit: number;
  retryDelay: number;
  retryDelayMax: number;
  retryBackoff: true;
};

export type AutomationQueue = {
  readonly boss: PgBoss;
  readonly retry: AutomationRetryOptions;
  stop(): Promise<void>;
};

type StartOptions = {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** A lost database is reported here (logged once per outage), not logged at every poll. */
  outage?: DatabaseOutage;
};

/**
 * Starts pg-boss on the app's database (creating or migrating its `pgboss` schema and the
 * automation queue) and, when config.automationWorker is on, the worker that delivers events.
 */
export async function startAutomationQueue({
  db,
  config,
  log,
  outage,
}: StartOptions): Promise<AutomationQueue> {
  // Loaded here, when the queue starts (after the server listens under `npm start`), not at import.
  const { fromPglite, PgBoss } = await import("pg-boss");
  const driver = databaseDriver(db);
  const common = {
    schema: PG_BOSS_SCHEMA,
    // Schedules (the periodic work) and supervision (expiring stuck jobs, archiving) run only where jobs run.
    schedule: config.periodicWork,
    cronWorkerIntervalSeconds: Math.max(1, Math.round(config.automationPollSeconds)),
    cronMonitorIntervalSeconds: Math.max(1, Math.round(config.automationPollSeconds)),
    supervise: config.automationWorker || config.mailWorker || config.periodicWork,
  } as const;
  const boss =
    driver.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(driver.client), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: driver.connectionString, max: 4 });
  boss.on("error", (error) => {
    if (outage && isConnectionError(error)) return outage.report(error);
    log.error({ error: errorForLog(error) }, "job queue error");
  });
  boss.on("warning", (warning) => log.warn({ warning }, "automation queue warning"));
  await boss.start();

  // Idempotent: an existing queue is kept. The worker polls (config.automationPollSeconds).
  await boss.createQueue(AUTOMATION_QUEUE);
  // Loads the queue into pg-boss's cache now: on PGlite's single connection, a cache miss during an
  // enqueue would wait for the very transaction it runs in.
  await boss.getJobById(AUTOMATION_QUEUE, NEVER_QUEUED);

  const deliveries = new AbortController();
  if (config.automationWorker) {
    await boss.work(
      AUTOMATION_QUEUE,
      { pollingIntervalSeconds: config.automationPollSeconds, ...BATCH_WORK_OPTIONS, includeMetadata: true },
      (jobs: JobWithMetadata<AutomationJobData>[]) => settleEach(jobs, deliver),
    );
  }
  async function deliver(job: JobWithMetadata<AutomationJobData>) {
    const { data } = job;
    const url = config.automationWebhookUrl;
    const secret = config.automationWebhookSecret;
    if (!url || !secret) {
      await setAutomationStatus(db, data.subject, data.subjectId, "skipped");
      return { outcome: "skipped" };
    }
    const result = await deliverEvent(data, {
      url,
      secret,
      attempt: job.retryCount + 1,
      signal: deliveries.signal,
    });
    if (result.outcome === "sent") {
      await setAutomationStatus(db, data.subject, data.subjectId, "sent", result.ids);
      return { outcome: "sent" };
    }
    if (deliveries.signal.aborted) throw new Error("Delivery interrupted by shutdown");
    const isLastAttempt = result.outcome === "rejected" || job.retryCount >= job.retryLimit;
    log.warn(
      { eventId: data.eventId, attempt: job.retryCount + 1, reason: result.reason, isLastAttempt },
      "automation webhook delivery failed",
    );
    if (isLastAttempt) await setAutomationStatus(db, data.subject, data.subjectId, "failed");
    if (result.outcome === "rejected") return { outcome: "rejected", reason: result.reason };
    throw new Error(`Automation webhook delivery failed: ${result.reason}`);
  }

  const queue: AutomationQueue = {
    boss,
    retry: {
      retryLimit: config.automationRetryLimit,
      retryDelay: config.automationRetryDelaySeconds,
      retryDelayMax: config.automationRetryDelayMaxSeconds,
      retryBackoff: true,
    },
    async stop() {
      deliveries.abort();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
  return queue;
}
