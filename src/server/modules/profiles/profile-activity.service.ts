import { and, eq, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { ProfileActivityQuery } from "../../../shared/contracts/profile-activity";
import type { Database } from "../../db/client";
import {
  type CursorPosition,
  cursorTimestamp,
  decodeCursor,
  newestFirst,
  splitPage,
} from "../../db/keyset-cursor";
import { blockedEitherWay, isBlockedEitherWay } from "../../db/member-blocks";
import { postComments, posts, type UserRow, users } from "../../db/schema";
import { isModerator } from "../../http/guards";
import { feedPostColumns, linkPreviewJoin, toFeedPost, withDetails } from "../feed/feed-query";
import { findPublicProfile } from "./profiles.service";

type Reader = Pick<UserRow, "id" | "role"> | null;
type After = { at: string; stream: number; id: number };

/** The two streams merged, by number: at the same instant a post comes before a comment. */
const POST_STREAM = 1;
const COMMENT_STREAM = 0;

/**
 * Rows of stream `stream` strictly after the cursor in (created_at desc, stream desc, id desc) order:
 * a condition on the stream's own (member, created_at desc, ...) index.
 */
function afterCursor(stream: number, createdAt: SQLWrapper, id: SQLWrapper, after: After | null) {
  if (!after) return undefined;
  const at = sql`${after.at}::timestamptz`;
  if (stream < after.stream) return sql`${createdAt} <= ${at}`;
  if (stream > after.stream) return sql`${createdAt} < ${at}`;
  return sql`(${createdAt}, ${id}) < (${at}, ${after.id}::int)`;
}

/**
 * GET /api/profile/{username}/activity (issue 32, 3): the member's posts and comments, newest first,
 * one keyset list merged from two index walks (posts_user_created_idx, post_comments_user_created_idx),
 * each reading at most a page and one. What the feed hides stays hidden: unpublished posts and hidden
 * comments only for the member and moderators; a comment only on a post the reader may see (published,
 * by an active member neither blocked). A member who blocked the reader, or is gone, is a 404 (as
 * their profile is); a member the reader blocked shows no activity.
 */
export async function listProfileActivity(
  db: Database,
  username: string,
  reader: Reader,
  query: ProfileActivityQuery,
) {
  const after: After | null = query.cursor ? decodeCursor(query.cursor, "stream") : null;
  const member = await findPublicProfile(db, username, reader?.id ?? null);
  if (reader && reader.id !== member.id && (await isBlockedEitherWay(db, reader.id, member.id)))
    return { items: [], nextCursor: null };
  const readerId = reader?.id ?? null;
  const seesHidden = reader !== null && (reader.id === member.id || isModerator(reader));
  const fetch = query.limit + 1;

  const postRows = await db
    .select({ ...feedPostColumns(readerId), isPublished: posts.isPublished })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(...linkPreviewJoin)
    .where(
      and(
        eq(posts.userId, member.id),
        seesHidden ? undefined : eq(posts.isPublished, true),
        afterCursor(POST_STREAM, posts.createdAt, posts.id, after),
      ),
    )
    .orderBy(...newestFirst(posts.createdAt, posts.id))
    .limit(fetch);

  const postVisible: SQL | undefined =
    reader !== null && isModerator(reader)
      ? undefined
      : readerId === null
        ? eq(posts.isPublished, true)
        : or(eq(posts.isPublished, true), eq(posts.userId, readerId));
  const commentRows = await db
    .select({
      ...feedPostColumns(readerId),
      isPublished: posts.isPublished,
      commentId: postComments.id,
      commentContent: postComments.content,
      commentAt: postComments.createdAt,
      commentCursorAt: cursorTimestamp(postComments.createdAt),
      commentHidden: sql<boolean>`${postComments.hiddenAt} is not null`,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(...linkPreviewJoin)
    .where(
      and(
        eq(postComments.userId, member.id),
        seesHidden ? undefined : isNull(postComments.hiddenAt),
        eq(users.isActive, true),
        postVisible,
        readerId === null ? undefined : sql`not ${blockedEitherWay(readerId, sql`${posts.userId}`)}`,
        afterCursor(COMMENT_STREAM, postComments.createdAt, postComments.id, after),
      ),
    )
    .orderBy(...newestFirst(postComments.createdAt, postComments.id))
    .limit(fetch);

  const merged = [
    ...postRows.map((row) => ({
      stream: POST_STREAM,
      id: row.id,
      cursorAt: row.cursorAt,
      at: row.createdAt,
      row,
      comment: undefined,
    })),
    ...commentRows.map((row) => ({
      stream: COMMENT_STREAM,
      id: row.commentId,
      cursorAt: row.commentCursorAt,
      at: row.commentAt,
      row,
      comment: {
        id: row.commentId,
        content: row.commentContent,
        ...(row.commentHidden ? { hidden: true as const } : {}),
      },
    })),
  ].sort(
    (a, b) =>
      (a.cursorAt < b.cursorAt ? 1 : a.cursorAt > b.cursorAt ? -1 : 0) || b.stream - a.stream || b.id - a.id,
  );
  const { page, nextCursor } = splitPage(
    merged.slice(0, fetch),
    query.limit,
    (item): CursorPosition => ({ kind: "stream", at: item.cursorAt, stream: item.stream, id: item.id }),
  );
  const now = new Date();
  const shown = await withDetails(
    db,
    page.map(({ row }) => ({
      ...toFeedPost(row, readerId, now),
      ...(row.isPublished ? {} : { pendingReview: true as const }),
    })),
    readerId,
  );
  return {
    items: page.map((item, index) => ({
      kind: item.stream === POST_STREAM ? ("post" as const) : ("comment" as const),
      at: item.at,
      post: shown[index] as (typeof shown)[number],
      ...(item.comment ? { comment: item.comment } : {}),
    })),
    nextCursor,
  };
}
