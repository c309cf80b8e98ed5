import { and, eq, sql } from "drizzle-orm";
import type { FeedPageQuery } from "../../../shared/contracts/feed";
import { normalizeTag } from "../../../shared/rules/mentions-and-tags";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, olderThan } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { posts, postTags, users } from "../../db/schema";
import { feedPostColumns, isVisiblePost, linkPreviewJoin, toFeedPage } from "./feed-query";

/**
 * GET /api/topics/{tag}: the visible posts tagged `#tag`, newest first, keyset-paged like the feed
 * by walking post_tags_tag_created_idx; hidden both ways between blocked members. An unknown tag
 * is an empty page.
 */
export async function listTopicFeed(
  db: Database,
  readerId: number | null,
  tag: string,
  query: FeedPageQuery,
) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({ ...feedPostColumns(readerId), cursorAt: cursorTimestamp(postTags.createdAt) })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(...linkPreviewJoin)
    .where(
      and(
        eq(postTags.tag, normalizeTag(tag)),
        isVisiblePost,
        readerId === null ? undefined : sql`not ${blockedEitherWay(readerId, sql`${posts.userId}`)}`,
        after ? olderThan(postTags.createdAt, postTags.postId, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(postTags.createdAt, postTags.postId))
    .limit(query.limit + 1);
  return toFeedPage(db, rows, query.limit, readerId);
}
