import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postComments, posts, users } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import { adminTestClients } from "../../test/helpers/admin-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";
import { getAdminStats, percentWithOneDecimal, statPeriods } from "./admin-stats.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;

describe("GET /api/admin/stats", () => {
  it("counts members, active members, and the new members, posts and comments of the last 30 days and the 30 before", async () => {
    const { admin, member } = await adminTestClients(ctx);
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * DAY);
    // Members: one joined 45 days ago and active last week, one joined 90 days ago and last seen 60 days
    // ago, one deactivated (counted, not active), one deleted (not counted). The signed-in admin and
    // member joined today.
    const author = await insertUser(ctx.db, { createdAt: daysAgo(45), lastActiveAt: daysAgo(7) });
    await insertUser(ctx.db, { createdAt: daysAgo(90), lastActiveAt: daysAgo(60) });
    await insertUser(ctx.db, { createdAt: daysAgo(10), lastActiveAt: daysAgo(1), isActive: false });
    await insertUser(ctx.db, { createdAt: daysAgo(5), lastActiveAt: daysAgo(1), deletedAt: daysAgo(2) });
    // Posts: two published in the period, one awaiting review (not counted), two in the 30 days before,
    // one older.
    const recent = await insertPost(ctx.db, { userId: author.id, createdAt: daysAgo(1) });
    await insertPost(ctx.db, { userId: author.id, createdAt: daysAgo(29) });
    await insertPost(ctx.db, { userId: author.id, createdAt: daysAgo(2), isPublished: false });
    const older = await insertPost(ctx.db, { userId: author.id, createdAt: daysAgo(31) });
    await insertPost(ctx.db, { userId: author.id, createdAt: daysAgo(59) });
    await insertPost(ctx.db, { userId: author.id, createdAt: daysAgo(61) });
    // Comments: three in the period, one in the 30 days before.
    await ctx.db.insert(postComments).values([
      { postId: recent.id, userId: member.user.id, content: "One", createdAt: daysAgo(0.5) },
      { postId: recent.id, userId: admin.user.id, content: "Two", createdAt: daysAgo(0.2) },
      { postId: older.id, userId: author.id, content: "Three", createdAt: daysAgo(20) },
      { postId: older.id, userId: author.id, content: "Four", createdAt: daysAgo(40) },
    ]);

    const response = await admin.client.get("/api/admin/stats");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      periodDays: 30,
      totalUsers: 5,
      activeUsers: 3,
      newMembers: { current: 3, previous: 1 },
      posts: { current: 2, previous: 2 },
      comments: { current: 3, previous: 1 },
    });
  });

  it("answers zeros on an empty platform", async () => {
    await ctx.db.delete(posts);
    await ctx.db.delete(users);
    expect(await getAdminStats(ctx.db)).toEqual({
      periodDays: 30,
      totalUsers: 0,
      activeUsers: 0,
      newMembers: { current: 0, previous: 0 },
      posts: { current: 0, previous: 0 },
      comments: { current: 0, previous: 0 },
    });
  });

  it("the period is the last 30 days, the trend the 30 days before", () => {
    const now = new Date("2026-05-31T12:00:00.000Z");
    expect(statPeriods(now)).toEqual({
      previousStart: new Date("2026-04-01T12:00:00.000Z"),
      currentStart: new Date("2026-05-01T12:00:00.000Z"),
    });
  });

  it("percentages have one decimal and are 0 when there is nothing to divide by", () => {
    expect(percentWithOneDecimal(10, 3)).toBe(333.3);
    expect(percentWithOneDecimal(1, 3)).toBe(33.3);
    expect(percentWithOneDecimal(2, 3)).toBe(66.7);
    expect(percentWithOneDecimal(5, 0)).toBe(0);
  });
});
