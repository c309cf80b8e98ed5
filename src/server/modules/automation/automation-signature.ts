import { createHmac, timingSafeEqual } from "node:crypto";

/** Carries `sha256=<hex HMAC-SHA256 of the raw body>`, keyed with AUTOMATION_WEBHOOK_SECRET. */
export const SIGNATURE_HEADER = "x-netwise-signature";
/** The event's id: the same on every attempt, so a receiver can drop repeats (delivery is at least once). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const EVENT_TYPE_HEADER = "x-netwise-event";
/** 1 on the first attempt, then 2, 3 ... */
export const ATTEMPT_HEADER = "x-netwise-attempt";

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** For receivers (and the tests that play one): is `signature` the body's signature under `secret`? */
export function isValidSignature(body: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(body, secret), "utf8");
  const given = Buffer.from(signature, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
