import { badRequest } from "../../http/app-error";

/** Where a keyset page of an admin list ends: a timestamp as exact UTC text (or none) and the row id. */
export type AdminPosition = { at: string | null; id: number };

export const INVALID_CURSOR = "The cursor is not valid. Start again from the first page.";
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodeAdminCursor(position: AdminPosition): string {
  return Buffer.from(`${position.at ?? ""}|${position.id}`, "utf8").toString("base64url");
}

/** Decodes a cursor made by encodeAdminCursor; anything else is a 400. */
export function decodeAdminCursor(cursor: string): AdminPosition {
  const [atText, idText, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const id = Number(idText);
  const at = atText === "" ? null : (atText ?? null);
  const isValid =
    rest.length === 0 &&
    atText !== undefined &&
    (at === null || (TIMESTAMP.test(at) && !Number.isNaN(Date.parse(at)))) &&
    Number.isInteger(id) &&
    id >= 1 &&
    id <= 2_147_483_647;
  if (!isValid) throw badRequest(INVALID_CURSOR);
  return { at, id };
}

/** `%text%` for ILIKE with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The page and the next cursor (null on the last page) from `limit + 1` rows in list order. */
export function splitAdminPage<T>(rows: T[], limit: number, positionOf: (row: T) => AdminPosition) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeAdminCursor(positionOf(last)) : null };
}
