import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { decodeDateCursor, newestFirst } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { posts, users } from "../../db/schema";
import { feedPostColumns, isVisiblePost, linkPreviewJoin, toFeedPage } from "../feed/feed-query";
import { searchWords } from "./search-words";

/** How many of the newest posts are read first: a common word fills a page from them alone. */
export const RECENT_POSTS_WINDOW = 500;
/** Up to this many matches are read from the text index and sorted; a commoner word walks the date index. */
export const INDEXED_MATCHES_MAX = 5000;
/** A visitor's reader id in the statements: no member has it, so no block or like matches. */
const NO_READER = 0;

const placeholder = {
  readerId: sql`${sql.placeholder("readerId")}::int`,
  terms: sql`${sql.placeholder("terms")}::text`,
  afterAt: sql`${sql.placeholder("afterAt")}::timestamptz`,
  afterId: sql`${sql.placeholder("afterId")}::int`,
  limit: sql.placeholder("limit"),
};

/**
 * The statements of a post search, prepared once per database (Drizzle builds their SQL once and
 * PostgreSQL plans each once per connection: planning these joins cost more than running them),
 * each with a first-page and an after-the-cursor form so the keyset condition stays one the
 * (is_published, created_at desc, id desc) index serves.
 */
function preparePostSearch(db: Database) {
  const textMatch = sql`${posts.contentSearch} @@ to_tsquery('english', ${placeholder.terms})`;
  const olderThanCursor = (isAfter: boolean) =>
    isAfter
      ? sql`(${posts.createdAt}, ${posts.id}) < (${placeholder.afterAt}, ${placeholder.afterId})`
      : undefined;
  const published = (isAfter: boolean) => and(eq(posts.isPublished, true), olderThanCursor(isAfter));
  const visible = (isAfter: boolean) =>
    and(
      isVisiblePost,
      textMatch,
      sql`not ${blockedEitherWay(placeholder.readerId, sql`${posts.userId}`)}`,
      olderThanCursor(isAfter),
    );
  const pageFrom = (candidates: ReturnType<typeof newestCandidates>, isAfter: boolean) =>
    db
      .select(feedPostColumns(placeholder.readerId))
      .from(candidates)
      .innerJoin(posts, eq(posts.id, candidates.candidateId))
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(...linkPreviewJoin)
      .where(visible(isAfter))
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(placeholder.limit);
  /**
   * The ids of a page: up to `max` posts from `source` sorted newest first in a subquery (posts'
   * own columns only, no join yet), kept when their stored vector matches and their author is
   * visible, checked one by one until the page is full. Link previews and likes are then read for
   * the page's posts only.
   */
  const newestCandidates = (source: SQL | undefined, max: number, isFromTextIndex: boolean) => {
    // Names of their own: drizzle names a subquery's expression columns without the subquery,
    // and users (joined next) has an id and a created_at too.
    const columns = {
      matchId: sql<number>`${posts.id}`.as("match_id"),
      matchUserId: sql<number>`${posts.userId}`.as("match_user_id"),
      matchAt: sql<Date>`${posts.createdAt}`.as("match_at"),
      matchSearch: sql<string>`${posts.contentSearch}`.as("match_search"),
    };
    const newest = sql`${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
    // From the text index: the matches unordered first (an ordered limit would let the planner walk
    // the date index through a million posts for a rare word), then sorted.
    const found = isFromTextIndex
      ? db.select(columns).from(posts).where(source).limit(max).as("found")
      : null;
    const matches = (
      found
        ? db.select().from(found).orderBy(sql`match_at desc nulls last, match_id desc nulls last`).limit(max)
        : db.select(columns).from(posts).where(source).orderBy(newest).limit(max)
    ).as("matches");
    return db
      .select({ candidateId: sql<number>`${matches.matchId}`.as("candidate_id") })
      .from(matches)
      .innerJoin(users, eq(users.id, matches.matchUserId))
      .where(
        and(
          sql`${matches.matchSearch} @@ to_tsquery('english', ${placeholder.terms})`,
          eq(users.isActive, true),
          sql`not ${blockedEitherWay(placeholder.readerId, sql`${matches.matchUserId}`)}`,
        ),
      )
      .orderBy(sql`${matches.matchAt} desc nulls last`, sql`${matches.matchId} desc nulls last`)
      .limit(placeholder.limit)
      .as("candidates");
  };
  // The newest posts by the date index: a common word fills the page from the first few of them.
  const recent = (isAfter: boolean) =>
    pageFrom(newestCandidates(published(isAfter), RECENT_POSTS_WINDOW, false), isAfter);
  /** How many posts match in the GIN index, counted no further than INDEXED_MATCHES_MAX + 1. */
  const count = (isAfter: boolean) => {
    const matches = db
      .select({ matchId: posts.id })
      .from(posts)
      .where(and(published(isAfter), textMatch))
      .limit(INDEXED_MATCHES_MAX + 1)
      .as("matches");
    return db.select({ found: sql<number>`count(*)::int` }).from(matches);
  };
  const dateWalk = (isAfter: boolean) =>
    db
      .select(feedPostColumns(placeholder.readerId))
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(...linkPreviewJoin)
      .where(visible(isAfter))
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(placeholder.limit);
  const both = <T extends { prepare(name: string): unknown }>(make: (isAfter: boolean) => T, name: string) =>
    ({
      first: make(false).prepare(name) as ReturnType<T["prepare"]>,
      after: make(true).prepare(`${name}_after`) as ReturnType<T["prepare"]>,
    }) as const;
  return {
    recent: both(recent, "search_posts_recent"),
    count: both(count, "search_posts_count"),
    // A rare word: at most INDEXED_MATCHES_MAX matches from the GIN index, sorted.
    indexed: both(
      (isAfter) =>
        pageFrom(newestCandidates(and(published(isAfter), textMatch), INDEXED_MATCHES_MAX, true), isAfter),
      "search_posts_indexed",
    ),
    dateWalk: both(dateWalk, "search_posts_date_walk"),
  };
}
const postSearches = preparedPerDatabase(preparePostSearch);

/**
 * Posts whose text has every word of the search (stemmed; every word but the last whole, the last a
 * prefix), newest first: published posts of active members, never of a member the reader blocked or
 * who blocked the reader.
 *
 * Three bounded steps, so neither a rare nor a common word walks a million posts: (1) the newest
 * 500 posts after the cursor (the date index, their stored vectors) — a common word fills the page
 * here; (2) otherwise the matches from the GIN index on posts.content_search, at most 5,000, sorted;
 * (3) only when there are more (a word common overall but not among the newest posts), the date
 * index walked with the filter.
 */
export async function searchPosts(db: Database, readerId: number | null, query: SearchPageQuery) {
  const words = searchWords(query.q);
  if (!words) return { posts: [], nextCursor: null };
  const statements = postSearches(db);
  const after = decodeDateCursor(query.cursor);
  const form = after ? "after" : "first";
  const params = {
    readerId: readerId ?? NO_READER,
    terms: words.typedTerms,
    limit: query.limit + 1,
    ...(after ? { afterAt: after.at, afterId: after.id } : {}),
  };

  let rows = await statements.recent[form].execute(params);
  if (rows.length <= query.limit) {
    const [indexed] = await statements.count[form].execute(params);
    rows =
      Number(indexed?.found ?? 0) <= INDEXED_MATCHES_MAX
        ? await statements.indexed[form].execute(params)
        : await statements.dateWalk[form].execute(params);
  }
  return toFeedPage(db, rows, query.limit, readerId);
}
