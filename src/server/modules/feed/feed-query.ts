import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PostImage, PostMention } from "../../../shared/contracts/feed";
import { memberFullName } from "../../../shared/contracts/members";
import { formatRelativeTime } from "../../../shared/rules/relative-time";
import type { Database } from "../../db/client";
import { cursorTimestamp, splitPage } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { moderationItems, postBookmarks, postLikes, postLinkPreviews, posts, users } from "../../db/schema";
import { notFound } from "../../http/app-error";
import {
  type LinkPreviewFields,
  linkPreviewColumns,
  toLinkPreview,
} from "../link-previews/link-previews.service";
import { imagesOfPosts } from "./post-images.service";
import { mentionsOfPosts } from "./post-mentions.service";

export const POST_NOT_FOUND = "This post does not exist or is no longer available.";

/** A post the feed shows: published, by an active member. */
export const isVisiblePost = and(eq(posts.isPublished, true), eq(users.isActive, true)) as SQL;

export const authorColumns = {
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorJobTitle: users.jobTitle,
  authorCompany: users.company,
  authorAvatar: users.avatar,
  authorUsername: users.username,
};

export type AuthorFields = {
  [K in keyof typeof authorColumns]: (typeof authorColumns)[K]["_"]["data"] | null;
};

export function toAuthor(row: AuthorFields) {
  const firstName = row.authorFirstName ?? "";
  const lastName = row.authorLastName ?? "";
  return {
    id: row.authorId ?? 0,
    firstName,
    lastName,
    name: memberFullName({ firstName, lastName }),
    jobTitle: row.authorJobTitle,
    company: row.authorCompany,
    avatar: row.authorAvatar,
    username: row.authorUsername ?? "",
  };
}

/** The left join every feed query adds for linkPreviewColumns: a primary-key probe per row of the page. */
export const linkPreviewJoin = [postLinkPreviews, eq(postLinkPreviews.postId, posts.id)] as const;

/**
 * The columns of a feed post with its author (joined, never fetched per post) and, for a reader,
 * whether they liked or saved it: index probes on the (post, member) keys, evaluated only for the
 * rows of the page. The query must also add `.leftJoin(...linkPreviewJoin)` for the link preview.
 */
