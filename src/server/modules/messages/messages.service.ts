import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type MemberSummary, memberFullName } from "../../../shared/contracts/members";
import { type MessageType, NOT_A_CONNECTION } from "../../../shared/contracts/messages";
import { formatRelativeTime } from "../../../shared/rules/relative-time";
import type { Database } from "../../db/client";
import { areConnected } from "../../db/connected-members";
import { cursorTimestamp, decodeDateCursor, olderThan, splitPage } from "../../db/keyset-cursor";
import { assertNotBlocked } from "../../db/member-blocks";
import { memberSummaryColumns } from "../../db/member-summary";
import { messages, users } from "../../db/schema";
import { badRequest, forbidden, notFound } from "../../http/app-error";
import type { Outbox } from "../../jobs/outbox";
import { createNotification } from "../notifications/create-notification";
import { excerpt } from "../notifications/notification-text";

export const MESSAGE_NOT_FOUND = "Message not found.";
export const CANNOT_MESSAGE_YOURSELF = "You cannot send a message to yourself.";
export const RECIPIENT_NOT_FOUND = "That member could not be found.";

const asType = (value: string): MessageType =>
  value === "opportunity" || value === "partnership" ? value : "other";

const messageColumns = {
  id: messages.id,
  content: messages.content,
  type: messages.type,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  cursorAt: cursorTimestamp(messages.createdAt),
  sender: memberSummaryColumns,
};

type MessageQueryRow = {
  id: number;
  content: string;
  type: string;
  createdAt: Date;
  readAt: Date | null;
  sender: MemberSummary;
};

function toMessage(row: MessageQueryRow, now: Date) {
  return {
    id: row.id,
    sender: { ...row.sender, name: memberFullName(row.sender) },
    content: row.content,
    relativeTime: formatRelativeTime(row.createdAt, now),
    createdAt: row.createdAt,
    type: asType(row.type),
    unread: row.readAt === null,
  };
}

/** Messages to the member, newest first, by the (recipient, created_at, id) index. */
export async function listMessages(
  db: Database,
  recipientId: number,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = decodeDateCursor(page.cursor);
  const conditions = [
    eq(messages.recipientId, recipientId),
    isNull(messages.hiddenAt),
    after ? olderThan(messages.createdAt, messages.id, after) : undefined,
  ];
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit + 1);

  const now = new Date();
  const { page: pageRows, nextCursor } = splitPage(rows, page.limit);
  return { messages: pageRows.map((row) => toMessage(row, now)), nextCursor };
}

export async function sendMessage(
  db: Database,
  outbox: Outbox,
  senderId: number,
  input: { recipientId: number; content: string; type: MessageType },
) {
  if (input.recipientId === senderId) throw badRequest(CANNOT_MESSAGE_YOURSELF);
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.recipientId), eq(users.isActive, true)))
    .limit(1);
  if (!recipient) throw notFound(RECIPIENT_NOT_FOUND);
  await assertNotBlocked(db, senderId, input.recipientId);
  if (!(await areConnected(db, senderId, input.recipientId))) throw forbidden(NOT_A_CONNECTION);

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ senderId, recipientId: input.recipientId, content: input.content, type: input.type })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    await createNotification(tx, outbox, {
      recipientId: input.recipientId,
      type: "message",
      actorId: senderId,
      subjectId: senderId,
      link: `/messages/${senderId}`,
      data: { excerpt: excerpt(input.content) },
    });
    return inserted;
  });
  return {
    id: row.id,
    recipientId: row.recipientId,
    content: row.content,
    type: asType(row.type),
    createdAt: row.createdAt,
  };
}

/** Marks a message to the member as read (the first reading time is kept); others' messages are 404. */
export async function markMessageRead(db: Database, recipientId: number, messageId: number) {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.id, messageId), eq(messages.recipientId, recipientId), isNull(messages.readAt)));
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.id, messageId), eq(messages.recipientId, recipientId)))
    .limit(1);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toMessage(row, new Date());
}
