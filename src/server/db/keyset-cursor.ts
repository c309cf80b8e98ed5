import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { INVALID_CURSOR, isKeysetTimestamp, MAX_ID } from "../../shared/contracts/common";
import { badRequest } from "../http/app-error";

/**
 * Where a keyset page ended, so the next page starts after it. Every list pages by one of these:
 * - `date`: a timestamp as exact UTC text (microseconds kept) and the row id — most lists;
 * - `id`: the row id alone (a list in id order, or a row whose timestamp is null);
 * - `score` / `name`: a ranking score and the id (a ranked search; `name` marks its name-match part);
 * - `rank`: a whole-number rank (higher first), then a timestamp and the id (newest first) — a list
 *   that puts some rows ahead of the others (requests waiting for an answer, the best fits);
 * - `offset`: how many rows came before (in `id`) — a short list of one member's own rows sorted by a
 *   text column (connections by name), where skipping a page's rows costs nothing;
 * - `stream`: a timestamp, a small stream number, then the id (newest first; at the same instant the
 *   higher stream first) — one list merged from several tables (a member's posts and comments).
 */
export type CursorPosition =
  | { kind: "date"; at: string; id: number }
  | { kind: "id"; id: number }
  | { kind: "score" | "name"; score: number; id: number }
  | { kind: "rank"; rank: number; at: string; id: number }
  | { kind: "offset"; id: number }
  | { kind: "stream"; at: string; stream: number; id: number };
export type CursorKind = CursorPosition["kind"];

const TAGS: Record<CursorKind, string> = {
  date: "d",
  id: "i",
  score: "s",
  name: "n",
  rank: "r",
  offset: "o",
  stream: "k",
};

function positionText(position: CursorPosition): string {
  if (position.kind === "date") return position.at;
  if (position.kind === "id" || position.kind === "offset") return "";
  if (position.kind === "rank") return `${position.rank},${position.at}`;
  if (position.kind === "stream") return `${position.at},${position.stream}`;
  return String(position.score);
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${TAGS[position.kind]}|${positionText(position)}|${position.id}`, "utf8").toString(
    "base64url",
  );
}

/**
 * Decodes a cursor made by encodeCursor into one of the kinds the list expects. A forged cursor is
 * a 400: a wrong kind, an id beyond 32 bits, or a timestamp that does not read back exactly or lies
 * outside 1900–2100 (`2026-02-30T00:00:00Z`, year 0000) never reaches the database.
 */
export function decodeCursor<Kind extends CursorKind>(
  cursor: string,
  ...kinds: Kind[]
): Extract<CursorPosition, { kind: Kind }> {
  const [tag, value, idText, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const id = Number(idText);
  const kind = kinds.find((candidate) => TAGS[candidate] === tag);
  const isValidId = idText !== undefined && /^\d{1,10}$/.test(idText) && id >= 1 && id <= MAX_ID;
  if (!kind || rest.length > 0 || !isValidId || value === undefined) throw badRequest(INVALID_CURSOR);
  const position = toPosition(kind, value, id);
  if (!position) throw badRequest(INVALID_CURSOR);
  return position as Extract<CursorPosition, { kind: Kind }>;
}

function toPosition(kind: CursorKind, value: string, id: number): CursorPosition | null {
  if (kind === "date") return isKeysetTimestamp(value) ? { kind, at: value, id } : null;
  if (kind === "id" || kind === "offset") return value === "" ? { kind, id } : null;
  if (kind === "rank") {
    const [rankText, at, ...extra] = value.split(",");
    const rank = Number(rankText);
    const isRank = rankText !== undefined && /^-?\d{1,6}$/.test(rankText);
    return isRank && at !== undefined && extra.length === 0 && isKeysetTimestamp(at)
      ? { kind, rank, at, id }
      : null;
  }
  if (kind === "stream") {
    const [at, streamText, ...extra] = value.split(",");
    const isStream = streamText !== undefined && /^\d$/.test(streamText);
    return isStream && at !== undefined && extra.length === 0 && isKeysetTimestamp(at)
      ? { kind, at, stream: Number(streamText), id }
      : null;
  }
  const score = Number(value);
  return value.trim() !== "" && Number.isFinite(score) ? { kind, score, id } : null;
}

/** A `date` cursor's position, or null when no cursor was sent. */
export function decodeDateCursor(cursor: string | undefined): { at: string; id: number } | null {
  if (!cursor) return null;
  const { at, id } = decodeCursor(cursor, "date");
  return { at, id };
}

/** A timestamp column as exact UTC text, so a cursor never loses the microseconds a Date would drop. */
export const cursorTimestamp = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Newest first, in the exact order of the `(... created_at desc nulls last, id desc nulls last)` indexes. */
export const newestFirst = (createdAt: AnyPgColumn, id: AnyPgColumn) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/** Rows strictly after a `date` position in newest-first order (a row-value comparison an index serves). */
export const olderThan = (createdAt: SQLWrapper, id: SQLWrapper, after: { at: string; id: number }) =>
  sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::int)`;

/**
 * Rows strictly after a `rank` position in (rank desc, timestamp desc, id desc) order. The rank is
 * an integer expression, the timestamp column not null.
 */
export const rankedAfter = (
  rank: SQL<number>,
  at: SQLWrapper,
  id: SQLWrapper,
  after: { rank: number; at: string; id: number },
) => sql`(${rank}, ${at}, ${id}) < (${after.rank}::int, ${after.at}::timestamptz, ${after.id}::int)`;

/**
 * The page and the next page's cursor (null on the last page) from `limit + 1` rows in list order.
 * By default a row's position is its `cursorAt` text and id.
 */
export function splitPage<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => CursorPosition = (row) => {
    const { cursorAt, id } = row as { cursorAt: string; id: number };
    return { kind: "date", at: cursorAt, id };
  },
) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last !== undefined ? encodeCursor(positionOf(last)) : null;
  return { page, nextCursor };
}
