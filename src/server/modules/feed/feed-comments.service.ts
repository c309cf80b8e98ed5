import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FeedPageQuery } from "../../../shared/contracts/feed";
import { formatRelativeTime } from "../../../shared/rules/relative-time";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, splitPage } from "../../db/keyset-cursor";
import { assertNotBlocked } from "../../db/member-blocks";
import { postComments, posts, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { holdForReview, screenWords } from "../moderation/watched-words.service";
import { announceComment } from "../notifications/content-notifications";
import { canDeleteOwnContent } from "./feed-policy";
import { authorColumns, requireVisiblePost, toAuthor } from "./feed-query";

export const COMMENT_NOT_FOUND = "This comment does not exist.";

export const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  editedAt: postComments.editedAt,
  cursorAt: cursorTimestamp(postComments.createdAt),
  ...authorColumns,
};

type CommentRow = {
  id: number;
  postId: number;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
} & Parameters<typeof toAuthor>[0];

export function toComment(row: CommentRow, now: Date) {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    relativeTime: formatRelativeTime(row.createdAt, now),
    author: toAuthor(row),
  };
}

/** GET /api/feed/{id}/comments: a visible post's comments by active members, oldest first, keyset-paged. */
export async function listComments(db: Database, postId: number, query: FeedPageQuery) {
  const after = decodeDateCursor(query.cursor);
  await requireVisiblePost(db, postId);
  const rows = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(
      and(
        eq(postComments.postId, postId),
        eq(users.isActive, true),
        // Hidden by a moderator (issue 27): the post's comment count already left it out.
        isNull(postComments.hiddenAt),
        after
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  const now = new Date();
  return { comments: page.map((row) => toComment(row, now)), nextCursor };
}

/** POST /api/feed/{id}/comments: the comment and the post's count move together in one transaction. */
export async function addComment(
  db: Database,
  outbox: Outbox,
  author: SessionUser,
  postId: number,
  content: string,
) {
  // A blocked word refuses the comment; a held one saves it hidden, waiting in the moderation queue.
  const held = (await screenWords(db, [content])) === "hold";
  const id = await db.transaction(async (tx) => {
    const post = await requireVisiblePost(tx, postId);
    await assertNotBlocked(tx, author.id, post.userId);
    const [row] = await tx
      .insert(postComments)
      .values({ postId, userId: author.id, content })
      .returning({ id: postComments.id });
    await tx
      .update(posts)
      .set({ comments: sql`${posts.comments} + 1` })
      .where(eq(posts.id, postId));
    if (!row) throw new Error("Insert returned no row");
    if (held) {
      // Hidden as a moderator's "hide" does (the count goes back down); nobody is notified yet.
      await holdForReview(tx, {
        type: "comment",
        id: row.id,
        authorId: author.id,
        excerpt: content,
        link: `/feed#post-${postId}`,
      });
      return row.id;
    }
    await announceComment(tx, outbox, row.id);
    return row.id;
  });
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(eq(postComments.id, id));
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return { ...toComment(row, new Date()), ...(held ? { heldForReview: true as const } : {}) };
}

/** DELETE /api/feed/{id}/comments/{commentId}: the comment's author or an administrator. */
export async function deleteComment(db: Database, user: SessionUser, postId: number, commentId: number) {
  return db.transaction(async (tx) => {
    await requireVisiblePost(tx, postId);
    const [comment] = await tx
      .select({ id: postComments.id, userId: postComments.userId })
      .from(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)));
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (!canDeleteOwnContent(user, comment.userId)) throw forbidden("You can only delete your own comments.");
    // Only the request whose delete removed the row lowers the count; a second delete at once is a 404.
    const removed = await tx
      .delete(postComments)
      .where(eq(postComments.id, comment.id))
      .returning({ id: postComments.id });
    if (removed.length === 0) throw notFound(COMMENT_NOT_FOUND);
    await tx
      .update(posts)
      .set({ comments: sql`greatest(${posts.comments} - 1, 0)` })
      .where(eq(posts.id, postId));
    return { message: "Comment deleted." };
  });
}
