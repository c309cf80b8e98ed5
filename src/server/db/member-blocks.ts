import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { BLOCKED_MESSAGE } from "../../shared/contracts/account";
import { forbidden } from "../http/app-error";
import type { DbExecutor } from "./client";
import { memberBlocks } from "./schema";

/**
 * SQL that is true when `memberId` (a value, or a placeholder of a prepared statement) and the member
 * in `otherId` (a column or value) have blocked each other in either direction: for `not (...)` filters in recommendations, matches, insights and feeds.
 * Both directions are served by an index (the primary key and member_blocks_blocked_id_idx).
 */
export function blockedEitherWay(memberId: number | SQL, otherId: SQL): SQL {
  return sql`exists (select 1 from member_blocks mb
    where (mb.blocker_id = ${memberId} and mb.blocked_id = ${otherId})
       or (mb.blocker_id = ${otherId} and mb.blocked_id = ${memberId}))`;
}

/** True when either member has blocked the other. */
export async function isBlockedEitherWay(db: DbExecutor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** 403 with a clear message when either member has blocked the other (messages, requests, referrals). */
export async function assertNotBlocked(db: DbExecutor, a: number, b: number) {
  if (await isBlockedEitherWay(db, a, b)) throw forbidden(BLOCKED_MESSAGE);
}