export function feedPostColumns(readerId: number | SQL | null) {
  const mine = (table: typeof postLikes | typeof postBookmarks) =>
    readerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists(select 1 from ${table} where ${table.postId} = ${posts.id} and ${table.userId} = ${readerId})`;
  return {
    id: posts.id,
    content: posts.content,
    type: posts.type,
    createdAt: posts.createdAt,
    likes: posts.likes,
    comments: posts.comments,
    shares: posts.shares,
    editedAt: posts.editedAt,
    repostOfId: posts.repostOfId,
    cursorAt: cursorTimestamp(posts.createdAt),
    likedByMe: mine(postLikes),
    bookmarkedByMe: mine(postBookmarks),
    ...authorColumns,
    ...linkPreviewColumns,
  };
}

type FeedPostRow = {
  id: number;
  content: string;
  type: string;
  createdAt: Date;
  likes: number;
  comments: number;
  shares: number;
  editedAt: Date | null;
  repostOfId: number | null;
  likedByMe: boolean;
  bookmarkedByMe: boolean;
} & AuthorFields &
  LinkPreviewFields;

/**
 * A page of posts from `limit + 1` rows in list order (each with its `cursorAt`): the posts as
 * answered, with their pictures, and the next page's cursor.
 */
export async function toFeedPage<Row extends FeedPostRow>(
  db: Database,
  rows: Row[],
  limit: number,
  readerId: number | null,
) {
  const { page, nextCursor } = splitPage(rows, limit);
  const now = new Date();
  return {
    posts: await withDetails(
      db,
      page.map((row) => toFeedPost(row, readerId, now)),
      readerId,
    ),
    nextCursor,
  };
}

type PostDetails = {
  images: PostImage[];
  mentions: PostMention[];
  repostOf?: RepostedPost | null;
  heldForReview?: true;
};

/**
 * Feed posts with their pictures (`images`) and the members they mention (`mentions`), each empty
 * when none: one query for each for the whole list, never one per post. The details are added to
 * the posts in place: copying each post into a new object without `repostOfId` cost about 5 % of
 * the feed's main-thread time, and the answer's schema leaves `repostOfId` off the wire anyway.
 */
export async function withDetails<Post extends { id: number; repostOfId: number | null }>(
  db: Database,
  list: Post[],
  readerId: number | null,
): Promise<(Post & PostDetails)[]> {
  const ids = list.map((post) => post.id);
  const images = await imagesOfPosts(db, ids);
  const mentions = await mentionsOfPosts(db, ids, readerId);
  const originals = await repostedPosts(
    db,
    list.flatMap((post) => (post.repostOfId === null ? [] : [post.repostOfId])),
    readerId,
  );
  const held = await heldPosts(
    db,
    list
      .filter((post) => (post as { pendingReview?: boolean }).pendingReview === true)
      .map((post) => post.id),
  );
  const detailed = list as (Post & PostDetails)[];
  for (const post of detailed) {
    if (post.repostOfId !== null) post.repostOf = originals.get(post.repostOfId) ?? null;
    post.images = images.get(post.id) ?? [];
    post.mentions = mentions.get(post.id) ?? [];
    if (held.has(post.id)) post.heldForReview = true;
  }
  return detailed;
}

/** One feed post with its pictures and mentions. */
export async function withPostDetails<Post extends { id: number; repostOfId: number | null }>(
  db: Database,
  post: Post,
  readerId: number | null,
) {
  const [withAll] = await withDetails(db, [post], readerId);
  if (!withAll) throw new Error("withDetails lost the post");
  return withAll;
}

/** The response shape; likedByMe and bookmarkedByMe only for a signed-in reader. */
export function toFeedPost(row: FeedPostRow, readerId: number | null, now: Date = new Date()) {
  return {
    id: row.id,
    content: row.content,
    type: row.type,
    createdAt: row.createdAt,
    relativeTime: formatRelativeTime(row.createdAt, now),
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    editedAt: row.editedAt,
    repostOfId: row.repostOfId,
    author: toAuthor(row),
    linkPreview: toLinkPreview(row, now),
    // Undefined (left out of the answer) rather than spread in: every post keeps one object shape.
    likedByMe: readerId === null ? undefined : row.likedByMe === true,
    bookmarkedByMe: readerId === null ? undefined : row.bookmarkedByMe === true,
  };
}

/** One visible post as the feed shows it, or a 404. */
export async function findFeedPost(db: Database, postId: number, readerId: number | null) {
  const [row] = await db
    .select(feedPostColumns(readerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(...linkPreviewJoin)
    .where(and(eq(posts.id, postId), isVisiblePost))
    .limit(1);
  if (!row) throw notFound(POST_NOT_FOUND);
  return withPostDetails(db, toFeedPost(row, readerId), readerId);
}

/** The author of a visible post (for ownership checks), or a 404. */
export async function requireVisiblePost(db: Pick<Database, "select">, postId: number) {
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, postId), isVisiblePost))
    .limit(1);
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

/**
 * The originals a page of reposts shows, by id, in one query: only those still visible (published,
 * by an active member) and, for a reader, by no one they blocked or who blocked them.
 */
type RepostedPost = { id: number; author: ReturnType<typeof toAuthor>; content: string; createdAt: Date };

async function repostedPosts(db: Database, ids: number[], readerId: number | null) {
  const byId = new Map<number, RepostedPost>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ id: posts.id, content: posts.content, createdAt: posts.createdAt, ...authorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        inArray(posts.id, [...new Set(ids)]),
        isVisiblePost,
        readerId === null ? undefined : sql`not ${blockedEitherWay(readerId, sql`${posts.userId}`)}`,
      ),
    );
  for (const row of rows)
    byId.set(row.id, { id: row.id, author: toAuthor(row), content: row.content, createdAt: row.createdAt });
  return byId;
}

/** Of the author's unpublished posts, those a watched word holds in the moderation queue (issue 27, 5). */
async function heldPosts(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: moderationItems.targetId })
    .from(moderationItems)
    .where(
      and(
        eq(moderationItems.targetType, "post"),
        eq(moderationItems.status, "held"),
        inArray(moderationItems.targetId, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
