import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";

/**
 * The PostgreSQL NOTIFY channel of live events. NOTIFY is transactional: a message sent inside a
 * transaction is delivered to every listener when it commits and never when it rolls back. It
 * carries ids only (payloads are capped at 8,000 bytes); listeners read the rows themselves.
 */
export const LIVE_CHANNEL = "netwise_live";

export type LiveSignal =
  | { kind: "notification"; recipientId: number; notificationId: number }
  | { kind: "read"; recipientId: number }
  /** Sessions of the member ended (sign-out, password change, suspension…): recheck their streams now. */
  | { kind: "sessions"; recipientId: number };

export function encodeSignal(signal: LiveSignal): string {
  if (signal.kind === "notification") return `n:${signal.recipientId}:${signal.notificationId}`;
  return signal.kind === "sessions" ? `s:${signal.recipientId}` : `r:${signal.recipientId}`;
}

export function decodeSignal(payload: string): LiveSignal | null {
  const [kind, recipient, id] = payload.split(":");
  const recipientId = Number(recipient);
  if (!Number.isSafeInteger(recipientId) || recipientId <= 0) return null;
  if (kind === "r") return { kind: "read", recipientId };
  if (kind === "s") return { kind: "sessions", recipientId };
  const notificationId = Number(id);
  if (kind === "n" && Number.isSafeInteger(notificationId) && notificationId > 0)
    return { kind: "notification", recipientId, notificationId };
  return null;
}

async function send(db: DbExecutor, signal: LiveSignal) {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${encodeSignal(signal)})`);
}

/** Announces a new notification to the recipient's streams, in every app process, on commit. */
export const publishNotification = (db: DbExecutor, recipientId: number, notificationId: number) =>
  send(db, { kind: "notification", recipientId, notificationId });

/** Tells the member's other streams that their unread count changed. */
export const publishRead = (db: DbExecutor, recipientId: number) => send(db, { kind: "read", recipientId });

/**
 * Tells every app process that sessions of the member ended, on commit: their open event streams
 * are checked against the sessions table at once and closed when their session is gone.
 */
export const publishSessionsEnded = (db: DbExecutor, memberId: number) =>
  send(db, { kind: "sessions", recipientId: memberId });
