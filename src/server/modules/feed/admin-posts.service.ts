import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminListQuery } from "../../../shared/contracts/admin";
import type { adminPostSchema } from "../../../shared/contracts/feed-admin";
import { memberFullName } from "../../../shared/contracts/members";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, splitPage } from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { posts, users } from "../../db/schema";
import { notFound } from "../../http/app-error";
import type { Outbox } from "../../jobs/outbox";
import { linkPreviewImagesOf, removeLinkPreviewImages } from "../link-previews/link-previews.service";
import { announceMentions } from "../notifications/mention-notifications";
import { countReports } from "./feed-engagement.service";
import { imageFilesOfPosts, imagesOfPosts, removeFiles } from "./post-images.service";

export const ADMIN_POST_NOT_FOUND = "Post not found.";

type AdminPost = z.output<typeof adminPostSchema>;

const postColumns = {
  id: posts.id,
  content: posts.content,
  type: posts.type,
  isPublished: posts.isPublished,
  likes: posts.likes,
  comments: posts.comments,
  createdAt: posts.createdAt,
  cursorAt: cursorTimestamp(posts.createdAt),
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorUsername: users.username,
  authorAvatar: users.avatar,
};
type PostListRow = {
  id: number;
  content: string;
  type: string;
  isPublished: boolean;
  likes: number;
  comments: number;
  createdAt: Date;
  cursorAt: string;
  authorId: number;
  authorFirstName: string;
  authorLastName: string;
  authorUsername: string;
  authorAvatar: string | null;
};

/** Newest first by exact timestamp text (microseconds kept), then by id. */
const byNewest = (a: PostListRow, b: PostListRow) =>
  a.cursorAt === b.cursorAt ? b.id - a.id : a.cursorAt < b.cursorAt ? 1 : -1;

function toAdminPost(row: PostListRow, reports: number, images: AdminPost["images"]): AdminPost {
  return {
    id: row.id,
    content: row.content,
    type: row.type,
    author: {
      id: row.authorId,
      firstName: row.authorFirstName,
      lastName: row.authorLastName,
      name: memberFullName({ firstName: row.authorFirstName, lastName: row.authorLastName }),
      username: row.authorUsername,
      avatar: row.authorAvatar,
    },
    isPublished: row.isPublished,
    likes: row.likes,
    comments: row.comments,
    reports,
    createdAt: row.createdAt,
    images,
  };
}

function postSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(posts.content, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
}

/**
 * GET /api/admin/posts: every post, newest first, published or not. Each publication state is read
 * in the order of the (is_published, created_at desc, id desc) index and the two are merged, so a
 * page never sorts the table.
 */
export async function listAdminPosts(db: Database, query: AdminListQuery) {
  const after = decodeDateCursor(query.cursor);
  const keyset = after
    ? sql`(${posts.createdAt}, ${posts.id}) < (${after.at}::timestamptz, ${after.id}::int)`
    : undefined;
  const branch = (isPublished: boolean) =>
    db
      .select(postColumns)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(eq(posts.isPublished, isPublished), keyset, postSearch(query.search)))
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(query.limit + 1);
  const [published, unpublished] = [await branch(true), await branch(false)];
  const merged = [...published, ...unpublished].sort(byNewest);
  const { page, nextCursor } = splitPage(merged, query.limit);
  const ids = page.map((row) => row.id);
  const reports = await countReports(db, ids);
  const images = await imagesOfPosts(db, ids);
  return {
    posts: page.map((row) => toAdminPost(row, reports.get(row.id) ?? 0, images.get(row.id) ?? [])),
    nextCursor,
  };
}

async function findAdminPost(db: DbExecutor, postId: number): Promise<AdminPost> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row) throw notFound(ADMIN_POST_NOT_FOUND);
  const reports = await countReports(db, [postId]);
  const images = await imagesOfPosts(db, [postId]);
  return toAdminPost(row, reports.get(postId) ?? 0, images.get(postId) ?? []);
}

/** PATCH /api/admin/posts/{id}/visibility: an unpublished post leaves the feed (isVisiblePost). */
export async function setPostVisibility(
  db: Database,
  outbox: Outbox,
  adminId: number,
  postId: number,
  isPublished: boolean,
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(posts)
      .set({ isPublished })
      .where(eq(posts.id, postId))
      .returning({ id: posts.id });
    if (!updated) throw notFound(ADMIN_POST_NOT_FOUND);
    if (isPublished) await announceMentions(tx, outbox, postId);
    await recordAdminAction(tx, {
      adminId,
      action: isPublished ? "post.publish" : "post.unpublish",
      targetType: "post",
      targetId: postId,
    });
    return findAdminPost(tx, postId);
  });
}

/** DELETE /api/admin/posts/{id}: the post with its likes, comments, bookmarks, reports, pictures and link preview. */
export async function deleteAdminPost(
  db: Database,
  config: Pick<Config, "uploadDir">,
  adminId: number,
  postId: number,
) {
  const { files, previewImages } = await db.transaction(async (tx) => {
    const images = await imageFilesOfPosts(tx, [postId]);
    const previewImages = await linkPreviewImagesOf(tx, { postIds: [postId] });
    const [deleted] = await tx
      .delete(posts)
      .where(eq(posts.id, postId))
      .returning({ id: posts.id, userId: posts.userId, content: posts.content });
    if (!deleted) throw notFound(ADMIN_POST_NOT_FOUND);
    await recordAdminAction(tx, {
      adminId,
      action: "post.delete",
      targetType: "post",
      targetId: postId,
      details: { authorId: deleted.userId, content: deleted.content.slice(0, 200) },
    });
    return { files: images, previewImages };
  });
  await removeFiles(config, files);
  await removeLinkPreviewImages(config, previewImages);
}
