import { and, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { PostMention } from "../../../shared/contracts/feed";
import { mentionedUsernames, topicTags } from "../../../shared/rules/mentions-and-tags";
import type { Database, DbExecutor } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { postMentions, postTags, users } from "../../db/schema";
import type { Outbox } from "../../jobs/outbox";
import { announceMentions } from "../notifications/mention-notifications";

type NewPost = { id: number; createdAt: Date; isPublished: boolean };

/**
 * Stores a new post's `#topic` tags and `@username` mentions, in the post's transaction. Only
 * active members who have not blocked the author (nor been blocked by them) count as mentioned,
 * never the author; each is notified once (type `mention`) when the post is published
 * ({@link announceMentions}).
 */
export async function recordMentionsAndTags(
  tx: DbExecutor,
  outbox: Outbox,
  authorId: number,
  post: NewPost,
  content: string,
  alreadyTold: ReadonlySet<number> = new Set(),
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
    .values(
      mentioned.map(({ id }) => ({
        postId: post.id,
        userId: id,
        notifiedAt: alreadyTold.has(id) ? sql`now()` : null,
      })),
    )
    .onConflictDoNothing();
  if (post.isPublished) await announceMentions(tx, outbox, post.id);
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

/**
 * An edited post's `#topic` tags and `@username` mentions, read again from its new text in the
 * edit's transaction: the old ones go, the new ones are stored as for a new post. A member the edit
 * newly mentions is notified once; one still mentioned who was already told is not told again.
 */
export async function rereadMentionsAndTags(
  tx: DbExecutor,
  outbox: Outbox,
  authorId: number,
  post: NewPost,
  content: string,
) {
  await tx.delete(postTags).where(eq(postTags.postId, post.id));
  const told = await tx
    .delete(postMentions)
    .where(eq(postMentions.postId, post.id))
    .returning({ userId: postMentions.userId, notifiedAt: postMentions.notifiedAt });
  const alreadyTold = new Set(told.filter((row) => row.notifiedAt !== null).map((row) => row.userId));
  await recordMentionsAndTags(tx, outbox, authorId, post, content, alreadyTold);
}
