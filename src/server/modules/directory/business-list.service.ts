import { and, eq, type SQL, sql } from "drizzle-orm";
import { BUSINESSES_PER_OWNER_MAX, type BusinessListQueryParsed } from "../../../shared/contracts/directory";
import type { Database, DbExecutor } from "../../db/client";
import {
  type CursorPosition,
  cursorTimestamp,
  decodeCursor,
  decodeDateCursor,
  encodeCursor,
  olderThan,
  splitPage,
} from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { blockedEitherWay } from "../../db/member-blocks";
import { descNullsLast } from "../../db/order-by";
import { businesses, users } from "../../db/schema";
import { businessColumns, isPubliclyVisible, prefixTsQuery } from "./business-query";

/** Where a directory page ended: by date, by score, or by score among the matching names. */
type BusinessCursor = Extract<CursorPosition, { kind: "date" | "score" | "name" }>;

function listFilters(query: BusinessListQueryParsed, readerId: number | null): SQL[] {
  const conditions: SQL[] = [isPubliclyVisible];
  if (readerId !== null) conditions.push(sql`not ${blockedEitherWay(readerId, sql`${businesses.ownerId}`)}`);
  if (query.industry) conditions.push(eq(businesses.industry, query.industry));
  if (query.category) conditions.push(eq(businesses.category, query.category));
  if (query.featured) conditions.push(eq(businesses.isFeatured, query.featured === "true"));
  if (query.verified) conditions.push(eq(businesses.isVerified, query.verified === "true"));
  return conditions;
}

/**
 * GET /api/businesses: active businesses of active owners. Without a search, newest first by the
 * (filter, created_at, id) indexes; with one, best match first. Both page by keyset cursor. Given a
 * reader, the businesses of an owner the reader blocked, or who blocked the reader, are left out.
 */
