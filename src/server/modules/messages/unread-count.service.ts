import { and, count, eq, isNull } from "drizzle-orm";
import type { MessageUnreadCount } from "../../../shared/contracts/messages";
import type { Database } from "../../db/client";
import { messages } from "../../db/schema";

/** How many messages to the member are unread: one count on the partial index of unread messages. */
export async function countUnreadMessages(db: Database, memberId: number): Promise<MessageUnreadCount> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, memberId), isNull(messages.readAt)));
  return { unreadCount: row?.n ?? 0 };
}
