import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";

/** Set after a successful sign-in: this browser has signed in to these accounts before. */
export const KNOWN_DEVICE_COOKIE = "netwise_known_device";
/** The secret (COOKIE_SECRET, else this file in DATA_DIR) that signs it. */
export const COOKIE_SECRET_FILE = "cookie-secret.key";
const KNOWN_DEVICE_DAYS = 180;
/** Accounts remembered per browser (a shared family computer, say); the oldest drops out. */
const MAX_ACCOUNTS = 5;

/** The account as the cookie names it: a hash of the address, so the cookie does not carry e-mails. */
const accountTag = (email: string) =>
  createHash("sha256").update(`netwise-known-device:${email.toLowerCase()}`).digest("base64url").slice(0, 22);

function knownTags(request: FastifyRequest): string[] {
  const raw = request.cookies[KNOWN_DEVICE_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value.split(".") : [];
}

/** True when this browser carries a valid signed cookie from an earlier successful sign-in to `email`. */
export function isKnownDevice(request: FastifyRequest, email: string): boolean {
  return knownTags(request).includes(accountTag(email));
}

/** After a successful sign-in: remember the account on this browser (signed, HttpOnly, sent only to /api/auth). */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, config: Config, email: string) {
  const tag = accountTag(email);
  const tags = [tag, ...knownTags(request).filter((known) => known !== tag)].slice(0, MAX_ACCOUNTS);
  reply.setCookie(KNOWN_DEVICE_COOKIE, tags.join("."), {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    signed: true,
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  });
}
