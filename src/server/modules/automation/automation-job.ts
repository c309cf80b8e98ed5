/** What an automation event is about. */
export type AutomationSubject = "referral" | "service_order";

/** The pg-boss queue every automation event goes through. */
export const AUTOMATION_QUEUE = "automation-webhook";

/** A job's data: everything the worker needs to deliver the event, fixed when it is enqueued. */
export type AutomationJobData = {
  /** Also the idempotency key, so it must not change between attempts. */
  eventId: string;
  subject: AutomationSubject;
  subjectId: number;
  type: string;
  occurredAt: string;
  payload: Record<string, unknown>;
};

/** The JSON body the webhook receives. */
export function webhookBody(job: AutomationJobData): string {
  return JSON.stringify({
    id: job.eventId,
    type: job.type,
    occurredAt: job.occurredAt,
    subject: { type: job.subject, id: job.subjectId },
    data: job.payload,
  });
}
