import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  ADMIN_ACTIVITY_WINDOW_DAYS,
  type AdminStats,
  type PeriodCount,
} from "../../../shared/contracts/admin";
import type { Database } from "../../db/client";
import { postComments, posts, users } from "../../db/schema";
import { notDeleted } from "./admin-users.service";

const DAY_MS = 86_400_000;

/** A percentage with one decimal, 0 when there is nothing to divide by (the Articles tab's engagement). */
export function percentWithOneDecimal(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** The two windows each count covers: the last `days` days up to `now`, and the `days` days before. */
export function statPeriods(now: Date, days = ADMIN_ACTIVITY_WINDOW_DAYS) {
  const currentStart = new Date(now.getTime() - days * DAY_MS);
  const previousStart = new Date(currentStart.getTime() - days * DAY_MS);
  return { previousStart, currentStart };
}

/**
 * Rows of `table` created in the current and the previous window: two range counts on an indexed
 * `created_at` (users_created_at_idx, posts_published_created_idx, post_comments_created_at_idx).
 */
async function countByPeriod(
  db: Database,
  table: PgTable,
  createdAt: PgColumn,
  now: Date,
  where?: SQL,
): Promise<PeriodCount> {
  const { previousStart, currentStart } = statPeriods(now);
  const inWindow = async (from: Date, to: Date) => {
    const [row] = await db
      .select({ value: count() })
      .from(table)
      .where(and(where, gte(createdAt, from), lt(createdAt, to)));
    return row?.value ?? 0;
  };
  const [current, previous] = await Promise.all([
    inWindow(currentStart, now),
    inWindow(previousStart, currentStart),
  ]);
  return { current, previous };
}

/**
 * GET /api/admin/stats: plain counts over a stated period. "Active" means signed in or used the app in
 * the period: `last_active_at` is written at sign-in and, at most once a minute, on each request.
 */
export async function getAdminStats(db: Database, now: Date = new Date()): Promise<AdminStats> {
  const { currentStart } = statPeriods(now);
  const [totals, newMembers, publishedPosts, comments] = await Promise.all([
    db
      .select({
        totalUsers: count(),
        activeUsers: sql<number>`(count(*) filter (where ${users.isActive} and ${users.lastActiveAt} >= ${currentStart}))::int`,
      })
      .from(users)
      .where(notDeleted),
    countByPeriod(db, users, users.createdAt, now, notDeleted),
    countByPeriod(db, posts, posts.createdAt, now, eq(posts.isPublished, true)),
    countByPeriod(db, postComments, postComments.createdAt, now),
  ]);
  return {
    periodDays: ADMIN_ACTIVITY_WINDOW_DAYS,
    totalUsers: totals[0]?.totalUsers ?? 0,
    activeUsers: Number(totals[0]?.activeUsers ?? 0),
    newMembers,
    posts: publishedPosts,
    comments,
  };
}
