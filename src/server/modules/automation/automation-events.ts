import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DrizzleTransactionLike } from "pg-boss";
import type { DbExecutor } from "../../db/client";
import { AUTOMATION_QUEUE, type AutomationJobData, type AutomationSubject } from "./automation-job";
import type { AutomationQueue } from "./automation-queue";
import { setAutomationStatus } from "./automation-status";

export type AutomationEvent = {
  subject: AutomationSubject;
  subjectId: number;
  /** What happened, e.g. "referral.sent" or "service_order.placed". */
  type: string;
  payload: Record<string, unknown>;
};

/**
 * What enqueueAutomationEvent needs of the app's outbox (jobs/outbox.ts): the app's own queue, once
 * started (waiting for a start still under way).
 */
export type AutomationOutbox = { automationQueue(): Promise<AutomationQueue> };

/**
 * Writes a delivery job for `event` in the caller's transaction (so it exists exactly when the
 * caller's rows do) and sets the subject row's automationStatus to 'pending'. The automation worker
 * then POSTs it, signed, to AUTOMATION_WEBHOOK_URL and moves the status to 'sent', 'failed' or
 * 'skipped' (no URL configured).
 */
export async function enqueueAutomationEvent(
  tx: DbExecutor,
  outbox: AutomationOutbox,
  event: AutomationEvent,
): Promise<void> {
  const queue = await outbox.automationQueue();
  const { fromDrizzle } = await import("pg-boss");
  const eventId = randomUUID();
  const data: AutomationJobData = {
    eventId,
    subject: event.subject,
    subjectId: event.subjectId,
    type: event.type,
    occurredAt: new Date().toISOString(),
    payload: event.payload,
  };
  await setAutomationStatus(tx, event.subject, event.subjectId, "pending");
  await queue.boss.send(AUTOMATION_QUEUE, data, {
    ...queue.retry,
    id: eventId,
    db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
  });
}
