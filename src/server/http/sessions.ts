import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { sessions, type UserRow, users } from "../db/schema";

export const SESSION_COOKIE = "netwise_session";
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(db: Database, config: Config) {
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };

  return {
    /** Starts a new session for the user, ending the one the request came with (rotation at sign-in). */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number) {
      await this.end(request, reply);
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now + config.sessionAbsoluteMs),
      });
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
      });
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },

    /** The active user of a live session, or null. Expired sessions are removed on sight. */
    async resolve(token: string | undefined): Promise<UserRow | null> {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const now = new Date();
      const idleCutoff = new Date(now.getTime() - config.sessionIdleMs);
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleCutoff),
          ),
        )
        .limit(1);
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