export async function listBusinesses(
  db: Database,
  query: BusinessListQueryParsed,
  readerId: number | null = null,
) {
  const conditions = listFilters(query, readerId);
  const search = query.search?.replace(/\s+/g, " ").trim();
  if (search) return searchBusinesses(db, query, search, conditions);

  const after = decodeDateCursor(query.cursor);
  if (after) conditions.push(olderThan(businesses.createdAt, businesses.id, after));
  const rows = await db
    .select({ ...businessColumns, cursorAt: cursorTimestamp(businesses.createdAt) })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(and(...conditions))
    .orderBy(descNullsLast(businesses.createdAt), descNullsLast(businesses.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { businesses: page.map(({ cursorAt: _cursorAt, ...business }) => business), nextCursor };
}

/** Up to this many matches are ranked in full; a commoner search is walked in date order. */
export const RANKED_SEARCH_MAX = 500;

type Executor = DbExecutor;
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(tx: Executor, score: SQL<number>, where: SQL | undefined, order: SQL[], limit: number) {
  return tx
    .select({ ...businessColumns, score, cursorAt: cursorTimestamp(businesses.createdAt) })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

const boundedMatches = (tx: Executor, where: SQL | undefined, max: number) =>
  tx
    .select({ one: sql`1` })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(where)
    .limit(max + 1);

/**
 * One statement, one round trip: how many businesses match the text (counting no further than
 * `max + 1`, so a common word costs no more) and, only when that is more than `max`, how many of
 * them also have the search in their name (a subquery PostgreSQL evaluates only when asked for).
 * The text count is an aggregate in FROM, so PostgreSQL reads its index range once (a subquery
 * written twice in the select list would be run twice).
 */
async function countMatches(tx: Executor, filters: SQL[], textMatch: SQL, nameMatch: SQL, max: number) {
  const text = boundedMatches(tx, and(...filters, textMatch), max);
  const names = boundedMatches(tx, and(...filters, textMatch, nameMatch), max);
  const [row] = await tx
    .select({
      textMatches: sql<number>`counted.n`,
      nameMatches: sql<number>`case when counted.n > ${max} then (select count(*)::int from (${names}) as names) else 0 end`,
    })
    .from(sql`(select count(*)::int as n from (${text}) as matches) as counted`);
  return { textMatches: Number(row?.textMatches ?? 0), nameMatches: Number(row?.nameMatches ?? 0) };
}

/**
 * Full text over name, services, tags and descriptions (GIN on the search vector, each word as a
 * prefix) or a name within a typo of the search (pg_trgm word similarity, GIN on the name).
 *
 * Best match first: full-text matches above names that are only similar, then by rank and the name's
 * closeness. Ranking reads every match, so it is done in full only when up to 500 businesses match
 * the text. A commoner search lists the businesses whose name contains it first (ranked, when they
 * are few), then the other matches newest first by the date index; pages follow by keyset cursor.
 */
async function searchBusinesses(
  db: Database,
  query: BusinessListQueryParsed,
  search: string,
  filters: SQL[],
) {
  const terms = prefixTsQuery(search);
  const tsQuery = terms ? sql`to_tsquery('english', ${terms})` : null;
  // Typo tolerance looks at words of three or more letters: shorter words and symbols add only
  // common trigrams, which make the name index return most of the table.
  const nameWords = search.match(/[\p{L}\p{N}]{3,}/gu)?.join(" ") ?? "";
  const similarName = nameWords ? sql`${nameWords} <% ${businesses.name}` : sql`false`;
  const textMatch = tsQuery ? sql`${businesses.searchVector} @@ ${tsQuery}` : null;
  const anyMatch = textMatch ? sql`(${textMatch} or ${similarName})` : similarName;
  // In a common search, the names that contain the search (trigram index) come first.
  const nameMatch = sql`${businesses.name} ilike ${containsPattern(search)}`;
  const textScore = tsQuery
    ? sql`(case when ${businesses.searchVector} @@ ${tsQuery} then 1 else 0 end + ts_rank(${businesses.searchVector}, ${tsQuery}))`
    : sql`0`;
  const score = sql<number>`(${textScore} + word_similarity(${nameWords}, ${businesses.name}))::float8`;
  const byScore = [sql`${score} desc`, descNullsLast(businesses.id)];
  const byDate = [descNullsLast(businesses.createdAt), descNullsLast(businesses.id)];
  const limit = query.limit;
  const after = query.cursor ? decodeCursor(query.cursor, "score", "name", "date") : null;
  const afterScore = (cursor: BusinessCursor) =>
    cursor.kind === "date"
      ? sql`true`
      : sql`(${score}, ${businesses.id}) < (${cursor.score}::float8, ${cursor.id}::int)`;
  const afterDate = (cursor: BusinessCursor) =>
    cursor.kind === "date"
      ? sql`(${businesses.createdAt}, ${businesses.id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)`
      : sql`true`;

  const { rows, kind } = await (async (): Promise<{ rows: Row[]; kind: BusinessCursor["kind"] }> => {
    const counts =
      textMatch && !after
        ? await countMatches(db, filters, textMatch, nameMatch, RANKED_SEARCH_MAX)
        : { textMatches: 0, nameMatches: 0 };
    // Few text matches: rank them in full, with the names within a typo of the search when the
    // text alone does not fill a page.
    if (!textMatch || after?.kind === "score" || (!after && counts.textMatches <= RANKED_SEARCH_MAX)) {
      const match = textMatch && counts.textMatches > limit ? textMatch : anyMatch;
      const where = and(...filters, match, after ? afterScore(after) : undefined);
      return { rows: await selectRows(db, score, where, byScore, limit + 1), kind: "score" };
    }
    // A common search (typo tolerance is not needed): the matching names first (ranked when
    // few), then the other text matches newest first by the date index.
    const names: Row[] = [];
    if (after?.kind !== "date") {
      if (after?.kind !== "name" && counts.nameMatches > RANKED_SEARCH_MAX) {
        return {
          rows: await selectRows(db, score, and(...filters, textMatch), byDate, limit + 1),
          kind: "date",
        };
      }
      const where = and(...filters, textMatch, nameMatch, after ? afterScore(after) : undefined);
      names.push(...(await selectRows(db, score, where, byScore, limit + 1)));
      if (names.length > limit) return { rows: names, kind: "name" };
    }
    const rest = and(...filters, textMatch, sql`not ${nameMatch}`, after ? afterDate(after) : undefined);
    const others = await selectRows(db, score, rest, byDate, limit + 1 - names.length);
    return { rows: [...names, ...others], kind: others.length > 0 || names.length === 0 ? "date" : "name" };
  })();

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > limit && last) {
    nextCursor = encodeCursor(
      kind === "date"
        ? { kind, at: last.cursorAt, id: last.id }
        : { kind, score: Number(last.score), id: last.id },
    );
  }
  return {
    businesses: page.map(({ score: _score, cursorAt: _cursorAt, ...business }) => business),
    nextCursor,
  };
}

/** GET /api/user/businesses: the member's own businesses, inactive ones included, newest first. */
export function listOwnBusinesses(db: Database, ownerId: number) {
  return db
    .select(businessColumns)
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(descNullsLast(businesses.createdAt), descNullsLast(businesses.id))
    .limit(BUSINESSES_PER_OWNER_MAX);
}
