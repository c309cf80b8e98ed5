import { and, eq, type SQL, sql } from "drizzle-orm";
import { BUSINESSES_PER_OWNER_MAX, type BusinessListQueryParsed } from "../../../shared/contracts/directory";
import type { Database } from "../../db/client";
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
  const search = query.search?.replace(/\s+/g, " ").trim();
  if (search) return searchBusinesses(db, query, search, readerId);
  const conditions = listFilters(query, readerId);

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

const value = (name: keyof SearchValues) => sql.placeholder(name);

/** What a search statement reads through its placeholders (each statement uses some of them). */
type SearchValues = {
  terms: string;
  nameWords: string;
  pattern: string;
  readerId?: number;
  industry?: string;
  category?: string;
  featured?: boolean;
  verified?: boolean;
  afterScore?: number;
  afterAt?: string;
  afterId?: number;
  limit: number;
};

/**
 * The search's statements are built once per shape (which filters, which branch, which cursor) with
 * placeholders for every value, and kept per database: Drizzle builds their SQL once instead of on
 * every request. They stay unnamed for PostgreSQL, which plans each call for its own values (a
 * generic plan would read a common word like a rare one).
 */
const searchStatements = new WeakMap<
  Database,
  Map<string, { execute(values: SearchValues): Promise<unknown> }>
>();

/** Drizzle's `prepare` without a name: the built query, which node-postgres sends unnamed. */
const UNNAMED = undefined as unknown as string;

function reusable<Rows>(db: Database, shape: string, build: () => { prepare(name: string): unknown }) {
  let statements = searchStatements.get(db);
  if (!statements) {
    statements = new Map();
    searchStatements.set(db, statements);
  }
  let statement = statements.get(shape);
  if (!statement) {
    statement = build().prepare(UNNAMED) as { execute(values: SearchValues): Promise<unknown> };
    statements.set(shape, statement);
  }
  return (values: SearchValues) => statement.execute(values) as Promise<Rows>;
}

/**
 * The visibility rule, the reader's blocks (when there is a reader) and the filters the query sets,
 * with placeholders for their values.
 */
function searchFilters(
  query: BusinessListQueryParsed,
  readerId: number | null,
): { filters: SQL[]; shape: string } {
  const filters: SQL[] = [isPubliclyVisible];
  let shape = "";
  if (readerId !== null) {
    filters.push(sql`not ${blockedEitherWay(sql`${value("readerId")}::int`, sql`${businesses.ownerId}`)}`);
    shape += "b";
  }
  if (query.industry) {
    filters.push(eq(businesses.industry, value("industry")));
    shape += "i";
  }
  if (query.category) {
    filters.push(eq(businesses.category, value("category")));
    shape += "c";
  }
  if (query.featured) {
    filters.push(eq(businesses.isFeatured, value("featured")));
    shape += "f";
  }
  if (query.verified) {
    filters.push(eq(businesses.isVerified, value("verified")));
    shape += "v";
  }
  return { filters, shape };
}

