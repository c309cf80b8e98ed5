import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LOGIN_CHALLENGE_TTL_MS } from "../../../shared/contracts/two-factor";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { loginChallenges } from "../../db/schema";
import { unauthorized } from "../../http/app-error";
import { hashToken } from "../../http/sessions";

/**
 * The half-signed-in state: after the password, before the second factor. The browser that passed
 * the first step holds a random token in this HttpOnly cookie (sent to /api/auth only); the
 * database keeps its SHA-256 for 5 minutes. No session exists until the second step succeeds.
 */
export const LOGIN_CHALLENGE_COOKIE = "netwise_login_challenge";
export const LOGIN_CHALLENGE_EXPIRED =
  "Your sign-in timed out or was already used. Enter your e-mail and password again.";

const cookieOptions = (config: Config) => ({
  path: "/api/auth",
  httpOnly: true,
  sameSite: "strict" as const,
  secure: config.secureCookies,
});

export async function startLoginChallenge(db: Database, config: Config, reply: FastifyReply, userId: number) {
  const token = randomBytes(32).toString("base64url");
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date()));
  await db.insert(loginChallenges).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS),
  });
  reply.setCookie(LOGIN_CHALLENGE_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: Math.floor(LOGIN_CHALLENGE_TTL_MS / 1000),
  });
}

/** The live challenge this browser holds, or 401 (none, expired, or used). */
export async function readLoginChallenge(db: Database, request: FastifyRequest) {
  const token = request.cookies[LOGIN_CHALLENGE_COOKIE];
  if (!token) throw unauthorized(LOGIN_CHALLENGE_EXPIRED);
  const [challenge] = await db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(and(eq(loginChallenges.tokenHash, hashToken(token)), gt(loginChallenges.expiresAt, new Date())))
    .limit(1);
  if (!challenge) throw unauthorized(LOGIN_CHALLENGE_EXPIRED);
  return challenge;
}

/** Ends the challenge (it works once); false when another request used it first. */
export async function finishLoginChallenge(db: Database, config: Config, reply: FastifyReply, id: number) {
  const deleted = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, id))
    .returning({ id: loginChallenges.id });
  reply.clearCookie(LOGIN_CHALLENGE_COOKIE, cookieOptions(config));
  return deleted.length > 0;
}
