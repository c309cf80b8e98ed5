import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "../../http/app-error";

/** Where a keyset page ends: the timestamp as PostgreSQL prints it (microseconds kept) and the id. */
export type FeedPosition = { at: string; id: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
export const INVALID_CURSOR = "The cursor is not valid. Start again from the first page.";

/** A timestamp column as exact UTC text, so a cursor never loses the microseconds a Date would drop. */
export const cursorTimestamp = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Newest first, in the exact order of the `(... created_at desc nulls last, id desc nulls last)` indexes. */
export const newestFirst = (createdAt: AnyPgColumn, id: AnyPgColumn) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, "utf8").toString("base64url");
}

/** Decodes a cursor made by encodeFeedCursor; anything else is a 400. */
export function decodeFeedCursor(cursor: string): FeedPosition {
  const [at, idText, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const id = Number(idText);
  const isValid =
    rest.length === 0 &&
    at !== undefined &&
    TIMESTAMP.test(at) &&
    !Number.isNaN(Date.parse(at)) &&
    Number.isInteger(id) &&
    id >= 1 &&
    id <= 2_147_483_647;
  if (!isValid) throw badRequest(INVALID_CURSOR);
  return { at, id };
}

/** The page and the cursor of the next one (null on the last page) from `limit + 1` fetched rows. */
export function splitPage<T extends { id: number; cursorAt: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeFeedCursor({ at: last.cursorAt, id: last.id }) : null;
  return { page, nextCursor };
}
