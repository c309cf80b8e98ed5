import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { SEARCH_COUNT_MAX, type SearchCounts } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { articleSearch, posts, users } from "../../db/schema";
import { isVisiblePost } from "../feed/feed-query";
import { searchBusinesses } from "./search.service";
import { articleWordMatches } from "./search-content.service";
import { findableMembers, fullName } from "./search-members.service";
import { searchWords } from "./search-words";

/** One more than the largest count shown: "99+" reads it. */
const COUNTED = SEARCH_COUNT_MAX + 1;
const NO_READER = 0;

/** How many rows a bounded query finds: `select count(*) from (… limit 100)`, so no count reads further. */
async function countOf(db: Database, matches: SQLWrapper) {
  const [row] = await db
    .select({ n: sql<number>`counted.n` })
    .from(sql`(select count(*)::int as n from (${matches}) as found) as counted`);
  return Number(row?.n ?? 0);
}

/**
 * Members as searchMembers finds them: the words as typed (GIN on member_search); when they find
 * nobody, every word as a prefix or a name within a typo, as that search then lists.
 */
async function countMembers(
  db: Database,
  readerId: number,
  words: NonNullable<ReturnType<typeof searchWords>>,
) {
  const matching = (condition: SQL) =>
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(condition, findableMembers(sql`${readerId}::int`)))
      .limit(COUNTED);
  const textMatch = (terms: string) => sql`${users.memberSearch} @@ to_tsquery('simple', ${terms})`;
  const typed = await countOf(db, matching(textMatch(words.typedTerms)));
  if (typed > 0) return typed;
  const similarName = words.nameWords ? sql` or ${words.nameWords} <% ${fullName}` : sql``;
  return countOf(db, matching(sql`(${textMatch(words.terms)}${similarName})`));
}

/** Published posts of visible authors matching the words (GIN on content_search), as searchPosts finds them. */
function countPosts(db: Database, readerId: number, terms: string) {
  return countOf(
    db,
    db
      .select({ one: sql`1` })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(
        and(
          sql`${posts.contentSearch} @@ to_tsquery('english', ${terms})`,
          isVisiblePost,
          sql`not ${blockedEitherWay(sql`${readerId}::int`, sql`${posts.userId}`)}`,
        ),
      )
      .limit(COUNTED),
  );
}

/** Published articles whose title or tags hold every word (pg_trgm on the haystack). */
function countArticles(db: Database, words: string[]) {
  return countOf(
    db,
    db
      .select({ one: sql`1` })
      .from(articleSearch)
      .where(and(...articleWordMatches(words)))
      .limit(COUNTED),
  );
}

/**
 * GET /api/search/counts: how many of each kind a search finds, each a query of its own stopped at
 * SEARCH_COUNT_MAX + 1 rows (never a count of a whole table). Businesses are counted by the
 * directory's own search, so the tab and its count never disagree.
 */
export async function countSearchResults(
  db: Database,
  readerId: number | null,
  q: string,
): Promise<SearchCounts> {
  const words = searchWords(q);
  if (!words) return { members: 0, posts: 0, articles: 0, businesses: 0 };
  const reader = readerId ?? NO_READER;
  const [members, postCount, articles, businesses] = await Promise.all([
    countMembers(db, reader, words),
    countPosts(db, reader, words.terms),
    countArticles(db, words.words),
    searchBusinesses(db, readerId, { q, limit: COUNTED }),
  ]);
  return { members, posts: postCount, articles, businesses: businesses.businesses.length };
}
