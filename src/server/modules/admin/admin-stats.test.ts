import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, users } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import { adminTestClients } from "../../test/helpers/admin-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";
import { adminStatsFromCounts, percentWithOneDecimal, startOfUtcDay } from "./admin-stats.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;

describe("GET /api/admin/stats", () => {
  it("counts users, sign-ups, active users, posts and engagement from the data", async () => {
    const { admin, member } = await adminTestClients(ctx);
    const now = new Date();
    const longAgo = new Date(now.getTime() - 90 * DAY);
    const yesterday = new Date(startOfUtcDay(now).getTime() - 1000);
    // Two old accounts: one active last week, one last seen 60 days ago; one deactivated.
    const recent = await insertUser(ctx.db, {
      createdAt: longAgo,
      lastActiveAt: new Date(now.getTime() - 7 * DAY),
    });
    await insertUser(ctx.db, { createdAt: longAgo, lastActiveAt: new Date(now.getTime() - 60 * DAY) });
    await insertUser(ctx.db, { createdAt: longAgo, lastActiveAt: now, isActive: false });
    // Posts: two today (5 and 2 interactions), one ten days ago (3), one 40 days ago (100, outside).
    await insertPost(ctx.db, { userId: recent.id, likes: 3, comments: 1, shares: 1 });
    await insertPost(ctx.db, { userId: recent.id, likes: 2, isPublished: false });
    await insertPost(ctx.db, {
      userId: recent.id,
      likes: 1,
      comments: 2,
      createdAt: new Date(now.getTime() - 10 * DAY),
    });
    await insertPost(ctx.db, {
      userId: recent.id,
      likes: 100,
      createdAt: new Date(now.getTime() - 40 * DAY),
    });
    // Signed-in admin and member were created today; the factory leaves lastActiveAt to the sign-in.
    await ctx.db.update(users).set({ createdAt: yesterday }).where(eq(users.id, member.user.id));

    const response = await admin.client.get("/api/admin/stats");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalUsers: 5,
      dailySignups: 1,
      activeUsers: 3,
      retentionRate: 60,
      totalPosts: 4,
      dailyPosts: 2,
      engagementRate: percentWithOneDecimal(5 + 2 + 3, 3),
    });
    expect(percentWithOneDecimal(10, 3)).toBe(333.3);

    await ctx.db.delete(posts);
    const empty = (await admin.client.get("/api/admin/stats")).json();
    expect(empty).toMatchObject({ totalPosts: 0, dailyPosts: 0, engagementRate: 0 });
  });

  it("rates are 0 when there is nothing to divide by", () => {
    expect(
      adminStatsFromCounts({
        totalUsers: 0,
        dailySignups: 0,
        activeUsers: 0,
        totalPosts: 0,
        dailyPosts: 0,
        recentPosts: 0,
        recentInteractions: 0,
      }),
    ).toMatchObject({ retentionRate: 0, engagementRate: 0 });
    expect(percentWithOneDecimal(1, 3)).toBe(33.3);
    expect(percentWithOneDecimal(2, 3)).toBe(66.7);
  });
});
