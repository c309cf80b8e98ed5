import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { MessageType } from "../../../shared/contracts/messages";
import type { Database } from "../../db/client";
import { areConnected } from "../../db/connected-members";
import { decodeCursor, splitPage } from "../../db/keyset-cursor";
import { memberSummaryColumns } from "../../db/member-summary";
import { messages, users } from "../../db/schema";
import { notFound } from "../../http/app-error";
import { markSubjectRead } from "../notifications/notifications.service";
import { RECIPIENT_NOT_FOUND } from "./messages.service";

/** What a conversation list shows in place of a message a moderator hid. */
export const HIDDEN_MESSAGE_TEXT = "This message was removed by a moderator.";

const asType = (value: string): MessageType =>
  value === "opportunity" || value === "partnership" ? value : "other";

/**
 * GET /api/messages/conversations: one row per member the signed-in member has exchanged messages
 * with, newest conversation first. The last message of each pair is found among the member's own
 * messages only (the sender and recipient indexes), then one page of pairs is joined to the members
 * and their unread counts (the partial unread index).
 */
export async function listConversations(
  db: Database,
  memberId: number,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = page.cursor ? decodeCursor(page.cursor, "id") : null;
  const cursor = after ? sql`where last_id < ${after.id}` : sql``;
  const result = await db.execute(sql`
      select partner_id as "partnerId", last_id as "lastId" from (
        select distinct on (partner_id) partner_id, id as last_id from (
          select case when ${messages.senderId} = ${memberId} then ${messages.recipientId} else ${messages.senderId} end as partner_id, ${messages.id} as id
          from ${messages}
          where ${messages.senderId} = ${memberId} or ${messages.recipientId} = ${memberId}
        ) mine
        order by partner_id, id desc
      ) last ${cursor}
      order by last_id desc
      limit ${page.limit + 1}`);
  const lastIds = (result as unknown as { rows: { partnerId: number; lastId: number }[] }).rows;
  const found =
    lastIds.length === 0
      ? []
      : await db
          .select({
            lastId: messages.id,
            content: messages.content,
            createdAt: messages.createdAt,
            senderId: messages.senderId,
            hiddenAt: messages.hiddenAt,
            member: memberSummaryColumns,
          })
          .from(messages)
          .innerJoin(
            users,
            eq(
              users.id,
              sql`case when ${messages.senderId} = ${memberId} then ${messages.recipientId} else ${messages.senderId} end`,
            ),
          )
          .where(
            inArray(
              messages.id,
              lastIds.map((row) => Number(row.lastId)),
            ),
          );
  const byId = new Map(found.map((row) => [row.lastId, row]));
  const rows = lastIds.flatMap((row) => byId.get(Number(row.lastId)) ?? []);
  const { page: pageRows, nextCursor } = splitPage(rows, page.limit, (row) => ({
    kind: "id",
    id: row.lastId,
  }));
  const partnerIds = pageRows.map((row) => row.member.id);
  const unread =
    partnerIds.length === 0
      ? []
      : await db
          .select({ senderId: messages.senderId, count: sql<number>`count(*)::int` })
          .from(messages)
          .where(
            and(
              eq(messages.recipientId, memberId),
              isNull(messages.readAt),
              inArray(messages.senderId, partnerIds),
            ),
          )
          .groupBy(messages.senderId);
  const unreadBySender = new Map(unread.map((row) => [row.senderId, row.count]));
  return {
    conversations: pageRows.map((row) => ({
      member: row.member,
      lastMessage: {
        id: row.lastId,
        content: row.hiddenAt !== null && row.senderId !== memberId ? HIDDEN_MESSAGE_TEXT : row.content,
        createdAt: row.createdAt,
        fromMe: row.senderId === memberId,
      },
      unreadCount: unreadBySender.get(row.member.id) ?? 0,
    })),
    nextCursor,
  };
}

async function findMember(db: Database, memberId: number) {
  const [member] = await db
    .select(memberSummaryColumns)
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.isActive, true)))
    .limit(1);
  if (!member) throw notFound(RECIPIENT_NOT_FOUND);
  return member;
}

/** GET /api/messages/conversations/{memberId}: the two members' messages, newest first (the pair index). */
export async function getThread(
  db: Database,
  memberId: number,
  otherId: number,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = page.cursor ? decodeCursor(page.cursor, "id") : null;
  if (otherId === memberId) throw notFound(RECIPIENT_NOT_FOUND);
  const member = await findMember(db, otherId);
  // A message a moderator hid (issue 27) is no longer shown to its recipient; its sender still sees it.
  const pair = or(
    and(eq(messages.senderId, memberId), eq(messages.recipientId, otherId)),
    and(eq(messages.senderId, otherId), eq(messages.recipientId, memberId), isNull(messages.hiddenAt)),
  );
  const [rows, canSend] = await Promise.all([
    db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        content: messages.content,
        type: messages.type,
        createdAt: messages.createdAt,
        readAt: messages.readAt,
      })
      .from(messages)
      .where(after ? and(pair, lt(messages.id, after.id)) : pair)
      .orderBy(desc(messages.id))
      .limit(page.limit + 1),
    areConnected(db, memberId, otherId),
  ]);
  const { page: pageRows, nextCursor } = splitPage(rows, page.limit, (row) => ({ kind: "id", id: row.id }));
  return {
    member,
    canSend,
    messages: pageRows.map((row) => ({
      id: row.id,
      senderId: row.senderId,
      content: row.content,
      type: asType(row.type),
      createdAt: row.createdAt,
      read: row.readAt !== null,
    })),
    nextCursor,
  };
}

/** POST /api/messages/conversations/{memberId}/read: the other member's messages and their notification. */
export async function markThreadRead(db: Database, memberId: number, otherId: number) {
  await findMember(db, otherId);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(eq(messages.recipientId, memberId), eq(messages.senderId, otherId), isNull(messages.readAt)))
      .returning({ id: messages.id });
    await markSubjectRead(tx, memberId, "message", otherId);
    return { read: updated.length };
  });
}
