import { createHash, randomBytes } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { profileVisitorCounts } from "../../db/schema";
import { isBotUserAgent } from "../../http/bot-user-agent";
import { clientKey } from "../../http/client-key";
import { viewDay } from "./profiles.service";

/** How many (visitor, profile) pairs one process remembers per day before it forgets the oldest. */
export const VISITOR_MEMORY_MAX = 20_000;

/**
 * Which visitors were already counted today, so a reload is not counted again. A visitor is remembered
 * as a hash of a random salt made for the UTC day, the profile and the visitor's clientKey (address and
 * browser), held only in this process's memory: the salt and the hashes are dropped at midnight, so
 * nothing personal is stored and yesterday's hashes cannot be matched to anyone. Not a cookie, so
 * visitors carry no tracking cookie; the price is that several app processes each remember their own
 * visitors, and a visitor whose reloads reach another process (or who comes back after
 * VISITOR_MEMORY_MAX others) is counted again. The profile route keeps a second memory for signed-in
 * viewers (keyed by member), whose views are stored once a day anyway: a reload then skips the write.
 */
export function createVisitorMemory(maxEntries = VISITOR_MEMORY_MAX) {
  let day = "";
  let salt = randomBytes(16);
  let seen = new Set<string>();
  return {
    /** True the first time this visitor reaches this profile today (UTC), false on a repeat. */
    isFirstVisitToday(profileUserId: number, visitor: string, now = new Date()): boolean {
      const today = viewDay(now);
      if (today !== day) {
        day = today;
        salt = randomBytes(16);
        seen = new Set();
      }
      const key = createHash("sha256")
        .update(salt)
        .update(`${profileUserId}\n${visitor}`)
        .digest("base64url");
      if (seen.has(key)) return false;
      if (seen.size >= maxEntries) {
        const oldest = seen.values().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      seen.add(key);
      return true;
    },
  };
}
export type VisitorMemory = ReturnType<typeof createVisitorMemory>;

/**
 * Counts a visitor who is not signed in reading a profile: one visit per page load of a person's
 * browser, counted on the API call the profile page makes (link-preview crawlers read only the
 * page's share tags, never this call). Bots by User-Agent and reloads the memory knows are left out.
 */
export async function recordProfileVisit(
  db: Database,
  memory: VisitorMemory,
  profileUserId: number,
  request: Pick<FastifyRequest, "user" | "ip" | "headers" | "method">,
  now = new Date(),
): Promise<void> {
  if (request.user || request.method !== "GET" || isBotUserAgent(request.headers["user-agent"])) return;
  if (!memory.isFirstVisitToday(profileUserId, clientKey(request), now)) return;
  await db
    .insert(profileVisitorCounts)
    .values({ profileUserId, viewedOn: viewDay(now) })
    .onConflictDoUpdate({
      target: [profileVisitorCounts.profileUserId, profileVisitorCounts.viewedOn],
      set: { visits: sql`${profileVisitorCounts.visits} + 1` },
    });
}

/**
 * The first UTC day of a window of `days` days back from now. Visits are counted per day, so the
 * window holds the whole of its first day, where signed-in views count from the same moment of it.
 */
export const firstDayOfWindow = (days: number) =>
  sql`((now() - make_interval(days => ${days})) at time zone 'utc')::date`;

/** The visits of visitors who were not signed in to the member's profile in the last `days` days. */
export async function countProfileVisits(db: Database, memberId: number, days: number): Promise<number> {
  const [row] = await db
    .select({ visits: sql<number>`coalesce(sum(${profileVisitorCounts.visits}), 0)::int` })
    .from(profileVisitorCounts)
    .where(
      and(
        eq(profileVisitorCounts.profileUserId, memberId),
        gte(profileVisitorCounts.viewedOn, firstDayOfWindow(days)),
      ),
    );
  return row?.visits ?? 0;
}
