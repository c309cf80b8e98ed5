import { and, desc, eq } from "drizzle-orm";
import type { EditPostRequest } from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { postLinkPreviews, posts, postVersions, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { firstLink } from "../link-previews/first-link";
import type { LinkPreviewRunner } from "../link-previews/link-preview-runner";
import {
  linkPreviewImagesOf,
  removeLinkPreviewImages,
  requestLinkPreview,
} from "../link-previews/link-previews.service";
import { holdForReview, screenWords } from "../moderation/watched-words.service";
import { readCreatedPost } from "./feed.service";
import { POST_NOT_FOUND } from "./feed-query";
import { rereadMentionsAndTags } from "./post-mentions.service";

export const EDIT_OWN_POSTS_ONLY = "You can only edit your own posts.";

/**
 * A post as its author or a reader may reach it: a published post of an active member, or any of
 * the reader's own (pending review included); anything else is a 404, as if it did not exist.
 */
async function requireReachablePost(db: Pick<Database, "select">, postId: number, readerId: number | null) {
  const [row] = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      content: posts.content,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
      isPublished: posts.isPublished,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, postId), eq(users.isActive, true)))
    .limit(1);
  if (!row || (!row.isPublished && row.userId !== readerId)) throw notFound(POST_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/feed/{id}: the author's new text. The text before it goes to post_versions (dated when
 * it was written), the post is marked edited, its topics and mentions are read again (a newly
 * mentioned member is notified once), and its link preview follows its first link. A watched word
 * holds it for review as it would a new post; a blocked one refuses it. Nobody else may edit it, not
 * even an administrator (who may delete it). The same text again changes nothing.
 */
export async function editPost(
  db: Database,
  outbox: Outbox,
  config: Pick<Config, "uploadDir">,
  previews: Pick<LinkPreviewRunner, "schedule">,
  author: SessionUser,
  postId: number,
  input: EditPostRequest,
) {
  const post = await requireReachablePost(db, postId, author.id);
  if (post.userId !== author.id) throw forbidden(EDIT_OWN_POSTS_ONLY);
  const content = input.content;
  if (content === post.content) return readCreatedPost(db, author, post.id, !post.isPublished);
  const held = (await screenWords(db, [content])) === "hold";
  const { link, previewImages } = await db.transaction(async (tx) => {
    // Read again under a row lock: two edits at once each keep the text the other replaced.
    const [current] = await tx
      .select({ content: posts.content, createdAt: posts.createdAt, editedAt: posts.editedAt })
      .from(posts)
      .where(eq(posts.id, post.id))
      .for("update");
    if (!current) throw notFound(POST_NOT_FOUND);
    await tx
      .insert(postVersions)
      .values({ postId: post.id, content: current.content, editedAt: current.editedAt ?? current.createdAt });
    const [updated] = await tx
      .update(posts)
      .set({ content, editedAt: new Date() })
      .where(eq(posts.id, post.id))
      .returning({ id: posts.id, createdAt: posts.createdAt, isPublished: posts.isPublished });
    if (!updated) throw notFound(POST_NOT_FOUND);
    let isPublished = updated.isPublished;
    if (held && isPublished) {
      await holdForReview(tx, {
        type: "post",
        id: post.id,
        authorId: author.id,
        excerpt: content,
        link: `/feed#post-${post.id}`,
      });
      isPublished = false;
    }
    await rereadMentionsAndTags(tx, outbox, author.id, { ...updated, isPublished }, content);
    // A new first link: the old preview (and its picture) goes, the new one is fetched after the answer.
    const [preview] = await tx
      .select({ url: postLinkPreviews.url })
      .from(postLinkPreviews)
      .where(eq(postLinkPreviews.postId, post.id));
    const url = firstLink(content);
    if ((preview?.url ?? null) === url) return { link: null, previewImages: [] };
    const images = await linkPreviewImagesOf(tx, { postIds: [post.id] });
    await tx.delete(postLinkPreviews).where(eq(postLinkPreviews.postId, post.id));
    return { link: await requestLinkPreview(tx, post.id, content), previewImages: images };
  });
  await removeLinkPreviewImages(config, previewImages);
  const [state] = await db
    .select({ isPublished: posts.isPublished })
    .from(posts)
    .where(eq(posts.id, post.id));
  const edited = await readCreatedPost(db, author, post.id, !state?.isPublished);
  if (link) previews.schedule(post.id, link);
  return edited;
}

/**
 * GET /api/feed/{id}/history: the post's earlier versions, newest first, each with when it was
 * written; whoever may see the post may see them (its author also while it waits for review).
 */
export async function readPostHistory(db: Database, readerId: number | null, postId: number) {
  const post = await requireReachablePost(db, postId, readerId);
  const versions = await db
    .select({ content: postVersions.content, editedAt: postVersions.editedAt })
    .from(postVersions)
    .where(eq(postVersions.postId, post.id))
    .orderBy(desc(postVersions.editedAt), desc(postVersions.id));
  return { versions };
}
