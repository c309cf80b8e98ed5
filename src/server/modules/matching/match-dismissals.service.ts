import { and, asc, eq, or, sql } from "drizzle-orm";
import {
  CANNOT_DISMISS_SELF,
  type MatchDismissalReason,
  MEMBER_NOT_FOUND,
} from "../../../shared/contracts/matching";
import type { Database, DbExecutor } from "../../db/client";
import { matchDismissals, users } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";

/**
 * POST /api/matches/{memberId}/dismiss: the member leaves every suggestion list of the viewer at once
 * (the candidate query skips them); a second dismissal keeps the first date and takes the new reason.
 */
export async function dismissMatch(
  db: Database,
  viewerId: number,
  memberId: number,
  reason: MatchDismissalReason | undefined,
) {
  if (memberId === viewerId) throw badRequest(CANNOT_DISMISS_SELF);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.isActive, true)))
    .limit(1);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  const [row] = await db
    .insert(matchDismissals)
    .values({ memberId: viewerId, dismissedId: memberId, reason: reason ?? null })
    .onConflictDoUpdate({
      target: [matchDismissals.memberId, matchDismissals.dismissedId],
      set: { reason: sql`excluded.reason` },
    })
    .returning();
  if (!row) throw new Error("the dismissal was not stored");
  return {
    memberId: row.dismissedId,
    reason: row.reason as MatchDismissalReason | null,
    dismissedAt: row.dismissedAt,
  };
}

/** DELETE /api/matches/{memberId}/dismiss: the member may be suggested again (nothing to undo is fine). */
export async function undoMatchDismissal(db: Database, viewerId: number, memberId: number) {
  await db
    .delete(matchDismissals)
    .where(and(eq(matchDismissals.memberId, viewerId), eq(matchDismissals.dismissedId, memberId)));
}

/** The member's dismissals for their data export. */
export async function exportMatchDismissals(db: DbExecutor, userId: number) {
  return db
    .select({
      memberId: matchDismissals.dismissedId,
      reason: matchDismissals.reason,
      dismissedAt: matchDismissals.dismissedAt,
    })
    .from(matchDismissals)
    .where(eq(matchDismissals.memberId, userId))
    .orderBy(asc(matchDismissals.dismissedAt));
}

/** Account deletion: the member's dismissals, and others' dismissals of them, go. */
export async function deleteMatchDismissals(db: DbExecutor, userId: number) {
  await db
    .delete(matchDismissals)
    .where(or(eq(matchDismissals.memberId, userId), eq(matchDismissals.dismissedId, userId)));
}
