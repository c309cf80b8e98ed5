import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { SUSPENDED_MESSAGE_PREFIX } from "../../shared/contracts/moderation";
import { forbidden } from "../http/app-error";
import type { DbExecutor } from "./client";
import { memberSuspensions } from "./schema";

/** The member's suspension in force now (not lifted, not over), or null. */
export async function activeSuspension(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({ id: memberSuspensions.id, endsAt: memberSuspensions.endsAt })
    .from(memberSuspensions)
    .where(
      and(
        eq(memberSuspensions.userId, userId),
        isNull(memberSuspensions.liftedAt),
        or(isNull(memberSuspensions.endsAt), gt(memberSuspensions.endsAt, sql`now()`)),
      ),
    )
    .orderBy(desc(sql`coalesce(${memberSuspensions.endsAt}, 'infinity'::timestamptz)`))
    .limit(1);
  return row ?? null;
}

/** "Your account is suspended until 2026-12-01 (UTC)." or "…until a moderator lifts it." */
export function suspensionMessage(endsAt: Date | null): string {
  return endsAt
    ? `${SUSPENDED_MESSAGE_PREFIX} until ${endsAt.toISOString().slice(0, 10)} (${endsAt.toISOString()}).`
    : `${SUSPENDED_MESSAGE_PREFIX} until a moderator lifts it.`;
}

/** 403 with the end date when the member is suspended: every sign-in (password, link, passkey, SSO) passes here. */
export async function assertNotSuspended(db: DbExecutor, userId: number) {
  const suspension = await activeSuspension(db, userId);
  if (suspension) throw forbidden(suspensionMessage(suspension.endsAt));
}
