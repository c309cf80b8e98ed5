import { type AutomationJobData, webhookBody } from "./automation-job";
import {
  ATTEMPT_HEADER,
  EVENT_TYPE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  SIGNATURE_HEADER,
  signBody,
} from "./automation-signature";
import type { AutomationIds } from "./automation-status";

const DELIVERY_TIMEOUT_MS = 10_000;
const MAX_ID_LENGTH = 200;

export type DeliveryResult =
  | { outcome: "sent"; ids: AutomationIds }
  /** Worth another attempt: network error, timeout, 408, 425, 429 or 5xx. */
  | { outcome: "retry"; reason: string }
  /** Another attempt would get the same answer (any other 4xx, a redirect). */
  | { outcome: "rejected"; reason: string };

/** One signed POST of the event to the webhook. Never throws; the result says what to do next. */
export async function deliverEvent(
  job: AutomationJobData,
  target: { url: string; secret: string; attempt: number; signal: AbortSignal },
): Promise<DeliveryResult> {
  const body = webhookBody(job);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/json",
        "user-agent": "Netwise-Automation/1",
        [SIGNATURE_HEADER]: signBody(body, target.secret),
        [IDEMPOTENCY_KEY_HEADER]: job.eventId,
        [EVENT_TYPE_HEADER]: job.type,
        [ATTEMPT_HEADER]: String(target.attempt),
      },
      body,
      signal: AbortSignal.any([target.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
    });
  } catch (error) {
    return { outcome: "retry", reason: error instanceof Error ? error.message : String(error) };
  }
  const text = await response.text().catch(() => "");
  if (response.ok) return { outcome: "sent", ids: idsFrom(text) };
  const reason = `HTTP ${response.status}`;
  const isTransient = response.status >= 500 || [408, 425, 429].includes(response.status);
  return isTransient ? { outcome: "retry", reason } : { outcome: "rejected", reason };
}

/** Reads `{ contactId, workflowId }` from a JSON answer, when the automation service sends them. */
function idsFrom(text: string): AutomationIds {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const pick = (value: unknown) =>
    typeof value === "string" &&
    value.length > 0 &&
    value.length <= MAX_ID_LENGTH &&
    !value.includes("\u0000")
      ? value
      : undefined;
  const contactId = pick(record.contactId);
  const workflowId = pick(record.workflowId);
  return {
    ...(contactId ? { ghlContactId: contactId } : {}),
    ...(workflowId ? { ghlWorkflowId: workflowId } : {}),
  };
}
