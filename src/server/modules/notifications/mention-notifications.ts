import { and, eq, notExists, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { notifications, postMentions, posts } from "../../db/schema";
import { createNotification, type NotificationOutbox } from "./create-notification";
import { excerpt } from "./notification-text";

/**
 * Notifies the members a published post mentions who have not been told yet: at once for a post
 * published on creation, or when an admin publishes a post that waited for moderation. A member who
 * blocked the author (or was blocked) since is skipped; publishing again never notifies twice.
 */
export async function announceMentions(tx: DbExecutor, outbox: NotificationOutbox, postId: number) {
  const alreadyTold = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, postMentions.userId),
        eq(notifications.type, "mention"),
        eq(notifications.subjectId, postId),
      ),
    );
  const untold = await tx
    .select({ recipientId: postMentions.userId, authorId: posts.userId, content: posts.content })
    .from(postMentions)
    .innerJoin(posts, eq(posts.id, postMentions.postId))
    .where(
      and(
        eq(postMentions.postId, postId),
        eq(posts.isPublished, true),
        notExists(alreadyTold),
        sql`not ${blockedEitherWay(sql`${posts.userId}`, sql`${postMentions.userId}`)}`,
      ),
    );
  for (const { recipientId, authorId, content } of untold) {
    await createNotification(tx, outbox, {
      recipientId,
      type: "mention",
      actorId: authorId,
      subjectId: postId,
      link: `/feed#post-${postId}`,
      data: { excerpt: excerpt(content) },
    });
  }
}
