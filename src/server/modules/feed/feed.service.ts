import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  type CreatePostRequest,
  FEED_PAGE_SIZE_MAX,
  type FeedPageQuery,
} from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, splitPage } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { postBookmarks, posts, type UserRow, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import type { LinkPreviewRunner } from "../link-previews/link-preview-runner";
import {
  linkPreviewImagesOf,
  removeLinkPreviewImages,
  requestLinkPreview,
} from "../link-previews/link-previews.service";
import { holdForReview, screenWords } from "../moderation/watched-words.service";
import { getPlatformSettings } from "../settings/settings.service";
import { adjustShares } from "./feed-engagement.service";
import { canDeleteOwnContent } from "./feed-policy";
import {
  feedPostColumns,
  findFeedPost,
  isVisiblePost,
  linkPreviewJoin,
  POST_NOT_FOUND,
  requireVisiblePost,
  toFeedPage,
  toFeedPost,
  withDetails,
  withPostDetails,
} from "./feed-query";
import { attachPostImages, imageFilesOfPosts, removeFiles } from "./post-images.service";
import { recordMentionsAndTags } from "./post-mentions.service";

type Reader = Pick<UserRow, "id"> | null;

/**
 * The statements of a feed page, prepared once per database: Drizzle builds their SQL once and
 * PostgreSQL plans each once per connection. A visitor's page, and a reader's: posts of members the
 * reader blocked (or who blocked the reader) are hidden both ways, and the reader's own posts waiting
 * for moderation come in the same statement (a second branch, served by posts_user_id_idx). Each has
 * a first-page and an after-the-cursor form, so the keyset condition stays one the index serves.
 */
function prepareFeedPages(db: Database) {
  const readerId = sql`${sql.placeholder("readerId")}::int`;
  const afterCursor = sql`(${posts.createdAt}, ${posts.id}) < (${sql.placeholder("afterAt")}::timestamptz, ${sql.placeholder("afterId")}::int)`;
  const published = (reader: SQL | null, isAfter: boolean) =>
    db
      .select({ ...feedPostColumns(reader), pendingReview: sql<boolean>`false` })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(...linkPreviewJoin)
      .where(
        and(
          isVisiblePost,
          reader === null ? undefined : sql`not ${blockedEitherWay(reader, sql`${posts.userId}`)}`,
          isAfter ? afterCursor : undefined,
        ),
      )
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(sql.placeholder("limit"));
  // At most a page of the reader's pending posts below the cursor, newest first; listFeed keeps those
  // that fall before the page's last post.
  const ownPending = (isAfter: boolean) =>
    db
      .select({ ...feedPostColumns(readerId), pendingReview: sql<boolean>`true` })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(...linkPreviewJoin)
      .where(and(eq(posts.userId, readerId), eq(posts.isPublished, false), isAfter ? afterCursor : undefined))
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(FEED_PAGE_SIZE_MAX);
  return {
    visitor: published(null, false).prepare("feed_page_visitor"),
    visitorAfter: published(null, true).prepare("feed_page_visitor_after"),
    reader: published(readerId, false).unionAll(ownPending(false)).prepare("feed_page_reader"),
    readerAfter: published(readerId, true).unionAll(ownPending(true)).prepare("feed_page_reader_after"),
  };
}
const feedPages = preparedPerDatabase(prepareFeedPages);

/**
 * GET /api/feed: one keyset page of visible posts, newest first, in one prepared statement (plus one
 * for the page's pictures, post_images_post_position_idx, and one for its mentions, the post_mentions
 * primary key). The (is_published, created_at desc, id
 * desc) index serves the first page and the millionth alike; authors come from one join. A reader
 * also sees their own posts pending review in place, between this page's cursor and its last post
 * (to the end on the last page).
 */
export async function listFeed(db: Database, reader: Reader, query: FeedPageQuery) {
  const pages = feedPages(db);
  const after = decodeDateCursor(query.cursor);
  const params = { limit: query.limit + 1, afterAt: after?.at, afterId: after?.id };
  const rows =
    reader === null
      ? await (after ? pages.visitorAfter : pages.visitor).execute(params)
      : await (after ? pages.readerAfter : pages.reader).execute({ ...params, readerId: reader.id });
  const { page, nextCursor } = splitPage(
    rows.filter((row) => !row.pendingReview),
    query.limit,
  );
  const last = nextCursor ? page.at(-1) : undefined;
  const readerId = reader?.id ?? null;
  const now = new Date();
  const merged = [
    ...page.map((row) => toFeedPost(row, readerId, now)),
    ...rows
      .filter((row) => row.pendingReview && (!last || isNewer(row, last)))
      .map((row) => ({ ...toFeedPost(row, readerId, now), pendingReview: true as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return { posts: await withDetails(db, merged, readerId), nextCursor };
}

/** True when `row` comes before `than` in newest-first order (exact timestamps as text, then id). */
const isNewer = (row: { cursorAt: string; id: number }, than: { cursorAt: string; id: number }) =>
  row.cursorAt > than.cursorAt || (row.cursorAt === than.cursorAt && row.id > than.id);

/**
 * Stores a member's post (a new one or a repost) in `tx`: held in the moderation queue when a watched
 * word says so, its mentions and tags read (mentioned members told once it is published), its link
 * preview requested.
 */
export async function insertMemberPost(
  tx: DbExecutor,
  outbox: Outbox,
  { post, held }: { post: typeof posts.$inferInsert & { userId: number; content: string }; held: boolean },
) {
  const [inserted] = await tx
    .insert(posts)
    .values(post)
    .returning({ id: posts.id, createdAt: posts.createdAt, isPublished: posts.isPublished });
  if (!inserted) throw new Error("Insert returned no row");
  if (held)
    await holdForReview(tx, {
      type: "post",
      id: inserted.id,
      authorId: post.userId,
      excerpt: post.content,
      link: `/feed#post-${inserted.id}`,
    });
  await recordMentionsAndTags(tx, outbox, post.userId, inserted, post.content);
  const link = await requestLinkPreview(tx, inserted.id, post.content);
  return { ...inserted, link };
}

/**
 * POST /api/feed: the new post as the feed shows it, with the author's uploaded pictures it names
 * (each with its alt text; nothing is stored if one is not theirs). With Post Moderation on it is
 * stored unpublished and only its author sees it, marked pending review, until an admin publishes it.
 * A post with a link answers with its preview pending; the page is fetched after the answer.
 */
export async function createPost(
  db: Database,
  outbox: Outbox,
  previews: Pick<LinkPreviewRunner, "schedule">,
  author: SessionUser,
  input: Required<CreatePostRequest>,
) {
  const { postModeration } = await getPlatformSettings(db);
  // A blocked word refuses the post; a held one saves it unpublished, waiting in the moderation queue.
  const held = (await screenWords(db, [input.content])) === "hold";
  const row = await db.transaction(async (tx) => {
    const inserted = await insertMemberPost(tx, outbox, {
      post: {
        userId: author.id,
        content: input.content,
        type: input.type,
        isPublished: !postModeration && !held,
      },
      held,
    });
    await attachPostImages(tx, author.id, inserted.id, input.images);
    return inserted;
  });
  // Read the answer before the fetch starts, so a page that fails at once still answers "pending".
  const created = await readCreatedPost(db, author, row.id, !row.isPublished);
  if (row.link) previews.schedule(row.id, row.link);
  return created;
}

/** A post as its author sees it: in the feed's shape, or marked pending review while unpublished. */
export async function readCreatedPost(
  db: Database,
  author: SessionUser,
  postId: number,
  unpublished: boolean,
) {
  if (!unpublished) return findFeedPost(db, postId, author.id);
  const [pending] = await db
    .select(feedPostColumns(author.id))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(...linkPreviewJoin)
    .where(eq(posts.id, postId));
  if (!pending) throw notFound(POST_NOT_FOUND);
  return withPostDetails(db, { ...toFeedPost(pending, author.id), pendingReview: true as const }, author.id);
}

/**
 * DELETE /api/feed/{id}: the author or an administrator; likes, comments, pictures, the link preview
 * and the rest go with it (the pictures' and the preview's files once the rows are gone).
 */
export async function deletePost(
  db: Database,
  config: Pick<Config, "uploadDir">,
  user: SessionUser,
  postId: number,
) {
  const post = await requireVisiblePost(db, postId);
  if (!canDeleteOwnContent(user, post.userId)) throw forbidden("You can only delete your own posts.");
  const { files, previewImages } = await db.transaction(async (tx) => {
    const images = await imageFilesOfPosts(tx, [post.id]);
    const previews = await linkPreviewImagesOf(tx, { postIds: [post.id] });
    const [deleted] = await tx
      .delete(posts)
      .where(eq(posts.id, post.id))
      .returning({ repostOfId: posts.repostOfId });
    // A repost was a share of its original: the original's count drops by one.
    if (deleted?.repostOfId != null) await adjustShares(tx, deleted.repostOfId, -1);
    return { files: images, previewImages: previews };
  });
  await removeFiles(config, files);
  await removeLinkPreviewImages(config, previewImages);
  return { message: "Post deleted." };
}

/** GET /api/feed/bookmarks: the member's saved posts that are still visible, most recently saved first. */
export async function listBookmarkedPosts(db: Database, reader: SessionUser, query: FeedPageQuery) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({ ...feedPostColumns(reader.id), cursorAt: cursorTimestamp(postBookmarks.createdAt) })
    .from(postBookmarks)
    .innerJoin(posts, eq(posts.id, postBookmarks.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(...linkPreviewJoin)
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
  return toFeedPage(db, rows, query.limit, reader.id);
}
