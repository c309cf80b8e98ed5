import { and, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { memberFullName } from "../../../shared/contracts/members";
import type { SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { type CursorPosition, decodeCursor, encodeCursor } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { memberSummaryColumns, toMemberSummary } from "../../db/member-summary";
import { descNullsLast } from "../../db/order-by";
import { preparedPerDatabase } from "../../db/prepared-statements";
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

export const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
/** Newest first as the primary key serves it (DESC; `desc nulls last` would need a sort of every row). */
const newestFirst = sql`${users.id} desc`;

type FindableColumns = { id: SQLWrapper; isActive: SQLWrapper; deletedAt: SQLWrapper };

/** Members a reader may find: active, not deleted, and neither blocking the other. */
export function findableMembers(readerId: SQL, member: FindableColumns = users): SQL {
  return and(
    sql`${member.isActive} = true`,
    sql`${member.deletedAt} is null`,
    sql`not ${blockedEitherWay(readerId, sql`${member.id}`)}`,
  ) as SQL;
}

const placeholder = {
  readerId: sql`${sql.placeholder("readerId")}::int`,
  afterId: sql`${sql.placeholder("afterId")}::int`,
  afterScore: sql`${sql.placeholder("afterScore")}::float8`,
  terms: sql`${sql.placeholder("terms")}::text`,
  nameWords: sql`${sql.placeholder("nameWords")}::text`,
  limit: sql.placeholder("limit"),
};
/** A visitor's reader id in the statements: no member has it, so no block matches. */
const NO_READER = 0;

/**
 * The statements of a member search, prepared once per database: Drizzle builds their SQL once and
 * PostgreSQL plans each once per connection (planning these was most of their cost). Each has a
 * first-page and an after-the-cursor form, so the keyset condition stays one an index serves.
 */
function prepareMemberSearch(db: Database) {
  const findable = findableMembers(placeholder.readerId);
  const tsQuery = sql`to_tsquery('simple', ${placeholder.terms})`;
  const textMatch = sql`${users.memberSearch} @@ ${tsQuery}`;
  const afterId = (isAfter: boolean) => (isAfter ? sql`${users.id} < ${placeholder.afterId}` : undefined);

  /**
   * The next page by id among the newest members (after the cursor) only: the filters apply on top
   * of a bounded backward walk of the primary key (in a subquery, so the planner cannot trade the
   * walk for the text index), which stops as soon as the page is full.
   */
  const recentById = (isAfter: boolean) => {
    const recent = db
      .select({
        ...memberSummaryColumns,
        memberSearch: users.memberSearch,
        isActive: users.isActive,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(afterId(isAfter))
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
      .where(and(sql`${recent.memberSearch} @@ ${tsQuery}`, findableMembers(placeholder.readerId, recent)))
      .orderBy(sql`${recent.id} desc`)
      .limit(placeholder.limit);
  };
  const byId = (isAfter: boolean) =>
    db
      .select({ ...memberSummaryColumns, score: sql<number>`0::float8` })
      .from(users)
      .where(and(textMatch, findable, afterId(isAfter)))
      .orderBy(newestFirst)
      .limit(placeholder.limit);
  const found = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(textMatch, findable))
    .limit(RANKED_SEARCH_MAX + 1)
    .as("found");
  /** Ranked text matches (`score`), or, with names within a typo, everything that is similar (`name`). */
  const ranked = (withNames: boolean, isAfter: boolean) => {
    const similarName = sql`${placeholder.nameWords} <% ${fullName}`;
    const score = sql<number>`((case when ${textMatch} then 1 else 0 end) + ts_rank(${users.memberSearch}, ${tsQuery}) + word_similarity(${placeholder.nameWords}, ${fullName}))::float8`;
    return db
      .select({ ...memberSummaryColumns, score })
      .from(users)
      .where(
        and(
          findable,
          withNames ? sql`(${textMatch} or ${similarName})` : textMatch,
          isAfter
            ? sql`(${score}, ${users.id}) < (${placeholder.afterScore}, ${placeholder.afterId})`
            : undefined,
        ),
      )
      .orderBy(sql`${score} desc`, descNullsLast(users.id))
      .limit(placeholder.limit);
  };
  return {
    recent: recentById(false).prepare("search_members_recent"),
    recentAfter: recentById(true).prepare("search_members_recent_after"),
    byId: byId(false).prepare("search_members_by_id"),
    byIdAfter: byId(true).prepare("search_members_by_id_after"),
    count: db.select({ matches: sql<number>`count(*)::int` }).from(found).prepare("search_members_count"),
    score: ranked(false, false).prepare("search_members_score"),
    scoreAfter: ranked(false, true).prepare("search_members_score_after"),
    name: ranked(true, false).prepare("search_members_name"),
    nameAfter: ranked(true, true).prepare("search_members_name_after"),
  };
}
const memberSearches = preparedPerDatabase(prepareMemberSearch);

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
  const statements = memberSearches(db);
  const limit = query.limit;
  const typed = { readerId: readerId ?? NO_READER, terms: words.typedTerms };

  let kind: MemberCursor["kind"];
  let rows: Awaited<ReturnType<typeof statements.recent.execute>> = [];
  if (after) kind = after.kind;
  else {
    rows = await statements.recent.execute({ ...typed, limit: limit + 1 });
    if (rows.length > limit) kind = "id";
    else {
      const [counted] = await statements.count.execute(typed);
      const matches = Number(counted?.matches ?? 0);
      // Names within a typo and unfinished earlier words join only when the text finds nothing: a
      // typo is what leaves it empty, and such matches are many when the search is common.
      kind = matches > RANKED_SEARCH_MAX ? "id" : matches === 0 ? "name" : "score";
    }
  }

  if (kind === "id") {
    const afterId = after?.kind === "id" ? after.id : undefined;
    if (afterId !== undefined)
      rows = await statements.recentAfter.execute({ ...typed, afterId, limit: limit + 1 });
    if (rows.length <= limit) {
      rows =
        afterId === undefined
          ? await statements.byId.execute({ ...typed, limit: limit + 1 })
          : await statements.byIdAfter.execute({ ...typed, afterId, limit: limit + 1 });
    }
  } else {
    const params = {
      readerId: typed.readerId,
      terms: kind === "name" ? words.terms : words.typedTerms,
      nameWords: words.nameWords,
      limit: limit + 1,
    };
    const position = after && after.kind !== "id" ? { afterScore: after.score, afterId: after.id } : null;
    // Without a word of three letters there is no name to be similar to: the text alone is ranked.
    if (kind === "name" && words.nameWords) {
      rows = position
        ? await statements.nameAfter.execute({ ...params, ...position })
        : await statements.name.execute(params);
    } else {
      rows = position
        ? await statements.scoreAfter.execute({ ...params, ...position })
        : await statements.score.execute(params);
    }
  }

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(kind === "id" ? { kind, id: last.id } : { kind, score: Number(last.score), id: last.id })
      : null;
  return {
    members: page.map((row) => ({ ...toMemberSummary(row), name: memberFullName(row) })),
    nextCursor,
  };
}
