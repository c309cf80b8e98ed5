import { and, eq, inArray, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { referrals } from "../../db/schema";

/**
 * Called when a connection between two members is accepted: every pending or accepted referral
 * that introduced them (one is the referee, the other the target, in either order) becomes completed. Runs in the caller's
 * transaction so the connection and the referral outcome are written together.
 */
export async function completeReferralsForConnection(
  tx: DbExecutor,
  memberA: number,
  memberB: number,
): Promise<void> {
  if (memberA === memberB) return;
  await tx
    .update(referrals)
    .set({ status: "completed", completedAt: new Date() })
    .where(
      and(
        eq(referrals.targetType, "user"),
        inArray(referrals.status, ["pending", "accepted"]),
        or(
          and(eq(referrals.refereeId, memberA), eq(referrals.targetId, memberB)),
          and(eq(referrals.refereeId, memberB), eq(referrals.targetId, memberA)),
        ),
      ),
    );
}
