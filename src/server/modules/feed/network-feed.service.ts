import { and, eq, inArray, sql } from "drizzle-orm";
import { MAX_ID } from "../../../shared/contracts/common";
import type { FeedListQuery } from "../../../shared/contracts/feed";
import type { Database } from "../../db/client";
import { decodeCursor, decodeDateCursor, encodeCursor } from "../../db/keyset-cursor";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { postComments, postLikes, posts, users } from "../../db/schema";
import { feedPostColumns, linkPreviewJoin, toFeedPost, withDetails } from "./feed-query";
import { type NetworkFeedRow, networkFeedIds } from "./network-feed-query";

/** How many of the newest network posts "Top" ranks (each page of Top is cut from these). */
export const TOP_CANDIDATES = 200;

/** A network page's posts with their authors by primary key, prepared once per database. */
const networkFeedPosts = preparedPerDatabase((db: Database) =>
  db
    .select(feedPostColumns(sql`${sql.placeholder("readerId")}::int`))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(...linkPreviewJoin)
    .where(sql`${posts.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("network_feed_posts"),
);

/**
 * The page's posts as the feed shows them, in the order of `rows`: one prepared query by primary key
 * for the posts and their authors, then pictures and mentions for the whole page. A post a connection's
 * comment brought in carries `commentedBy`; the reader's own post waiting for review `pendingReview`.
 */
async function hydrate(db: Database, readerId: number, rows: NetworkFeedRow[]) {
  if (rows.length === 0) return [];
  const found = await networkFeedPosts(db).execute({ readerId, ids: rows.map((row) => row.id) });
  const byId = new Map(found.map((row) => [row.id, row]));
  const now = new Date();
  const list = rows.flatMap((row) => {
    const post = byId.get(row.id);
    if (!post) return [];
    return [
      {
        ...toFeedPost(post, readerId, now),
        ...(row.isPublished ? {} : { pendingReview: true as const }),
        ...(row.commenterId !== null && row.commenterName !== null && row.commenterUsername !== null
          ? { commentedBy: { id: row.commenterId, name: row.commenterName, username: row.commenterUsername } }
          : {}),
      },
    ];
  });
  return withDetails(db, list, readerId);
}

/**
 * GET /api/feed?scope=network, newest first: a keyset page on (created_at, id) of the member's
 * network (network-feed-query.ts), then the page's posts by primary key.
 */
export async function listNetworkFeed(db: Database, readerId: number, query: FeedListQuery) {
  if (query.sort === "top") return listTopNetworkFeed(db, readerId, query);
  const after = decodeDateCursor(query.cursor);
  const rows = await networkFeedIds(db, readerId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ kind: "date", at: last.cursorAt, id: last.id }) : null;
  return { posts: await hydrate(db, readerId, page), nextCursor };
}

/** Closeness weights of "Top": connection (and one's own) > followed member > topic > a connection's comment. */
const CLOSENESS_WEIGHT = [0.4, 0.5, 0.7, 1] as const;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A Top score, a whole number (higher first): closeness plus engagement (log of likes and twice the
 * comments), halved after a day. Every input is fixed at `asOf`, so the order never changes while a
 * member pages through it.
 */
export function topScore(closeness: number, likes: number, comments: number, ageMs: number) {
  const weight = CLOSENESS_WEIGHT[closeness] ?? 0.4;
  const engagement = Math.log2(1 + likes + 2 * comments) * 0.3;
  const decay = 1 / (1 + Math.max(0, ageMs) / (24 * HOUR_MS));
  return Math.min(999_999, Math.round(100_000 * (weight + engagement) * decay));
}

/**
 * GET /api/feed?scope=network&sort=top: the TOP_CANDIDATES newest network posts as of the first
 * page's moment, ranked by topScore on the likes and comments they had then. The cursor (a `rank`
 * cursor) carries that moment, so every page ranks the same posts with the same numbers: no post
 * twice, none skipped, whatever arrives meanwhile.
 */
async function listTopNetworkFeed(db: Database, readerId: number, query: FeedListQuery) {
  const position = query.cursor ? decodeCursor(query.cursor, "rank") : null;
  const asOf = position?.at ?? (await databaseNow(db));
  const candidates = await networkFeedIds(db, readerId, { at: asOf, id: MAX_ID }, TOP_CANDIDATES);
  const ids = candidates.map((row) => row.id);
  const asOfDate = new Date(asOf);
  const [likes, comments] =
    ids.length === 0
      ? [new Map<number, number>(), new Map<number, number>()]
      : await Promise.all([
          countsBefore(db, postLikes, ids, asOf),
          countsBefore(db, postComments, ids, asOf),
        ]);
  const ranked = candidates
    .map((row) => ({
      row,
      score: topScore(
        row.closeness,
        likes.get(row.id) ?? 0,
        comments.get(row.id) ?? 0,
        asOfDate.getTime() - new Date(row.cursorAt).getTime(),
      ),
    }))
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
    .filter(
      ({ score, row }) =>
        !position || score < position.rank || (score === position.rank && row.id < position.id),
    );
  const page = ranked.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    ranked.length > query.limit && last
      ? encodeCursor({ kind: "rank", rank: last.score, at: asOf, id: last.row.id })
      : null;
  return {
    posts: await hydrate(
      db,
      readerId,
      page.map(({ row }) => row),
    ),
    nextCursor,
  };
}

async function databaseNow(db: Database) {
  const result = (await db.execute(
    sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  )) as unknown as { rows: { now: string }[] };
  return result.rows[0]?.now ?? new Date().toISOString();
}

/** Likes (or comments) per post made at or before `asOf`: one grouped query for the candidates. */
async function countsBefore(
  db: Database,
  table: typeof postLikes | typeof postComments,
  ids: number[],
  asOf: string,
) {
  const rows = await db
    .select({ postId: table.postId, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(inArray(table.postId, ids), sql`${table.createdAt} <= ${asOf}::timestamptz`))
    .groupBy(table.postId);
  return new Map(rows.map((row) => [row.postId, Number(row.count)]));
}
