import { and, eq, inArray, isNull, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { PostMention } from "../../../shared/contracts/feed";
import { mentionedUsernames, topicTags } from "../../../shared/rules/mentions-and-tags";
import type { Database, DbExecutor } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { notifications, postMentions, posts, postTags, users } from "../../db/schema";
import { createNotification } from "../notifications/create-notification";
import { excerpt } from "../notifications/notification-text";

type NewPost = { id: number; createdAt: Date; isPublished: boolean };

/**
 * Stores a new post's `#topic` tags and `@username` mentions, in the post's transaction. Only
 * active members who have not blocked the author (nor been blocked by them) count as mentioned,
 * never the author; each is notified once (type `mention`) when the post is published
 * ({@link announceMentions}).
 */
export async function recordMentionsAndTags(
  tx: DbExecutor,
  authorId: number,
  post: NewPost,
  content: string,
) {
  const tags = topicTags(content);
  if (tags.length > 0) {
    await tx
      .insert(postTags)
      .values(tags.map((tag) => ({ postId: post.id, tag, createdAt: post.createdAt })))
      .onConflictDoNothing();
  }
  const usernames = mentionedUsernames(content);
  if (usernames.length === 0) return;
  const mentioned = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.username, usernames),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        ne(users.id, authorId),
        sql`not ${blockedEitherWay(authorId, sql`${users.id}`)}`,
      ),
    );
  if (mentioned.length === 0) return;
  await tx
    .insert(postMentions)
    .values(mentioned.map(({ id }) => ({ postId: post.id, userId: id })))
    .onConflictDoNothing();
  if (post.isPublished) await announceMentions(tx, post.id);
}

/**
 * Notifies the members a published post mentions who have not been told yet: at once for a post
 * published on creation, or when an admin publishes a post that waited for moderation. A member who
 * blocked the author (or was blocked) since is skipped; publishing again never notifies twice.
 */
export async function announceMentions(tx: DbExecutor, postId: number) {
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
    await createNotification(tx, {
      recipientId,
      type: "mention",
      actorId: authorId,
      subjectId: postId,
      link: `/feed#post-${postId}`,
      data: { excerpt: excerpt(content) },
    });
  }
}

const mentionStatements = preparedPerDatabase((db) => {
  const mentionsOf = (reader: SQL | null) =>
    db
      .select({
        postId: postMentions.postId,
        userId: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(postMentions)
      .innerJoin(users, eq(users.id, postMentions.userId))
      .where(
        and(
          sql`${postMentions.postId} = any(${sql.placeholder("postIds")}::int[])`,
          eq(users.isActive, true),
          isNull(users.deletedAt),
          reader === null ? undefined : sql`not ${blockedEitherWay(reader, sql`${users.id}`)}`,
        ),
      );
  return {
    forVisitor: mentionsOf(null).prepare("post_mentions_of_posts_visitor"),
    forReader: mentionsOf(sql`${sql.placeholder("readerId")}::int`).prepare("post_mentions_of_posts_reader"),
  };
});

/**
 * The members a page of posts mentions, in one query for the whole page (the post_mentions primary
 * key, then users by primary key): only members still active, and for a reader none of those they
 * blocked or who blocked them, so every mention answered is a profile the reader can open.
 */
export async function mentionsOfPosts(db: Database, postIds: number[], readerId: number | null) {
  const byPost = new Map<number, PostMention[]>();
  if (postIds.length === 0) return byPost;
  const statements = mentionStatements(db);
  const rows =
    readerId === null
      ? await statements.forVisitor.execute({ postIds })
      : await statements.forReader.execute({ postIds, readerId });
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push({
      userId: row.userId,
      username: row.username,
      name: `${row.firstName} ${row.lastName}`.trim(),
    });
    byPost.set(row.postId, list);
  }
  return byPost;
}
