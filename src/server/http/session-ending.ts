import { and, eq, ne } from "drizzle-orm";
import type { DbExecutor } from "../db/client";
import { sessions } from "../db/schema";
import { publishSessionsEnded } from "../modules/notifications/live-channel";

/**
 * The one way to end a member's sessions AND their live event streams: deletes the sessions (all of
 * them, or all but `keepTokenHash`, or only `onlySessionId`) and, when the caller's transaction
 * commits, every app process closes the streams those sessions opened (docs/security.md, M1).
 * Pass the transaction that makes the change (password change, suspension, deletion) so both land
 * together. Returns how many sessions ended.
 */
export async function endMemberSessions(
  db: DbExecutor,
  memberId: number,
  options: { keepTokenHash?: string | null; onlySessionId?: number } = {},
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, memberId),
        options.keepTokenHash ? ne(sessions.tokenHash, options.keepTokenHash) : undefined,
        options.onlySessionId === undefined ? undefined : eq(sessions.id, options.onlySessionId),
      ),
    )
    .returning({ id: sessions.id });
  // Signalled even when no row went: a stream may outlive a session the expiry sweep removed.
  await publishSessionsEnded(db, memberId);
  return ended.length;
}

/** Ends the one session whose token hash is given (sign-out) and closes the streams it opened. */
export async function endSessionByHash(db: DbExecutor, tokenHash: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  for (const { userId } of ended) await publishSessionsEnded(db, userId);
}
