import { and, eq, sql } from "drizzle-orm";
import {
  type CreatePostRequest,
  FEED_PAGE_SIZE_MAX,
  type FeedPageQuery,
} from "../../../shared/contracts/feed";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, splitPage } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { postBookmarks, posts, type UserRow, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/app-error";
import { getPlatformSettings } from "../settings/settings.service";
import { canDeleteOwnContent } from "./feed-policy";
import {
  feedPostColumns,
  findFeedPost,
  isVisiblePost,
  POST_NOT_FOUND,
  requireVisiblePost,
  toFeedPost,
} from "./feed-query";

type Reader = Pick<UserRow, "id"> | null;

/**
 * GET /api/feed: one keyset page of visible posts, newest first. The (is_published, created_at desc,
 * id desc) index serves the first page and the millionth alike; authors come from one join.
 */
export async function listFeed(db: Database, reader: Reader, query: FeedPageQuery) {
  const readerId = reader?.id ?? null;
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select(feedPostColumns(readerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        isVisiblePost,
        // Posts of members the reader blocked, or who blocked the reader, are hidden both ways.
        readerId === null ? undefined : sql`not ${blockedEitherWay(readerId, sql`${posts.userId}`)}`,
        after
          ? sql`(${posts.createdAt}, ${posts.id}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(posts.createdAt, posts.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  const now = new Date();
  const pending =
    readerId === null ? [] : await ownPendingPosts(db, readerId, after, nextCursor ? page.at(-1) : null);
  const merged = [
    ...page.map((row) => toFeedPost(row, readerId, now)),
    ...pending.map((row) => ({ ...toFeedPost(row, readerId, now), pendingReview: true as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return { posts: merged, nextCursor };
}

/**
 * The reader's own posts waiting for moderation that fall between this page's cursor and its last
 * post (to the end on the last page), so the author sees them in place. Served by posts_user_id_idx.
 */
function ownPendingPosts(
  db: Database,
  readerId: number,
  after: { at: string; id: number } | null,
  last: { cursorAt: string; id: number } | null | undefined,
) {
  return db
    .select(feedPostColumns(readerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(posts.userId, readerId),
        eq(posts.isPublished, false),
        after
          ? sql`(${posts.createdAt}, ${posts.id}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
        last
          ? sql`(${posts.createdAt}, ${posts.id}) > (${last.cursorAt}::timestamptz, ${last.id}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(posts.createdAt, posts.id))
    .limit(FEED_PAGE_SIZE_MAX);
}

/**
 * POST /api/feed: the new post as the feed shows it. With Post Moderation on it is stored
 * unpublished and only its author sees it, marked pending review, until an admin publishes it.
 */
export async function createPost(db: Database, author: UserRow, input: Required<CreatePostRequest>) {
  const { postModeration } = await getPlatformSettings(db);
  const [row] = await db
    .insert(posts)
    .values({ userId: author.id, content: input.content, type: input.type, isPublished: !postModeration })
    .returning({ id: posts.id });
  if (!row) throw new Error("Insert returned no row");
  if (!postModeration) return findFeedPost(db, row.id, author.id);
  const [pending] = await db
    .select(feedPostColumns(author.id))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, row.id));
  if (!pending) throw notFound(POST_NOT_FOUND);
  return { ...toFeedPost(pending, author.id), pendingReview: true as const };
}

/** DELETE /api/feed/{id}: the author or an administrator; likes, comments and the rest go with it. */
export async function deletePost(db: Database, user: UserRow, postId: number) {
  const post = await requireVisiblePost(db, postId);
  if (!canDeleteOwnContent(user, post.userId)) throw forbidden("You can only delete your own posts.");
  await db.delete(posts).where(eq(posts.id, post.id));
  return { message: "Post deleted." };
}

/** GET /api/feed/bookmarks: the member's saved posts that are still visible, most recently saved first. */
export async function listBookmarkedPosts(db: Database, reader: UserRow, query: FeedPageQuery) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({ ...feedPostColumns(reader.id), cursorAt: cursorTimestamp(postBookmarks.createdAt) })
    .from(postBookmarks)
    .innerJoin(posts, eq(posts.id, postBookmarks.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(postBookmarks.userId, reader.id),
        isVisiblePost,
        after
          ? sql`(${postBookmarks.createdAt}, ${postBookmarks.postId}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(postBookmarks.createdAt, postBookmarks.postId))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  const now = new Date();
  return { posts: page.map((row) => toFeedPost(row, reader.id, now)), nextCursor };
}
