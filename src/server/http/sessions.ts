import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { assertNotSuspended } from "../db/member-suspensions";
import { sessions, type UserRow, users } from "../db/schema";
import { endSessionByHash } from "./session-ending";

/**
 * What a request knows of its signed-in member: who they are, what they may do, and the few profile
 * fields the personalised pages (matches, opportunities, dashboard) start from. Never the password
 * hash, the search vectors or the long texts; a service that needs more reads it itself.
 */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  emailVerifiedAt: users.emailVerifiedAt,
  passwordChangeRequired: users.passwordChangeRequired,
  avatar: users.avatar,
  jobTitle: users.jobTitle,
  company: users.company,
  industry: users.industry,
  location: users.location,
  skills: users.skills,
  lookingFor: users.lookingFor,
  servicesOffered: users.servicesOffered,
  targetAudience: users.targetAudience,
  updatedAt: users.updatedAt,
};

/** The signed-in member of a request (read once per request, by the session lookup). */
export type SessionUser = Pick<UserRow, keyof typeof sessionUserColumns>;

export const SESSION_COOKIE = "netwise_session";
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** A User-Agent longer than this is cut: it is only shown to the member as "Chrome on macOS". */
const USER_AGENT_MAX = 512;

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(db: Database, config: Config) {
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };

  // Prepared once: every /api request runs it, so Drizzle builds its SQL once and PostgreSQL plans it
  // once per connection.
  const findLiveSession = db
    .select({ user: sessionUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
        gt(sessions.lastSeenAt, sql`${sql.placeholder("idleCutoff")}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare("session_live_user");

  return {
    /** Starts a new session for the user, ending the one the request came with (rotation at sign-in). */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number) {
      // A suspended member cannot sign in by any route (issue 27): 403 with the end date.
      await assertNotSuspended(db, userId);
      await this.end(request, reply);
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now + config.sessionAbsoluteMs),
        userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_MAX).replaceAll("\u0000", "") || null,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
      });
    },

    /** The stored hash of the session the request came with, or null when it has none. */
    currentTokenHash(request: FastifyRequest): string | null {
      const token = request.cookies[SESSION_COOKIE];
      return token ? hashToken(token) : null;
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSessionByHash(db, hashToken(token));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },

    /** The active user of a live session, or null. Expired sessions are removed on sight. */
    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const now = new Date();
      const idleCutoff = new Date(now.getTime() - config.sessionIdleMs);
      const [row] = await findLiveSession.execute({
        tokenHash,
        now: now.toISOString(),
        idleCutoff: idleCutoff.toISOString(),
      });
      if (!row?.user.isActive) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
        await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.user.id));
      }
      return row.user;
    },

    /** Removes sessions past their absolute or idle expiry. */
    purgeExpired() {
      const now = new Date();
      return db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, now),
            lt(sessions.lastSeenAt, new Date(now.getTime() - config.sessionIdleMs)),
          ),
        );
    },
  };
}
