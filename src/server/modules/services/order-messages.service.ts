import { and, eq, inArray, isNull } from "drizzle-orm";
import type { OrderMessageQuery } from "../../../shared/contracts/service-orders";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, olderThan, splitPage } from "../../db/keyset-cursor";
import { serviceOrderAttachments, serviceOrderMessages, users } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { orderForViewer } from "./order-page.service";

/** The address a thread's file is read from (the buyer and admins only). */
export const attachmentUrl = (orderId: number, attachmentId: number) =>
  `/api/services/orders/${orderId}/attachments/${attachmentId}`;

const attachmentColumns = {
  id: serviceOrderAttachments.id,
  messageId: serviceOrderAttachments.messageId,
  fileName: serviceOrderAttachments.fileName,
  contentType: serviceOrderAttachments.contentType,
  size: serviceOrderAttachments.size,
};

/** GET /api/services/orders/{id}/messages: the thread, newest first, files batched in one query. */
export async function listOrderMessages(
  db: Database,
  viewer: SessionUser,
  orderId: number,
  query: OrderMessageQuery,
) {
  const after = decodeDateCursor(query.cursor);
  await orderForViewer(db, viewer, orderId);
  const rows = await db
    .select({
      id: serviceOrderMessages.id,
      fromAgency: serviceOrderMessages.fromAgency,
      content: serviceOrderMessages.content,
      createdAt: serviceOrderMessages.createdAt,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      cursorAt: cursorTimestamp(serviceOrderMessages.createdAt),
    })
    .from(serviceOrderMessages)
    .leftJoin(users, eq(users.id, serviceOrderMessages.authorId))
    .where(
      and(
        eq(serviceOrderMessages.orderId, orderId),
        after ? olderThan(serviceOrderMessages.createdAt, serviceOrderMessages.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(serviceOrderMessages.createdAt, serviceOrderMessages.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  const files =
    page.length === 0
      ? []
      : await db
          .select(attachmentColumns)
          .from(serviceOrderAttachments)
          .where(
            inArray(
              serviceOrderAttachments.messageId,
              page.map((row) => row.id),
            ),
          );
  return {
    messages: page.map((row) => ({
      id: row.id,
      fromAgency: row.fromAgency,
      author:
        row.authorId === null
          ? null
          : { id: row.authorId, name: `${row.authorFirstName ?? ""} ${row.authorLastName ?? ""}`.trim() },
      content: row.content,
      createdAt: row.createdAt,
      attachments: files
        .filter((file) => file.messageId === row.id)
        .map(({ messageId: _messageId, ...file }) => ({ ...file, url: attachmentUrl(orderId, file.id) })),
    })),
    nextCursor,
  };
}

/**
 * POST /api/services/orders/{id}/messages: the buyer writes to the agency, or an admin answers as the
 * agency. Files uploaded to this order by the same person, not yet in a message, travel with it.
 */
export async function postOrderMessage(
  db: Database,
  author: SessionUser,
  orderId: number,
  input: { content: string; attachmentIds: number[] },
) {
  const access = await orderForViewer(db, author, orderId);
  const messageId = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(serviceOrderMessages)
      .values({ orderId, authorId: author.id, fromAgency: !access.isBuyer, content: input.content })
      .returning({ id: serviceOrderMessages.id });
    if (!message) throw new Error("Insert returned no message");
    const ids = [...new Set(input.attachmentIds)];
    if (ids.length > 0) {
      const claimed = await tx
        .update(serviceOrderAttachments)
        .set({ messageId: message.id })
        .where(
          and(
            inArray(serviceOrderAttachments.id, ids),
            eq(serviceOrderAttachments.orderId, orderId),
            eq(serviceOrderAttachments.uploaderId, author.id),
            isNull(serviceOrderAttachments.messageId),
          ),
        )
        .returning({ id: serviceOrderAttachments.id });
      if (claimed.length !== ids.length)
        throw badRequest("A file of this message was not uploaded to this order by you, or is already sent.");
    }
    return message.id;
  });
  const { messages } = await listOrderMessages(db, author, orderId, { limit: 1, cursor: undefined });
  const posted = messages.find((message) => message.id === messageId);
  if (!posted) throw notFound("Message not found.");
  return posted;
}

/** A file of the thread, for the buyer or an admin. */
export async function readOrderAttachment(
  db: Database,
  viewer: SessionUser,
  orderId: number,
  attachmentId: number,
) {
  await orderForViewer(db, viewer, orderId);
  const [file] = await db
    .select({
      fileName: serviceOrderAttachments.fileName,
      contentType: serviceOrderAttachments.contentType,
      data: serviceOrderAttachments.data,
    })
    .from(serviceOrderAttachments)
    .where(and(eq(serviceOrderAttachments.id, attachmentId), eq(serviceOrderAttachments.orderId, orderId)))
    .limit(1);
  if (!file) throw notFound("File not found.");
  return file;
}
