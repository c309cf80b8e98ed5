import { gte, sql } from "drizzle-orm";
import { ADMIN_ACTIVITY_WINDOW_DAYS, type AdminStats } from "../../../shared/contracts/admin";
import type { Database } from "../../db/client";
import { posts, users } from "../../db/schema";
import { notDeleted } from "./admin-users.service";

export type AdminCounts = {
  totalUsers: number;
  dailySignups: number;
  activeUsers: number;
  totalPosts: number;
  dailyPosts: number;
  recentPosts: number;
  recentInteractions: number;
};

export function percentWithOneDecimal(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

export function adminStatsFromCounts(counts: AdminCounts): AdminStats {
  return {
    totalUsers: counts.totalUsers,
    dailySignups: counts.dailySignups,
    activeUsers: counts.activeUsers,
    retentionRate: percentWithOneDecimal(counts.activeUsers, counts.totalUsers),
    totalPosts: counts.totalPosts,
    dailyPosts: counts.dailyPosts,
    engagementRate: percentWithOneDecimal(counts.recentInteractions, counts.recentPosts),
  };
}

/** Midnight UTC of the day `now` falls in: "today" for the daily figures. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * GET /api/admin/stats, counted in one round trip. "Active" means signed in or used the app in
 * the window: `last_active_at` is written at sign-in and, at most once a minute, on each request.
 */
export async function getAdminStats(db: Database, now: Date = new Date()): Promise<AdminStats> {
  const today = startOfUtcDay(now);
  const windowStart = new Date(now.getTime() - ADMIN_ACTIVITY_WINDOW_DAYS * 86_400_000);
  const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;
  const [row] = await db
    .select({
      totalUsers: count(sql`select count(*) from ${users} where ${notDeleted}`),
      dailySignups: count(
        sql`select count(*) from ${users} where ${notDeleted} and ${users.createdAt} >= ${today}`,
      ),
      activeUsers: count(
        sql`select count(*) from ${users} where ${notDeleted} and ${users.isActive} and ${users.lastActiveAt} >= ${windowStart}`,
      ),
      totalPosts: count(sql`select count(*) from ${posts}`),
      dailyPosts: count(sql`select count(*) from ${posts} where ${posts.createdAt} >= ${today}`),
      recentPosts: sql<number>`count(*)::int`,
      recentInteractions: sql<number>`coalesce(sum(${posts.likes} + ${posts.comments} + ${posts.shares}), 0)::bigint`,
    })
    .from(posts)
    .where(gte(posts.createdAt, windowStart));
  const number = (key: keyof AdminCounts) => Number(row?.[key] ?? 0);
  return adminStatsFromCounts({
    totalUsers: number("totalUsers"),
    dailySignups: number("dailySignups"),
    activeUsers: number("activeUsers"),
    totalPosts: number("totalPosts"),
    dailyPosts: number("dailyPosts"),
    recentPosts: number("recentPosts"),
    recentInteractions: number("recentInteractions"),
  });
}
