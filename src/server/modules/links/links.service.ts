import { randomBytes } from "node:crypto";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { SHORT_CODE_PATTERN, SHORT_URL_MAX_SOURCE_LENGTH } from "../../../shared/contracts/links";
import type { Database } from "../../db/client";
import { shortUrls } from "../../db/schema";
import { badRequest } from "../../http/app-error";

/** 8 random bytes: 64 bits, 11 base64url characters. Unguessable, and collisions are retried. */
const CODE_BYTES = 8;
const MAX_CODE_ATTEMPTS = 5;

export const newShortCode = () => randomBytes(CODE_BYTES).toString("base64url");

/** The URL in its normal form (lower-case scheme and host, encoded path), so one link has one code. */
export function normaliseUrl(raw: string): string {
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw badRequest("Only http:// and https:// links can be shortened.");
  }
  if (url.href.length > SHORT_URL_MAX_SOURCE_LENGTH) {
    throw badRequest(`URL must be at most ${SHORT_URL_MAX_SOURCE_LENGTH} characters`);
  }
  return url.href;
}

/** The existing code of this URL for this member (or for visitors), through the (user, md5(url)) index. */
async function findCode(db: Database, userId: number | null, url: string) {
  const owner: SQL = userId === null ? isNull(shortUrls.userId) : eq(shortUrls.userId, userId);
  const [row] = await db
    .select({ shortCode: shortUrls.shortCode })
    .from(shortUrls)
    .where(and(owner, sql`md5(${shortUrls.originalUrl}) = md5(${url})`, eq(shortUrls.originalUrl, url)))
    .limit(1);
  return row?.shortCode ?? null;
}

/**
 * POST /api/shorten: the code of the URL. The same member shortening the same URL again gets the
 * same code (a unique (member, url) index settles races); a new code is random and retried on the
 * astronomically rare collision.
 */
export async function shortenUrl(db: Database, userId: number | null, rawUrl: string): Promise<string> {
  const url = normaliseUrl(rawUrl);
  const existing = await findCode(db, userId, url);
  if (existing) return existing;
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    const [inserted] = await db
      .insert(shortUrls)
      .values({ originalUrl: url, shortCode: newShortCode(), userId })
      .onConflictDoNothing()
      .returning({ shortCode: shortUrls.shortCode });
    if (inserted) return inserted.shortCode;
    const raced = await findCode(db, userId, url);
    if (raced) return raced;
  }
  throw new Error("Could not find a free short code");
}

/**
 * GET /s/{code}: the original URL with the click counted (one atomic update), or null when unknown.
 * A HEAD request (link previews, checkers) finds the URL without counting a click.
 */
export async function followShortCode(
  db: Database,
  code: string,
  { countClick }: { countClick: boolean },
): Promise<string | null> {
  if (!SHORT_CODE_PATTERN.test(code)) return null;
  if (!countClick) {
    const [row] = await db
      .select({ originalUrl: shortUrls.originalUrl })
      .from(shortUrls)
      .where(eq(shortUrls.shortCode, code));
    return row?.originalUrl ?? null;
  }
  const [row] = await db
    .update(shortUrls)
    .set({ clicks: sql`${shortUrls.clicks} + 1` })
    .where(eq(shortUrls.shortCode, code))
    .returning({ originalUrl: shortUrls.originalUrl });
  return row?.originalUrl ?? null;
}
