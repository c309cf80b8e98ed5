import { and, eq, or, sql } from "drizzle-orm";
import { type BlockedMember, DELETED_MEMBER_NAME } from "../../../shared/contracts/account";
import { type MemberSummary, memberFullName } from "../../../shared/contracts/members";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, olderThan, splitPage } from "../../db/keyset-cursor";
import { memberSummaryColumns, toMemberSummary } from "../../db/member-summary";
import { connections, memberBlocks, users } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import { endFollowsBetween } from "../follows/follows.service";

export const CANNOT_BLOCK_SELF = "You cannot block yourself.";
export const MEMBER_NOT_FOUND = "Member not found.";
export const NOT_BLOCKED = "You have not blocked this member.";

/**
 * `blockerId` blocks `memberId`: idempotent; any connection or pending request between them ends, so
 * neither stays in the other's network.
 */
export async function blockMember(db: Database, blockerId: number, memberId: number) {
  if (blockerId === memberId) throw badRequest(CANNOT_BLOCK_SELF);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, memberId), sql`${users.deletedAt} is null`));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    await tx.insert(memberBlocks).values({ blockerId, blockedId: memberId }).onConflictDoNothing();
    await tx
      .delete(connections)
      .where(
        or(
          and(eq(connections.userId, blockerId), eq(connections.connectedUserId, memberId)),
          and(eq(connections.userId, memberId), eq(connections.connectedUserId, blockerId)),
        ),
      );
    await endFollowsBetween(tx, blockerId, memberId);
  });
}

/** Lifts a block; 404 when `blockerId` has not blocked `memberId`. */
export async function unblockMember(db: Database, blockerId: number, memberId: number) {
  const removed = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, memberId)))
    .returning({ id: memberBlocks.blockedId });
  if (removed.length === 0) throw notFound(NOT_BLOCKED);
}

export async function hasBlocked(db: Database, blockerId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, memberId)));
  return row !== undefined;
}

/** A blocked member whose account was deleted: named DELETED_MEMBER_NAME, with nothing else about them. */
const deletedMember = (row: MemberSummary): MemberSummary => ({
  id: row.id,
  username: row.username,
  firstName: DELETED_MEMBER_NAME,
  lastName: "",
  jobTitle: null,
  company: null,
  avatar: row.avatar,
});

/** The members `blockerId` has blocked, newest first, keyset-paged on (blocked at, member id). */
export async function listBlockedMembers(
  db: Database,
  blockerId: number,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<{ blocks: BlockedMember[]; nextCursor: string | null }> {
  const after = decodeDateCursor(cursor);
  const rows = await db
    .select({
      ...memberSummaryColumns,
      deletedAt: users.deletedAt,
      blockedAt: memberBlocks.createdAt,
      cursorAt: cursorTimestamp(memberBlocks.createdAt),
    })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(
      and(
        eq(memberBlocks.blockerId, blockerId),
        after ? olderThan(memberBlocks.createdAt, memberBlocks.blockedId, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(memberBlocks.createdAt, memberBlocks.blockedId))
    .limit(limit + 1);
  const { page, nextCursor } = splitPage(rows, limit);
  return {
    blocks: page.map((row) => {
      const member = row.deletedAt ? deletedMember(row) : toMemberSummary(row);
      return { ...member, name: memberFullName(member), blockedAt: row.blockedAt };
    }),
    nextCursor,
  };
}
