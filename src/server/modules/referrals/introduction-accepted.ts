import { and, eq, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { connections, messages, users } from "../../db/schema";

/** The first message of the conversation an accepted introduction opens, quoting the sender's note. */
export function introductionMessage(referrerName: string, note: string | null): string {
  return note
    ? `Accepted the introduction. ${referrerName} wrote:\n\n“${note}”`
    : `Accepted the introduction from ${referrerName}.`;
}

/**
 * Accepting an introduction connects the pair (the sender vouched for them): the connection row
 * between the referee and the target, in either direction, becomes accepted, or one is made. Then a
 * conversation opens between them: a first message from the target to the referee quoting the
 * sender's note. Runs in the caller's transaction, with the pair locked as a connection request does.
 */
export async function connectIntroducedPair(
  tx: DbExecutor,
  introduction: { referrerId: number; refereeId: number; targetId: number; message: string | null },
): Promise<void> {
  const { refereeId, targetId } = introduction;
  const low = Math.min(refereeId, targetId);
  const high = Math.max(refereeId, targetId);
  await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
  const [existing] = await tx
    .select({ id: connections.id, status: connections.status })
    .from(connections)
    .where(
      or(
        and(eq(connections.userId, refereeId), eq(connections.connectedUserId, targetId)),
        and(eq(connections.userId, targetId), eq(connections.connectedUserId, refereeId)),
      ),
    )
    .limit(1);
  if (existing) {
    await tx
      .update(connections)
      .set({ status: "accepted", updatedAt: new Date() })
      .where(eq(connections.id, existing.id));
  } else {
    await tx.insert(connections).values({
      userId: refereeId,
      connectedUserId: targetId,
      status: "accepted",
      referralSource: "introduction",
    });
  }
  const [referrer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, introduction.referrerId))
    .limit(1);
  const referrerName = referrer ? `${referrer.firstName} ${referrer.lastName}`.trim() : "A member";
  await tx.insert(messages).values({
    senderId: targetId,
    recipientId: refereeId,
    content: introductionMessage(referrerName, introduction.message),
    type: "partnership",
  });
}
