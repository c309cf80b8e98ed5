import { and, eq, isNull, sql } from "drizzle-orm";
import type { NotificationType } from "../../../shared/contracts/notifications";
import type { DbExecutor } from "../../db/client";
import { isBlockedEitherWay } from "../../db/member-blocks";
import { type NotificationData, notifications } from "../../db/schema";
import { publishNotification } from "./live-channel";
import { mailNotification, type NotificationOutbox } from "./notification-mail";

export type NewNotification = {
  recipientId: number;
  type: NotificationType;
  /** The member whose action it reports; null when nobody in particular (an order's status). */
  actorId: number | null;
  subjectId: number;
  link: string;
  data?: NotificationData;
};

/** What createNotification needs of the app's outbox (jobs/outbox.ts). */
export type { NotificationOutbox };

/**
 * Types whose unread notifications about one subject fold into one: one post's likes, one member's
 * messages, one member's mentions.
 */
const FOLDED_TYPES: readonly NotificationType[] = ["post_like", "message", "mention"];

/**
 * Records a notification in the caller's transaction and announces it to the live streams when
 * (and only if) that transaction commits. Nothing is made for a member's own action.
 */
export async function createNotification(
  tx: DbExecutor,
  outbox: NotificationOutbox,
  input: NewNotification,
): Promise<number | null> {
  if (input.actorId === input.recipientId) return null;
  // M2: the one place every notification is made enforces blocks, so no route can forget them.
  if (input.actorId !== null && (await isBlockedEitherWay(tx, input.actorId, input.recipientId))) return null;
  let actorCount = 1;
  if (FOLDED_TYPES.includes(input.type)) {
    // One fold at a time per subject, so two likes at once make one row that counts both.
    const key = `notification:${input.type}:${input.recipientId}:${input.subjectId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [folded] = await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.recipientId, input.recipientId),
          eq(notifications.type, input.type),
          eq(notifications.subjectId, input.subjectId),
          isNull(notifications.readAt),
        ),
      )
      .returning({ actorId: notifications.actorId, actorCount: notifications.actorCount });
    // The same member liking again (after an unlike) is not another person.
    const isSameLiker = input.type === "post_like" && folded?.actorId === input.actorId;
    if (folded) actorCount = isSameLiker ? folded.actorCount : folded.actorCount + 1;
  }
  const [row] = await tx
    .insert(notifications)
    .values({
      recipientId: input.recipientId,
      type: input.type,
      actorId: input.actorId,
      actorCount,
      subjectId: input.subjectId,
      data: input.data ?? {},
      link: input.link,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("Notification insert returned no row");
  await publishNotification(tx, input.recipientId, row.id);
  await mailNotification(tx, outbox, { ...input, actorCount, data: input.data ?? {} });
  return row.id;
}
