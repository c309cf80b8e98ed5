import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  PENDING_POST_IMAGES_MAX,
  POST_IMAGE_MAX_WIDTH,
  type PostImage,
} from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { postImages } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { removeUploadedImage, type StoredImage } from "../../uploads/image-uploads";

/** An upload nobody posted within a day is removed (at the member's next upload). */
export const PENDING_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const IMAGE_NOT_FOUND = "No picture of yours with this id is waiting to be posted.";
export const TOO_MANY_PENDING = `You have ${PENDING_POST_IMAGES_MAX} pictures waiting to be posted: post them or remove some first.`;
export const NOT_YOUR_IMAGE = (id: number) =>
  `Image ${id} is not one of your uploaded pictures waiting to be posted: upload it again.`;

/** Where an upload waiting for a post may be found: the member's own, not yet in a post. */
const pendingOf = (userId: number) => and(eq(postImages.userId, userId), isNull(postImages.postId));

/**
 * Before a member's upload is decoded: their uploads older than a day that no post took are removed,
 * and a member who already has PENDING_POST_IMAGES_MAX waiting gets 409 (disk is not free).
 */
export async function preparePendingUpload(
  db: Database,
  config: Pick<Config, "uploadDir">,
  user: SessionUser,
) {
  const stale = await db
    .delete(postImages)
    .where(
      and(pendingOf(user.id), lt(postImages.createdAt, new Date(Date.now() - PENDING_IMAGE_LIFETIME_MS))),
    )
    .returning({ url: postImages.url });
  await removeFiles(config, stale);
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(postImages)
    .where(pendingOf(user.id));
  if ((waiting?.count ?? 0) >= PENDING_POST_IMAGES_MAX) throw conflict(TOO_MANY_PENDING);
}

export const postImageSize = { maxWidth: POST_IMAGE_MAX_WIDTH };

/** Records a stored upload as waiting for the member's next post. */
export async function savePendingImage(db: Database, user: SessionUser, image: StoredImage) {
  const [row] = await db
    .insert(postImages)
    .values({ userId: user.id, url: image.url, width: image.width, height: image.height })
    .returning({
      id: postImages.id,
      url: postImages.url,
      width: postImages.width,
      height: postImages.height,
    });
  if (!row) throw new Error("Insert returned no row");
  return row;
}

/** DELETE /api/feed/images/{id}: the member takes a picture out of the composer before posting. */
export async function deletePendingImage(
  db: Database,
  config: Pick<Config, "uploadDir">,
  user: SessionUser,
  imageId: number,
) {
  const removed = await db
    .delete(postImages)
    .where(and(eq(postImages.id, imageId), pendingOf(user.id)))
    .returning({ url: postImages.url });
  if (removed.length === 0) throw notFound(IMAGE_NOT_FOUND);
  await removeFiles(config, removed);
}

/**
 * Gives the new post its pictures, in the order sent, each with its alt text. Only the author's own
 * uploads still waiting for a post can be taken: anything else is a 400 and the caller's
 * transaction leaves nothing changed.
 */
export async function attachPostImages(
  tx: DbExecutor,
  authorId: number,
  postId: number,
  images: { id: number; alt: string }[],
) {
  for (const [position, image] of images.entries()) {
    const [taken] = await tx
      .update(postImages)
      .set({ postId, position, alt: image.alt })
      .where(and(eq(postImages.id, image.id), pendingOf(authorId)))
      .returning({ id: postImages.id });
    if (!taken) throw badRequest(NOT_YOUR_IMAGE(image.id));
  }
}

const pictureStatements = preparedPerDatabase((db) => ({
  ofPosts: db
    .select({
      postId: postImages.postId,
      url: postImages.url,
      width: postImages.width,
      height: postImages.height,
      alt: postImages.alt,
    })
    .from(postImages)
    .where(sql`${postImages.postId} = any(${sql.placeholder("postIds")}::int[])`)
    .orderBy(asc(postImages.postId), asc(postImages.position))
    .prepare("post_images_of_posts"),
}));

/**
 * The pictures of a page of posts, in one prepared, index-backed query (post_images_post_position_idx),
 * never one per post.
 */
export async function imagesOfPosts(db: Database, postIds: number[]) {
  const byPost = new Map<number, PostImage[]>();
  if (postIds.length === 0) return byPost;
  const rows = await pictureStatements(db).ofPosts.execute({ postIds });
  for (const row of rows) {
    if (row.postId === null) continue;
    const list = byPost.get(row.postId) ?? [];
    list.push({ url: row.url, width: row.width, height: row.height, alt: row.alt ?? "" });
    byPost.set(row.postId, list);
  }
  return byPost;
}

/** The stored files of the pictures the given posts hold (read before the posts are deleted). */
export async function imageFilesOfPosts(db: DbExecutor, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db.select({ url: postImages.url }).from(postImages).where(inArray(postImages.postId, postIds));
}

/** Deletes every picture row of a member (their posts' and their uploads waiting), answering the files. */
export async function deleteImagesOfMember(db: DbExecutor, userId: number) {
  return db.delete(postImages).where(eq(postImages.userId, userId)).returning({ url: postImages.url });
}

/** Deletes the files once no row points at them any more. */
export async function removeFiles(config: Pick<Config, "uploadDir">, images: { url: string }[]) {
  for (const image of images) await removeUploadedImage(config, image.url);
}
