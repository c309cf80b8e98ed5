import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { businesses, businessReviews, postComments, posts } from "../../db/schema";
import { createNotification, type NotificationOutbox } from "./create-notification";
import { excerpt } from "./notification-text";

/**
 * Tells a post's author about a new comment: when it is written, or, for a comment a watched word
 * held, when a moderator approves it (nobody is told while it waits).
 */
export async function announceComment(tx: DbExecutor, outbox: NotificationOutbox, commentId: number) {
  const [row] = await tx
    .select({
      authorId: postComments.userId,
      content: postComments.content,
      postId: posts.id,
      postAuthorId: posts.userId,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(eq(postComments.id, commentId));
  if (!row) return;
  await createNotification(tx, outbox, {
    recipientId: row.postAuthorId,
    type: "post_comment",
    actorId: row.authorId,
    subjectId: row.postId,
    link: `/feed#post-${row.postId}`,
    data: { excerpt: excerpt(row.content) },
  });
}

/** Tells a business's owner about a new review: when written, or when a moderator approves a held one. */
export async function announceReview(tx: DbExecutor, outbox: NotificationOutbox, reviewId: number) {
  const [row] = await tx
    .select({
      authorId: businessReviews.userId,
      rating: businessReviews.rating,
      businessId: businesses.id,
      ownerId: businesses.ownerId,
      name: businesses.name,
      slug: businesses.slug,
    })
    .from(businessReviews)
    .innerJoin(businesses, eq(businesses.id, businessReviews.businessId))
    .where(eq(businessReviews.id, reviewId));
  if (!row) return;
  await createNotification(tx, outbox, {
    recipientId: row.ownerId,
    type: "business_review",
    actorId: row.authorId,
    subjectId: row.businessId,
    link: `/business/${row.slug}`,
    data: { businessName: row.name, rating: row.rating },
  });
}
