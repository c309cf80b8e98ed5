import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { type CursorPosition, decodeCursor, encodeCursor } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { descNullsLast } from "../../db/order-by";
import { users } from "../../db/schema";
import { RANKED_SEARCH_MAX, searchWords } from "./search-words";

/** Where a member search page ended: ranked text matches (`score`), ranked with similar names (`name`), or by id. */
type MemberCursor = Extract<CursorPosition, { kind: "score" | "name" | "id" }>;

/** Members read by id before a common search falls back to the full query. */
const ID_WINDOW = 5000;

const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/** Members a reader may find: active, not deleted, and neither blocking the other. */
function findableMembers(readerId: number | null): SQL {
  return and(
    eq(users.isActive, true),
    isNull(users.deletedAt),
    readerId === null ? undefined : sql`not ${blockedEitherWay(readerId, sql`${users.id}`)}`,
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
 * Members by name, job title, company and skills (GIN on users.member_search, each word a prefix),
 * and, when the text finds nothing, names within a typo (pg_trgm on the full name). Up to
 * RANKED_SEARCH_MAX text matches are ranked (text matches above similar names, then ts_rank and the
 * name's closeness, ties by id); a commoner search is walked newest member first by the primary key.
 */
export async function searchMembers(db: Database, readerId: number | null, query: SearchPageQuery) {
  const words = searchWords(query.q);
  if (!words) return { members: [], nextCursor: null };
  const tsQuery = sql`to_tsquery('simple', ${words.terms})`;
  const textMatch = sql`${users.memberSearch} @@ ${tsQuery}`;
  const similarName = words.nameWords ? sql`${words.nameWords} <% ${fullName}` : sql`false`;
  const score = sql<number>`((case when ${textMatch} then 1 else 0 end) + ts_rank(${users.memberSearch}, ${tsQuery}) + word_similarity(${words.nameWords}, ${fullName}))::float8`;
  const findable = findableMembers(readerId);
  const after: MemberCursor | null = query.cursor ? decodeCursor(query.cursor, "score", "name", "id") : null;

  let kind: MemberCursor["kind"];
  if (after) kind = after.kind;
  else {
    const found = db
      .select({ one: sql`1` })
      .from(users)
      .where(and(findable, textMatch))
      .limit(RANKED_SEARCH_MAX + 1)
      .as("found");
    const [counted] = await db.select({ matches: sql<number>`count(*)::int` }).from(found);
    const matches = Number(counted?.matches ?? 0);
    // Names within a typo join only when the text finds nothing: a typo is what leaves it empty,
    // and similar names are many when the search shares words with most names.
    kind = matches > RANKED_SEARCH_MAX ? "id" : matches === 0 ? "name" : "score";
  }

  const match = kind === "name" ? sql`(${textMatch} or ${similarName})` : textMatch;
  const position =
    after === null
      ? undefined
      : after.kind === "id"
        ? sql`${users.id} < ${after.id}`
        : sql`(${score}, ${users.id}) < (${after.score}::float8, ${after.id}::int)`;
  const order = kind === "id" ? [descNullsLast(users.id)] : [sql`${score} desc`, descNullsLast(users.id)];
  const selectPage = () =>
    db
      .select({ ...memberColumns, score })
      .from(users)
      .where(and(findable, match, position))
      .orderBy(...order)
      .limit(query.limit + 1);
  let rows: Awaited<ReturnType<typeof selectPage>> = [];
  if (kind === "id") {
    // A common search (at least 1 member in 200 matches) reads the newest members by the primary
    // key, a bounded window, rather than a bitmap of every match from the text index; only a
    // window that does not fill the page falls back to the full query.
    const newest = db
      .select({ windowId: users.id })
      .from(users)
      .where(and(findable, position))
      .orderBy(descNullsLast(users.id))
      .limit(ID_WINDOW)
      .as("newest");
    rows = await db
      .select({ ...memberColumns, score })
      .from(newest)
      .innerJoin(users, eq(users.id, newest.windowId))
      .where(match)
      .orderBy(...order)
      .limit(query.limit + 1);
  }
  if (rows.length <= query.limit) rows = await selectPage();

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
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
