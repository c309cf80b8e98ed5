import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, profileViews, profileVisitorCounts } from "../../db/schema";
import { insertConnection, insertOpportunity, insertUser, type NewUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);

const DAY = 24 * 60 * 60 * 1000;
const STATS_KEYS = [
  "growthPercentage",
  "messages",
  "newConnections",
  "opportunities",
  "profileViews",
  "totalConnections",
];

function monthStarts(now = new Date()) {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { thisMonth, lastMonth };
}

describe("GET /api/dashboard/stats", () => {
  it("answers zeros for a new member", async () => {
    const { client } = await signedIn();
    const response = await client.get("/api/dashboard/stats");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(STATS_KEYS);
    expect(response.json()).toEqual({
      newConnections: 0,
      opportunities: 0,
      messages: 0,
      profileViews: 0,
      totalConnections: 0,
      growthPercentage: 0,
    });
  });

  it("computes every figure from the member's own data only", async () => {
    const { user, client } = await signedIn({
      industry: "marketing",
      jobTitle: "SEO Consultant",
      skills: ["SEO"],
      servicesOffered: "SEO audits",
      location: "Austin, TX",
    });
    const { user: other } = await signedIn();
    const { thisMonth, lastMonth } = monthStarts();
    const now = Date.now();
    const acceptedAt = [
      new Date(thisMonth.getTime() + 60_000),
      new Date(lastMonth.getTime() + DAY),
      new Date(lastMonth.getTime() + 2 * DAY),
      new Date(now - 100 * DAY),
    ];
    for (const [index, at] of acceptedAt.entries()) {
      const peer = await insertUser(ctx.db);
      const direction =
        index % 2 === 0
          ? { userId: user.id, connectedUserId: peer.id }
          : { userId: peer.id, connectedUserId: user.id };
      await insertConnection(ctx.db, { ...direction, status: "accepted", createdAt: at, updatedAt: at });
    }
    const asker = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: asker.id, connectedUserId: user.id, status: "pending" });
    await insertConnection(ctx.db, { userId: other.id, connectedUserId: asker.id, status: "accepted" });

    await ctx.db.insert(messages).values([
      { senderId: asker.id, recipientId: user.id, content: "one" },
      { senderId: asker.id, recipientId: user.id, content: "two" },
      { senderId: asker.id, recipientId: user.id, content: "read", readAt: new Date() },
      { senderId: asker.id, recipientId: other.id, content: "not mine" },
      { senderId: user.id, recipientId: asker.id, content: "sent by me" },
    ]);

    const viewer = await insertUser(ctx.db);
    await ctx.db.insert(profileViews).values([
      { profileUserId: user.id, viewerId: viewer.id, viewedOn: "2026-01-01", createdAt: new Date(now - DAY) },
      {
        profileUserId: user.id,
        viewerId: asker.id,
        viewedOn: "2026-01-02",
        createdAt: new Date(now - 2 * DAY),
      },
      {
        profileUserId: user.id,
        viewerId: viewer.id,
        viewedOn: "2025-01-01",
        createdAt: new Date(now - 40 * DAY),
      },
      { profileUserId: other.id, viewerId: viewer.id, viewedOn: "2026-01-01" },
    ]);
    // Visitors who were not signed in: 3 today and 4 on the window's first day count, 5 the day before it not.
    const daysAgo = (days: number) =>
      sql`((now() - make_interval(days => ${days})) at time zone 'utc')::date`;
    await ctx.db.insert(profileVisitorCounts).values([
      { profileUserId: user.id, viewedOn: daysAgo(0), visits: 3 },
      { profileUserId: user.id, viewedOn: daysAgo(30), visits: 4 },
      { profileUserId: user.id, viewedOn: daysAgo(31), visits: 5 },
      { profileUserId: other.id, viewedOn: daysAgo(0), visits: 6 },
    ]);

    // Fitting: what it asks for is what the member offers, and it can be done where they are.
    const seo = { title: "SEO specialist for an e-commerce store", skillsNeeded: ["SEO"] };
    await insertOpportunity(ctx.db, { ...seo, remoteOption: true });
    await insertOpportunity(ctx.db, {
      title: "SEO audit for a law firm",
      skillsNeeded: ["seo"],
      remoteOption: false,
      location: "austin, tx",
    });
    // Not fitting: another trade in the member's industry, another city, closed, or their own.
    await insertOpportunity(ctx.db, {
      title: "Tax accountant",
      category: "Marketing",
      skillsNeeded: ["Audit"],
    });
    await insertOpportunity(ctx.db, { ...seo, remoteOption: false, location: "Boston, MA" });
    await insertOpportunity(ctx.db, { ...seo, expiresAt: new Date(now - DAY) });
    await insertOpportunity(ctx.db, { ...seo, isActive: false });
    await insertOpportunity(ctx.db, { ...seo, remoteOption: true, postedBy: user.id });

    const response = await client.get("/api/dashboard/stats");
    expect(response.statusCode).toBe(200);
    const recent = acceptedAt.filter((at) => at.getTime() >= now - 30 * DAY).length;
    expect(response.json()).toEqual({
      newConnections: recent,
      opportunities: 2,
      messages: 2,
      profileViews: 2 + 3 + 4,
      totalConnections: 4,
      growthPercentage: -50,
    });
  });

  it("answers the same shape for an admin and refuses visitors", async () => {
    const { client } = await signedIn({ role: "admin" });
    const response = await client.get("/api/dashboard/stats");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(STATS_KEYS);
    const visitor = await new TestClient(ctx.app).get("/api/dashboard/stats");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: "Sign in to continue." });
  });
});
