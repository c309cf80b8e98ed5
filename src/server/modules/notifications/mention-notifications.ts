import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { postMentions, posts } from "../../db/schema";
import { createNotification, type NotificationOutbox } from "./create-notification";
import { excerpt } from "./notification-text";

/**
 * Notifies the members a published post mentions who have not been told yet: at once for a post
 * published on creation, or when a moderator publishes a post that waited for review. A member who
 * blocked the author (or was blocked) since is skipped; `post_mentions.notified_at` records who was
 * told, so publishing again never notifies twice. A member's unread mentions by one author fold into
 * one notification ("Sofia mentioned you in 3 posts"), linking to the newest post.
 */
export async function announceMentions(tx: DbExecutor, outbox: NotificationOutbox, postId: number) {
  const untold = await tx
    .select({ recipientId: postMentions.userId, authorId: posts.userId, content: posts.content })
    .from(postMentions)
    .innerJoin(posts, eq(posts.id, postMentions.postId))
    .where(
      and(
        eq(postMentions.postId, postId),
        eq(posts.isPublished, true),
        isNull(postMentions.notifiedAt),
        sql`not ${blockedEitherWay(sql`${posts.userId}`, sql`${postMentions.userId}`)}`,
      ),
    );
  if (untold.length === 0) return;
  await tx
    .update(postMentions)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(postMentions.postId, postId),
        inArray(
          postMentions.userId,
          untold.map(({ recipientId }) => recipientId),
        ),
      ),
    );
  for (const { recipientId, authorId, content } of untold) {
    await createNotification(tx, outbox, {
      recipientId,
      type: "mention",
      actorId: authorId,
      // Folded per author: the subject of a mention notification is the member who mentioned.
      subjectId: authorId,
      link: `/feed#post-${postId}`,
      data: { excerpt: excerpt(content) },
    });
  }
}