function selectRows(db: Database, score: SQL<number>, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ ...businessColumns, score, cursorAt: cursorTimestamp(businesses.createdAt) })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(value("limit"));
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const boundedMatches = (db: Database, where: SQL | undefined, max: number) =>
  db
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
function countMatches(db: Database, filters: SQL[], textMatch: SQL, nameMatch: SQL, max: number) {
  const text = boundedMatches(db, and(...filters, textMatch), max);
  const names = boundedMatches(db, and(...filters, textMatch, nameMatch), max);
  return db
    .select({
      textMatches: sql<number>`counted.n`,
      nameMatches: sql<number>`case when counted.n > ${max} then (select count(*)::int from (${names}) as names) else 0 end`,
    })
    .from(sql`(select count(*)::int as n from (${text}) as matches) as counted`);
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
  readerId: number | null,
) {
  const terms = prefixTsQuery(search);
  // Typo tolerance looks at words of three or more letters: shorter words and symbols add only
  // common trigrams, which make the name index return most of the table.
  const nameWords = search.match(/[\p{L}\p{N}]{3,}/gu)?.join(" ") ?? "";
  const after = query.cursor ? decodeCursor(query.cursor, "score", "name", "date") : null;
  const limit = query.limit;
  const values: SearchValues = {
    terms: terms ?? "",
    nameWords,
    pattern: containsPattern(search),
    readerId: readerId ?? undefined,
    industry: query.industry,
    category: query.category,
    featured: query.featured ? query.featured === "true" : undefined,
    verified: query.verified ? query.verified === "true" : undefined,
    afterScore: after && after.kind !== "date" ? after.score : undefined,
    afterAt: after?.kind === "date" ? after.at : undefined,
    afterId: after?.id,
    limit: limit + 1,
  };

  const { filters, shape: filterShape } = searchFilters(query, readerId);
  const tsQuery = terms ? sql`to_tsquery('english', ${value("terms")})` : null;
  const similarName = nameWords ? sql`${value("nameWords")} <% ${businesses.name}` : sql`false`;
  const textMatch = tsQuery ? sql`${businesses.searchVector} @@ ${tsQuery}` : null;
  const anyMatch = textMatch ? sql`(${textMatch} or ${similarName})` : similarName;
  // In a common search, the names that contain the search (trigram index) come first.
  const nameMatch = sql`${businesses.name} ilike ${value("pattern")}`;
  const textScore = tsQuery
    ? sql`(case when ${businesses.searchVector} @@ ${tsQuery} then 1 else 0 end + ts_rank(${businesses.searchVector}, ${tsQuery}))`
    : sql`0`;
  const score = sql<number>`(${textScore} + word_similarity(${value("nameWords")}, ${businesses.name}))::float8`;
  const byScore = [sql`${score} desc`, descNullsLast(businesses.id)];
  const byDate = [descNullsLast(businesses.createdAt), descNullsLast(businesses.id)];
  const afterScore =
    after && after.kind !== "date"
      ? sql`(${score}, ${businesses.id}) < (${value("afterScore")}::float8, ${value("afterId")}::int)`
      : undefined;
  const afterDate =
    after?.kind === "date"
      ? sql`(${businesses.createdAt}, ${businesses.id}) < (${value("afterAt")}::timestamptz, ${value("afterId")}::int)`
      : undefined;
  /** The statement's shape: filters, text and name parts, the cursor's kind, then the branch. */
  const shapeOf = (branch: string) =>
    `${filterShape}|${terms ? "t" : ""}${nameWords ? "n" : ""}|${after?.kind ?? ""}|${branch}`;
  const rowsOf = (branch: string, where: SQL | undefined, order: SQL[]) =>
    reusable<Row[]>(db, shapeOf(branch), () => selectRows(db, score, where, order));

  const { rows, kind } = await (async (): Promise<{ rows: Row[]; kind: BusinessCursor["kind"] }> => {
    const [counts] =
      textMatch && !after
        ? await reusable<{ textMatches: number; nameMatches: number }[]>(db, shapeOf("count"), () =>
            countMatches(db, filters, textMatch, nameMatch, RANKED_SEARCH_MAX),
          )(values)
        : [];
    const textMatches = Number(counts?.textMatches ?? 0);
    const nameMatches = Number(counts?.nameMatches ?? 0);
    // Few text matches: rank them in full, with the names within a typo of the search when the
    // text alone does not fill a page.
    if (!textMatch || after?.kind === "score" || (!after && textMatches <= RANKED_SEARCH_MAX)) {
      const isTextEnough = textMatch && textMatches > limit;
      const match = isTextEnough ? textMatch : anyMatch;
      const where = and(...filters, match, afterScore);
      const ranked = rowsOf(isTextEnough ? "ranked-text" : "ranked-any", where, byScore);
      return { rows: await ranked(values), kind: "score" };
    }
    // A common search (typo tolerance is not needed): the matching names first (ranked when
    // few), then the other text matches newest first by the date index.
    const names: Row[] = [];
    if (after?.kind !== "date") {
      if (after?.kind !== "name" && nameMatches > RANKED_SEARCH_MAX) {
        const newest = rowsOf("newest", and(...filters, textMatch), byDate);
        return { rows: await newest(values), kind: "date" };
      }
      const where = and(...filters, textMatch, nameMatch, afterScore);
      names.push(...(await rowsOf("names", where, byScore)(values)));
      if (names.length > limit) return { rows: names, kind: "name" };
    }
    const rest = and(...filters, textMatch, sql`not ${nameMatch}`, afterDate);
    const others = await rowsOf("others", rest, byDate)({ ...values, limit: limit + 1 - names.length });
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
