import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { decodeCursor, splitPage } from "../../db/keyset-cursor";
import { memberSummaryColumns } from "../../db/member-summary";
import { memberFollows, users } from "../../db/schema";

/**
 * GET /api/members/me/followers: the members who follow this one (explicit follows; a connection
 * follows without a row), newest follower id first, keyset paged in the exact order of
 * member_follows_followed_idx (followed_id, state, follower_id).
 */
export async function listFollowers(
  db: Database,
  memberId: number,
  query: { limit: number; cursor?: string | undefined },
) {
  const after = query.cursor ? decodeCursor(query.cursor, "id").id : null;
  const rows = await db
    .select({ ...memberSummaryColumns, followedAt: memberFollows.createdAt })
    .from(memberFollows)
    .innerJoin(users, eq(users.id, memberFollows.followerId))
    .where(
      and(
        eq(memberFollows.followedId, memberId),
        eq(memberFollows.state, "following"),
        eq(users.isActive, true),
        sql`${users.deletedAt} is null`,
        after === null ? undefined : lt(memberFollows.followerId, after),
      ),
    )
    .orderBy(desc(memberFollows.followerId))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({ kind: "id", id: row.id }));
  return { followers: page, nextCursor };
}
