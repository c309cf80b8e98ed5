import { asc, eq, sql } from "drizzle-orm";
import type { ReportTargetType } from "../../../shared/contracts/moderation";
import {
  blockedWordMessage,
  type CreateWatchedWordRequest,
  MAX_WATCHED_WORDS,
  TOO_MANY_WATCHED_WORDS,
  WATCHED_WORD_NOT_FOUND,
  WATCHED_WORD_TAKEN,
  type WatchedWordAction,
} from "../../../shared/contracts/watched-words";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { moderationItems, watchedWords } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { setTargetHidden } from "./report-targets";

/** The list is read at most this often per process; a change made here is seen at once. */
export const WATCHED_WORDS_CACHE_MS = 30_000;

type Matcher = { word: string; action: WatchedWordAction; pattern: RegExp };
// A cache keyed by the database it was read from (another app's database reads its own list).
let cache: { db: Database; at: number; matchers: Matcher[] } | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Case-insensitive, on word boundaries (letters and digits of any script), spaces matching any run. */
function matcherFor(word: string, action: WatchedWordAction): Matcher {
  const body = word.split(" ").map(escapeRegExp).join("\\s+");
  return { word, action, pattern: new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, "iu") };
}

async function matchers(db: Database): Promise<Matcher[]> {
  if (cache && cache.db === db && Date.now() - cache.at < WATCHED_WORDS_CACHE_MS) return cache.matchers;
  const rows = await db.select({ word: watchedWords.word, action: watchedWords.action }).from(watchedWords);
  const list = rows.map((row) => matcherFor(row.word, row.action as WatchedWordAction));
  cache = { db, at: Date.now(), matchers: list };
  return list;
}

const forgetCache = () => {
  cache = null;
};

/**
 * Checks what a member writes (a post, comment or review: each text given): a `block` word answers
 * 400 naming it; a `hold` word answers "hold" (the caller saves it held); else "publish".
 */
export async function screenWords(
  db: Database,
  texts: (string | null | undefined)[],
): Promise<"hold" | "publish"> {
  const list = await matchers(db);
  if (list.length === 0) return "publish";
  const written = texts.filter((text): text is string => Boolean(text));
  let hold = false;
  for (const matcher of list) {
    if (!written.some((text) => matcher.pattern.test(text))) continue;
    if (matcher.action === "block") throw badRequest(blockedWordMessage(matcher.word));
    hold = true;
  }
  return hold ? "hold" : "publish";
}

/**
 * Holds a just-written target: hidden from everyone but its author and moderators (the moderation
 * "hide" effect, so counts stay right) and waiting in the queue as a `held` item until approved.
 */
export async function holdForReview(
  tx: DbExecutor,
  target: { type: ReportTargetType; id: number; authorId: number; excerpt: string; link: string },
): Promise<void> {
  await setTargetHidden(tx, target.type, target.id, true);
  const excerpt = target.excerpt.replace(/\s+/g, " ").trim().slice(0, 200);
  await tx
    .insert(moderationItems)
    .values({
      targetType: target.type,
      targetId: target.id,
      authorId: target.authorId,
      status: "held",
      excerpt,
      link: target.link,
    })
    .onConflictDoUpdate({
      target: [moderationItems.targetType, moderationItems.targetId],
      set: { status: "held", excerpt, openedAt: sql`now()`, resolvedAt: null, assigneeId: null },
    });
}

const columns = {
  id: watchedWords.id,
  word: watchedWords.word,
  action: watchedWords.action,
  createdAt: watchedWords.createdAt,
};
type Row = { id: number; word: string; action: string; createdAt: Date };
const toWord = (row: Row) => ({ ...row, action: row.action as WatchedWordAction });

/** GET /api/admin/watched-words. */
export async function listWatchedWords(db: Database) {
  const rows = await db
    .select(columns)
    .from(watchedWords)
    .orderBy(asc(sql`lower(${watchedWords.word})`));
  return { words: rows.map(toWord) };
}

/** POST /api/admin/watched-words (audited). */
export async function createWatchedWord(db: Database, admin: SessionUser, input: CreateWatchedWordRequest) {
  try {
    return await db.transaction(async (tx) => {
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(watchedWords);
      if ((count?.n ?? 0) >= MAX_WATCHED_WORDS) throw badRequest(TOO_MANY_WATCHED_WORDS);
      const [row] = await tx.insert(watchedWords).values(input).returning(columns);
      if (!row) throw new Error("insert returned no row");
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: "watched_word.create",
        targetType: "watched_word",
        targetId: row.id,
        details: { word: row.word, action: row.action },
      });
      forgetCache();
      return toWord(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "watched_words_word_key")) throw conflict(WATCHED_WORD_TAKEN);
    throw error;
  }
}

/** DELETE /api/admin/watched-words/{id} (audited). */
export async function deleteWatchedWord(db: Database, admin: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(watchedWords).where(eq(watchedWords.id, id)).returning(columns);
    if (!row) throw notFound(WATCHED_WORD_NOT_FOUND);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "watched_word.delete",
      targetType: "watched_word",
      targetId: row.id,
      details: { word: row.word, action: row.action },
    });
  });
  forgetCache();
}
