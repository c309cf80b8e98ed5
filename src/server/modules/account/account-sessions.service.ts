import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AccountSession } from "../../../shared/contracts/account";
import type { DbExecutor } from "../../db/client";
import { sessions } from "../../db/schema";
import { notFound } from "../../http/app-error";
import { endMemberSessions } from "../../http/session-ending";

/** A member has at most this many live sessions listed (the oldest beyond it are not shown). */
const SESSIONS_LISTED = 100;

/** The member's live sessions, the current one first, then the most recently used. */
export async function listSessions(
  db: DbExecutor,
  userId: number,
  currentHash: string | null,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(
      desc(sql`${sessions.tokenHash} = ${currentHash ?? ""}`),
      desc(sessions.lastSeenAt),
      asc(sessions.id),
    )
    .limit(SESSIONS_LISTED);
  return rows.map(({ tokenHash, ...row }) => ({ ...row, current: tokenHash === currentHash }));
}

/** Ends one of the member's own sessions; another member's (or an unknown) id is 404. */
export async function endSession(db: DbExecutor, userId: number, sessionId: number) {
  const ended = await endMemberSessions(db, userId, { onlySessionId: sessionId });
  if (ended === 0) throw notFound("No such session.");
}

/** Ends every session of the member except `keepHash` (all of them when it is null). Returns how many. */
export async function endOtherSessions(db: DbExecutor, userId: number, keepHash: string | null) {
  return endMemberSessions(db, userId, { keepTokenHash: keepHash });
}
