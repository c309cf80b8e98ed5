import { and, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { type CursorPosition, decodeCursor, encodeCursor } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { descNullsLast } from "../../db/order-by";
import { users } from "../../db/schema";
import { RANKED_SEARCH_MAX, searchWords } from "./search-words";

/** Where a member search page ended: ranked text matches (`score`), ranked with similar names (`name`), or by id. */
type MemberCursor = Extract<CursorPosition, { kind: "score" | "name" | "id" }>;

/**
 * The newest members (after the cursor) a search reads first, by the primary key, before it asks the
 * text index: a common search ("design", "manager": one member in a few hundred or more) fills its
 * page from them, where the GIN index would first collect a bitmap of every match (tens of thousands
 * for a common prefix, 10–100 ms at 100,000 members).
 */
export const RECENT_MEMBERS_WINDOW = 2000;

const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
/** Newest first as the primary key serves it (DESC; `desc nulls last` would need a sort of every row). */
const newestFirst = sql`${users.id} desc`;

type FindableColumns = { id: SQLWrapper; isActive: SQLWrapper; deletedAt: SQLWrapper };

/** Members a reader may find: active, not deleted, and neither blocking the other. */
function findableMembers(readerId: number | null, member: FindableColumns = users): SQL {
  return and(
    sql`${member.isActive} = true`,
    sql`${member.deletedAt} is null`,
    readerId === null ? undefined : sql`not ${blockedEitherWay(readerId, sql`${member.id}`)}`,
  ) as SQL;
}

const memberColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  company: users.company,
  avatar: users.avatar,
};

/**
 * Members by name, job title, company and skills (GIN on users.member_search): every word but the
 * last one whole, the last one as a prefix (what is still being typed). When that finds nothing, every
 * word as a prefix and names within a typo (pg_trgm on the full name) are ranked instead (`name`).
 *
 * Bounded work whatever the word: (1) the newest RECENT_MEMBERS_WINDOW members by the primary key,
 * filtered — a common search fills its page here and is walked newest first (`id`); (2) otherwise a
 * count of the text matches from the GIN index, stopped at RANKED_SEARCH_MAX + 1 (cheap: the search is
 * rare); up to that many are ranked (text matches above similar names, then ts_rank and the name's
 * closeness, ties by id); (3) a search common overall but rare among the newest members is walked by id.
 */
export async function searchMembers(db: Database, readerId: number | null, query: SearchPageQuery) {
  const words = searchWords(query.q);
  if (!words) return { members: [], nextCursor: null };
  const after: MemberCursor | null = query.cursor ? decodeCursor(query.cursor, "score", "name", "id") : null;
  const findable = findableMembers(readerId);
  const typedQuery = sql`to_tsquery('simple', ${words.typedTerms})`;
  const typedMatch = sql`${users.memberSearch} @@ ${typedQuery}`;
  const limit = query.limit;

  const byId = (where: SQL | undefined) =>
    db
      .select({ ...memberColumns, score: sql<number>`0::float8` })
      .from(users)
      .where(where)
      .orderBy(newestFirst)
      .limit(limit + 1);
  /**
   * The next page by id among the newest members after `afterId` only: the filters apply on top of a
   * bounded backward walk of the primary key (in a subquery, so the planner cannot trade the walk for
   * the text index), which stops as soon as the page is full.
   */
  const recentById = (afterId: number | null) => {
    const recent = db
      .select({
        ...memberColumns,
        memberSearch: users.memberSearch,
        isActive: users.isActive,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(afterId === null ? undefined : sql`${users.id} < ${afterId}`)
      .orderBy(newestFirst)
      .limit(RECENT_MEMBERS_WINDOW)
      .as("recent");
    return db
      .select({
        id: recent.id,
        username: recent.username,
        firstName: recent.firstName,
        lastName: recent.lastName,
        jobTitle: recent.jobTitle,
        company: recent.company,
        avatar: recent.avatar,
        score: sql<number>`0::float8`,
      })
      .from(recent)
      .where(and(sql`${recent.memberSearch} @@ ${typedQuery}`, findableMembers(readerId, recent)))
      .orderBy(sql`${recent.id} desc`)
      .limit(limit + 1);
  };

  let kind: MemberCursor["kind"];
  let rows: Awaited<ReturnType<typeof byId>> = [];
  if (after) kind = after.kind;
  else {
    rows = await recentById(null);
    if (rows.length > limit) kind = "id";
    else {
      const found = db
        .select({ one: sql`1` })
        .from(users)
        .where(and(typedMatch, findable))
        .limit(RANKED_SEARCH_MAX + 1)
        .as("found");
      const [counted] = await db.select({ matches: sql<number>`count(*)::int` }).from(found);
      const matches = Number(counted?.matches ?? 0);
      // Names within a typo and unfinished earlier words join only when the text finds nothing: a
      // typo is what leaves it empty, and such matches are many when the search is common.
      kind = matches > RANKED_SEARCH_MAX ? "id" : matches === 0 ? "name" : "score";
    }
  }

  if (kind === "id") {
    const afterId = after?.kind === "id" ? after.id : null;
    if (after) rows = await recentById(afterId);
    if (rows.length <= limit) {
      rows = await byId(
        and(typedMatch, findable, afterId === null ? undefined : sql`${users.id} < ${afterId}`),
      );
    }
  } else {
    const tsQuery = kind === "name" ? sql`to_tsquery('simple', ${words.terms})` : typedQuery;
    const textMatch = sql`${users.memberSearch} @@ ${tsQuery}`;
    const similarName = words.nameWords ? sql`${words.nameWords} <% ${fullName}` : sql`false`;
    const match = kind === "name" ? sql`(${textMatch} or ${similarName})` : textMatch;
    const score = sql<number>`((case when ${textMatch} then 1 else 0 end) + ts_rank(${users.memberSearch}, ${tsQuery}) + word_similarity(${words.nameWords}, ${fullName}))::float8`;
    const position =
      after && after.kind !== "id"
        ? sql`(${score}, ${users.id}) < (${after.score}::float8, ${after.id}::int)`
        : undefined;
    rows = await db
      .select({ ...memberColumns, score })
      .from(users)
      .where(and(findable, match, position))
      .orderBy(sql`${score} desc`, descNullsLast(users.id))
      .limit(limit + 1);
  }

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(kind === "id" ? { kind, id: last.id } : { kind, score: Number(last.score), id: last.id })
      : null;
  return {
    members: page.map((row) => ({
      id: row.id,
      username: row.username,
      name: `${row.firstName} ${row.lastName}`.trim(),
      jobTitle: row.jobTitle,
      company: row.company,
      avatar: row.avatar,
    })),
    nextCursor,
  };
}
