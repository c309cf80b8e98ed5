import { and, eq, sql } from "drizzle-orm";
import type { CreatePostRequest, FeedPageQuery } from "../../../shared/contracts/feed";
import type { Database } from "../../db/client";
import { postBookmarks, posts, type UserRow, users } from "../../db/schema";
import { forbidden } from "../../http/app-error";
import { cursorTimestamp, decodeFeedCursor, newestFirst, splitPage } from "./feed-cursor";
import { canDeleteOwnContent } from "./feed-policy";
import { feedPostColumns, findFeedPost, isVisiblePost, requireVisiblePost, toFeedPost } from "./feed-query";

type Reader = Pick<UserRow, "id"> | null;

/**
 * GET /api/feed: one keyset page of visible posts, newest first. The (is_published, created_at desc,
 * id desc) index serves the first page and the millionth alike; authors come from one join.
 */
export async function listFeed(db: Database, reader: Reader, query: FeedPageQuery) {
  const readerId = reader?.id ?? null;
  const after = query.cursor ? decodeFeedCursor(query.cursor) : null;
  const rows = await db
    .select(feedPostColumns(readerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        isVisiblePost,
        after
          ? sql`(${posts.createdAt}, ${posts.id}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(posts.createdAt, posts.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  const now = new Date();
  return { posts: page.map((row) => toFeedPost(row, readerId, now)), nextCursor };
}

/** POST /api/feed: the new post, published, as the feed shows it. */
export async function createPost(db: Database, author: UserRow, input: Required<CreatePostRequest>) {
  const [row] = await db
    .insert(posts)
    .values({ userId: author.id, content: input.content, type: input.type })
    .returning({ id: posts.id });
  if (!row) throw new Error("Insert returned no row");
  return findFeedPost(db, row.id, author.id);
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
  const after = query.cursor ? decodeFeedCursor(query.cursor) : null;
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
