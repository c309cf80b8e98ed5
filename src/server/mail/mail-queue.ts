import type { FastifyBaseLogger } from "fastify";
import type { Job, PgBoss } from "pg-boss";
import type { Config } from "../config";
import { BATCH_WORK_OPTIONS, settleEach } from "../jobs/batch-work";
import { createMailDelivery } from "./mail-delivery";
import type { MailMessage } from "./mail-message";

/** The pg-boss queue every outgoing e-mail goes through. */
export const MAIL_QUEUE = "mail";
/** A sent message's job (which holds its links) is deleted this soon after it completes. */
const DELETE_SENT_AFTER_SECONDS = 60;
const NEVER_QUEUED = "00000000-0000-0000-0000-000000000000";

export type MailQueue = {
  readonly boss: PgBoss;
  readonly retry: { retryLimit: number; retryDelay: number; retryDelayMax: number; retryBackoff: true };
  stop(): Promise<void>;
};

type StartOptions = { boss: PgBoss; config: Config; log: FastifyBaseLogger };

/**
 * Creates the `mail` queue on the app's pg-boss (already started) and, when config.mailWorker is on,
 * the worker that sends each message through SMTP_URL (or writes it to the log when that is unset).
 */
export async function startMailQueue({ boss, config, log }: StartOptions): Promise<MailQueue> {
  await boss.createQueue(MAIL_QUEUE, { deleteAfterSeconds: DELETE_SENT_AFTER_SECONDS });
  // As for automation: load the queue into pg-boss's cache now, so an enqueue inside a transaction on
  // PGlite's single connection never waits for a read of pg-boss's own tables.
  await boss.getJobById(MAIL_QUEUE, NEVER_QUEUED);

  const delivery = createMailDelivery(config, log);
  if (config.mailWorker) {
    // Batches sent a few at a time, fetched again at once while the queue is full (jobs/batch-work.ts):
    // a burst of notifications no longer waits one polling interval per message.
    await boss.work(
      MAIL_QUEUE,
      { pollingIntervalSeconds: config.automationPollSeconds, ...BATCH_WORK_OPTIONS },
      (jobs: Job<MailMessage>[]) => settleEach(jobs, (job) => delivery.deliver(job.data)),
    );
  }

  const queue: MailQueue = {
    boss,
    retry: {
      retryLimit: config.mailRetryLimit,
      retryDelay: config.mailRetryDelaySeconds,
      retryDelayMax: 3600,
      retryBackoff: true,
    },
    async stop() {
      if (config.mailWorker) await boss.offWork(MAIL_QUEUE, { wait: true });
      delivery.close();
    },
  };
  return queue;
}
