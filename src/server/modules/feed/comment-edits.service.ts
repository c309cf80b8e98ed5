import { and, desc, eq } from "drizzle-orm";
import type { CreateCommentRequest } from "../../../shared/contracts/feed";
import type { Database } from "../../db/client";
import { assertNotBlocked } from "../../db/member-blocks";
import { commentVersions, postComments, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { holdForReview, screenWords } from "../moderation/watched-words.service";
import { COMMENT_NOT_FOUND, commentColumns, toComment } from "./feed-comments.service";
import { requireVisiblePost } from "./feed-query";

export const EDIT_OWN_COMMENTS_ONLY = "You can only edit your own comments.";

/**
 * A comment as a reader may reach it: under a visible post, by an active member, and not hidden by
 * a moderator (or held for review) unless the reader wrote it; anything else is a 404.
 */
async function requireReachableComment(
  db: Pick<Database, "select">,
  postId: number,
  commentId: number,
  readerId: number | null,
) {
  const post = await requireVisiblePost(db, postId);
  const [row] = await db
    .select({
      id: postComments.id,
      userId: postComments.userId,
      content: postComments.content,
      hiddenAt: postComments.hiddenAt,
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, post.id), eq(users.isActive, true)))
    .limit(1);
  if (!row || (row.hiddenAt !== null && row.userId !== readerId)) throw notFound(COMMENT_NOT_FOUND);
  return { ...row, postAuthorId: post.userId };
}

async function readComment(db: Database, commentId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(eq(postComments.id, commentId));
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return toComment(row, new Date());
}

/**
 * PATCH /api/feed/{id}/comments/{commentId}: the author's new text, as a post's edit does (see
 * editPost): the text before goes to comment_versions, the comment is marked edited; a watched word
 * holds it for review as it would a new comment, a blocked one refuses it. Nobody else may edit it,
 * not even an administrator (who may delete it). The same text again changes nothing.
 */
export async function editComment(
  db: Database,
  author: SessionUser,
  postId: number,
  commentId: number,
  input: CreateCommentRequest,
) {
  const comment = await requireReachableComment(db, postId, commentId, author.id);
  if (comment.userId !== author.id) throw forbidden(EDIT_OWN_COMMENTS_ONLY);
  await assertNotBlocked(db, author.id, comment.postAuthorId);
  const content = input.content;
  if (content === comment.content) return readComment(db, comment.id);
  const held = (await screenWords(db, [content])) === "hold";
  const heldNow = await db.transaction(async (tx) => {
    // Read again under a row lock: two edits at once each keep the text the other replaced.
    const [current] = await tx
      .select({
        content: postComments.content,
        createdAt: postComments.createdAt,
        editedAt: postComments.editedAt,
        hiddenAt: postComments.hiddenAt,
      })
      .from(postComments)
      .where(eq(postComments.id, comment.id))
      .for("update");
    if (!current) throw notFound(COMMENT_NOT_FOUND);
    await tx.insert(commentVersions).values({
      commentId: comment.id,
      content: current.content,
      editedAt: current.editedAt ?? current.createdAt,
    });
    await tx
      .update(postComments)
      .set({ content, editedAt: new Date() })
      .where(eq(postComments.id, comment.id));
    // Hidden already (held, or by a moderator): it stays so, and a moderator's hide is not turned into a hold.
    if (!held || current.hiddenAt !== null) return false;
    await holdForReview(tx, {
      type: "comment",
      id: comment.id,
      authorId: author.id,
      excerpt: content,
      link: `/feed#post-${postId}`,
    });
    return true;
  });
  const edited = await readComment(db, comment.id);
  return heldNow ? { ...edited, heldForReview: true as const } : edited;
}

/**
 * GET /api/feed/{id}/comments/{commentId}/history: the comment's earlier versions, newest first;
 * whoever may see the comment may see them (its author also while it is hidden).
 */
export async function readCommentHistory(
  db: Database,
  readerId: number | null,
  postId: number,
  commentId: number,
) {
  const comment = await requireReachableComment(db, postId, commentId, readerId);
  const versions = await db
    .select({ content: commentVersions.content, editedAt: commentVersions.editedAt })
    .from(commentVersions)
    .where(eq(commentVersions.commentId, comment.id))
    .orderBy(desc(commentVersions.editedAt), desc(commentVersions.id));
  return { versions };
}
