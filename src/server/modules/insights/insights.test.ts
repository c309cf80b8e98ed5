import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postComments, postTags } from "../../db/schema";
import { insertConnection, insertPost, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const keysOf = (value: object) => Object.keys(value).sort();

describe("GET /api/network/insights", () => {
  it("answers the spec's shape from the member's own data", async () => {
    const industry = `Aquaculture ${Date.now()}`;
    const { user, client } = await signedInMember(ctx, {
      industry,
      location: "Halifax, NS",
      skills: ["Fish Health", "Logistics"],
      lookingFor: "A cold chain logistics partner",
    });
    const partner = await insertUser(ctx.db, {
      firstName: "Ola",
      lastName: "Berg",
      jobTitle: "Logistics Lead",
      company: "ColdLine",
      industry,
      location: "Halifax",
      servicesOffered: "Cold chain logistics",
      skills: ["Logistics", "Fish Health", "Forklifts"],
      createdAt: new Date(),
    });
    const friend = await insertUser(ctx.db, {
      industry,
      jobTitle: "Hatchery Manager",
      skills: ["Fish Health"],
    });
    await insertConnection(ctx.db, { userId: user.id, connectedUserId: friend.id, status: "accepted" });
    await insertConnection(ctx.db, { userId: friend.id, connectedUserId: partner.id, status: "accepted" });
    const incoming = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: incoming.id, connectedUserId: user.id, status: "pending" });
    const post = await insertPost(ctx.db, {
      userId: friend.id,
      content: "Our #ColdChain pilot cut spoilage; we are hiring two technicians. #ColdChain",
    });
    const second = await insertPost(ctx.db, {
      userId: partner.id,
      content: "Thoughts on #ColdChain sensors and automation?",
    });
    // The topic feeds: #coldchain has visible posts; #hiring only a post waiting for moderation.
    const waiting = await insertPost(ctx.db, { userId: friend.id, content: "#Hiring", isPublished: false });
    await ctx.db.insert(postTags).values([
      { postId: post.id, tag: "coldchain", createdAt: post.createdAt },
      { postId: second.id, tag: "coldchain", createdAt: second.createdAt },
      { postId: waiting.id, tag: "hiring", createdAt: waiting.createdAt },
    ]);
    await ctx.db.insert(postComments).values({ postId: post.id, userId: incoming.id, content: "Congrats!" });

    const response = await client.get("/api/network/insights");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual([
      "industryInsights",
      "networkGrowthTips",
      "recommendations",
      "trendingTopics",
    ]);
    expect(body.recommendations).toHaveLength(1);
    expect(body.recommendations[0]).toEqual({
      id: partner.id,
      avatar: null,
      firstName: "Ola",
      lastName: "Berg",
      username: partner.username,
      jobTitle: "Logistics Lead",
      company: "ColdLine",
      matchScore: expect.any(Number),
      mutualConnections: 1,
    });
    expect(body.recommendations[0].matchScore).toBeGreaterThan(50);
    // Posts by the friend (network) and the partner (industry); the commenter takes part too.
    expect(body.trendingTopics[0]).toEqual({
      id: "tag-coldchain",
      topic: "#ColdChain",
      tag: "coldchain",
      participantCount: 3,
      category: "Hashtag",
    });
    expect(body.trendingTopics).toContainEqual({
      id: "hiring-talent",
      topic: "Hiring & Talent",
      tag: null,
      participantCount: 2,
      category: "Workplace",
    });
    expect(body.trendingTopics.length).toBeLessThanOrEqual(5);
    for (const topic of body.trendingTopics)
      expect(keysOf(topic)).toEqual(["category", "id", "participantCount", "tag", "topic"]);
    expect(body.industryInsights).toEqual({
      // Three members; two accepted connections touch them four times.
      averageConnections: 1.3,
      topSkills: ["Fish Health", "Logistics", "Forklifts"],
      emergingRoles: ["Hatchery Manager", "Logistics Lead"],
    });
    expect(body.networkGrowthTips).toEqual([
      "Answer the 1 connection request waiting for you in Connections.",
      "List the services you offer, so members who need them are matched with you.",
      "Add at least 3 skills: shared skills are one of the strongest match signals.",
    ]);
  });

  it("gives a new member empty lists and profile tips, never an error", async () => {
    const { client } = await signedInMember(ctx);
    const response = await client.get("/api/network/insights");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.recommendations).toEqual([]);
    expect(body.networkGrowthTips).toHaveLength(3);
    expect(body.networkGrowthTips[0]).toBe(
      "Say what you're looking for in your profile, so matching can find the people you need.",
    );
    expect(keysOf(body.industryInsights)).toEqual(["averageConnections", "emergingRoles", "topSkills"]);
    expect(body.industryInsights.topSkills.length).toBeLessThanOrEqual(4);
    expect(body.industryInsights.emergingRoles.length).toBeLessThanOrEqual(3);
  });

  it("gives another member and an admin their own insights", async () => {
    const a = await signedInMember(ctx, { location: "Oulu" });
    const b = await signedInMember(ctx, { location: "Oulu" });
    const admin = await signedInMember(ctx, { role: "admin", location: "Tromso" });
    const forA = (await a.client.get("/api/network/insights")).json();
    const forB = (await b.client.get("/api/network/insights")).json();
    const forAdmin = await admin.client.get("/api/network/insights");
    expect(forA.recommendations.map((r: { id: number }) => r.id)).toEqual([b.user.id]);
    expect(forB.recommendations.map((r: { id: number }) => r.id)).toEqual([a.user.id]);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().recommendations).toEqual([]);
  });

  it("refuses visitors", async () => {
    const response = await new TestClient(ctx.app).get("/api/network/insights");
    expect(response.statusCode).toBe(401);
  });
});
