import { badRequest } from "../../http/app-error";

/** Where a keyset page ends: the timestamp (as PostgreSQL prints it, microseconds kept) and the id. */
export type KeysetPosition = { at: string; id: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
export const INVALID_CURSOR = "The cursor is not valid. Start again from the first page.";

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, "utf8").toString("base64url");
}

/** Decodes a cursor made by encodeCursor; anything else is a 400. */
export function decodeCursor(cursor: string): KeysetPosition {
  const decoded = Buffer.from(cursor, "base64url").toString("utf8");
  const [at, idText, ...rest] = decoded.split("|");
  const id = Number(idText);
  if (
    rest.length > 0 ||
    !at ||
    !TIMESTAMP.test(at) ||
    Number.isNaN(Date.parse(at)) ||
    !Number.isInteger(id) ||
    id < 1 ||
    id > 2_147_483_647
  ) {
    throw badRequest(INVALID_CURSOR);
  }
  return { at, id };
}
