import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, DbExecutor } from "../../db/client";
import { assertNotBlocked } from "../../db/member-blocks";
import { postBookmarks, postLikes, postReports, postShares, posts } from "../../db/schema";
import { conflict, forbidden } from "../../http/app-error";
import type { Outbox } from "../../jobs/outbox";
import { createReport } from "../moderation/reports.service";
import { createNotification } from "../notifications/create-notification";
import { requireVisiblePost } from "./feed-query";

/**
 * Likes a post once per member. The (post, member) key decides: a second like, a double click or a
 * concurrent request inserts nothing (the loser waits for the winner's commit), and the counter
 * moves only in the transaction whose row went in.
 */
export async function likePost(db: Database, outbox: Outbox, userId: number, postId: number) {
  return db.transaction(async (tx) => {
    const post = await requireVisiblePost(tx, postId);
    await assertNotBlocked(tx, userId, post.userId);
    const inserted = await tx
      .insert(postLikes)
      .values({ postId, userId })
      .onConflictDoNothing()
      .returning({ postId: postLikes.postId });
    const likes = await adjustLikes(tx, postId, inserted.length);
    if (inserted.length > 0) {
      await createNotification(tx, outbox, {
        recipientId: post.userId,
        type: "post_like",
        actorId: userId,
        subjectId: postId,
        link: `/feed#post-${postId}`,
      });
    }
    return { id: postId, likes, likedByMe: true };
  });
}

/** Removes the member's like; removing one that is not there changes nothing. */
export async function unlikePost(db: Database, userId: number, postId: number) {
  return db.transaction(async (tx) => {
    await requireVisiblePost(tx, postId);
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
      .returning({ postId: postLikes.postId });
    const likes = await adjustLikes(tx, postId, -removed.length);
    return { id: postId, likes, likedByMe: false };
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function adjustLikes(tx: Transaction, postId: number, delta: number): Promise<number> {
  if (delta === 0) {
    const [row] = await tx.select({ likes: posts.likes }).from(posts).where(eq(posts.id, postId));
    return row?.likes ?? 0;
  }
  const [row] = await tx
    .update(posts)
    .set({ likes: sql`greatest(${posts.likes} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ likes: posts.likes });
  return row?.likes ?? 0;
}

export async function bookmarkPost(db: Database, userId: number, postId: number) {
  await requireVisiblePost(db, postId);
  await db.insert(postBookmarks).values({ postId, userId }).onConflictDoNothing();
  return { id: postId, bookmarkedByMe: true };
}

export async function unbookmarkPost(db: Database, userId: number, postId: number) {
  await requireVisiblePost(db, postId);
  await db
    .delete(postBookmarks)
    .where(and(eq(postBookmarks.postId, postId), eq(postBookmarks.userId, userId)));
  return { id: postId, bookmarkedByMe: false };
}

/**
 * A share adds one, counted at most once per client per day (L4: any visitor could add 30 a minute);
 * a repeated share answers the count unchanged. Since issue 32 the client calls it for a post sent to
 * a connection (a repost counts itself); copies to the clipboard and other outside shares are not counted.
 */
export async function sharePost(db: Database, postId: number, clientKey: string) {
  await requireVisiblePost(db, postId);
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(postShares)
      .values({ postId, clientKey, sharedOn: sql`current_date` })
      .onConflictDoNothing()
      .returning({ postId: postShares.postId });
    const [row] =
      first.length > 0
        ? await tx
            .update(posts)
            .set({ shares: sql`${posts.shares} + 1` })
            .where(eq(posts.id, postId))
            .returning({ shares: posts.shares })
        : await tx.select({ shares: posts.shares }).from(posts).where(eq(posts.id, postId));
    return { id: postId, shares: row?.shares ?? 0 };
  });
}

/** One more (or one fewer) repost of a post: its share count (issue 32, 7). */
export async function adjustShares(tx: DbExecutor, postId: number, delta: number) {
  await tx
    .update(posts)
    .set({ shares: sql`greatest(${posts.shares} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

export const ALREADY_REPORTED = "You have already reported this post.";

/** A member reports a post once; the second report is a 409; reporting one's own post is a 403. */
export async function reportPost(db: Database, userId: number, postId: number, reason: string | undefined) {
  const post = await requireVisiblePost(db, postId);
  if (post.userId === userId) throw forbidden("You cannot report your own post.");
  const inserted = await db
    .insert(postReports)
    .values({ postId, userId, reason: reason || null })
    .onConflictDoNothing()
    .returning({ postId: postReports.postId });
  if (inserted.length === 0) throw conflict(ALREADY_REPORTED);
  // The one moderation queue (issue 27): the old route's report lands there too.
  await createReport(db, userId, {
    targetType: "post",
    targetId: postId,
    category: "other",
    note: reason || null,
  });
  return { message: "Thanks for letting us know. An administrator will review this post." };
}

/** Reports per post, for the admin posts list: one grouped query for a whole page of posts. */
export async function countReports(db: Pick<Database, "select">, postIds: number[]) {
  const counts = new Map<number, number>();
  if (postIds.length === 0) return counts;
  const rows = await db
    .select({ postId: postReports.postId, reports: sql<number>`count(*)::int` })
    .from(postReports)
    .where(inArray(postReports.postId, postIds))
    .groupBy(postReports.postId);
  for (const row of rows) counts.set(row.postId, Number(row.reports));
  return counts;
}
