import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertReferral, insertUser, type NewUser } from "../../db/seed/factories";
import { keysOf, person, sendReferral } from "../../test/helpers/referrals-test-helpers";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);

describe("GET /api/referrals/pending", () => {
  it("lists the referrals the member sent, newest first, with the spec's fields, and nobody else's", async () => {
    const { user, client } = await signedIn();
    const other = await signedIn();
    const referee = await insertUser(ctx.db, { firstName: "Sofia", lastName: "Alvarez", company: "Studio" });
    const target = await insertUser(ctx.db, { firstName: "Marcus", lastName: "Chen" });
    const day = 24 * 60 * 60 * 1000;
    const older = await insertReferral(ctx.db, {
      referrerId: user.id,
      refereeId: referee.id,
      targetId: target.id,
      status: "completed",
      message: "Marcus, meet Sofia.",
      automationStatus: "sent",
      createdAt: new Date(Date.now() - 3 * day),
    });
    const newer = await insertReferral(ctx.db, {
      referrerId: user.id,
      refereeId: user.id,
      targetId: referee.id,
      automationStatus: "failed",
      createdAt: new Date(Date.now() - day),
    });
    await insertReferral(ctx.db, {
      referrerId: other.user.id,
      refereeId: other.user.id,
      targetId: target.id,
    });

    const response = await client.get("/api/referrals/pending");
    expect(response.statusCode).toBe(200);
    expect(response.json().nextCursor).toBeNull();
    const body = response.json().referrals;
    expect(body).toEqual([
      {
        id: newer.id,
        referee: person(user),
        target: { ...person(referee), company: "Studio" },
        message: null,
        status: "pending",
        ghlStatus: "failed",
        createdAt: newer.createdAt.toISOString(),
      },
      {
        id: older.id,
        referee: { ...person(referee), company: "Studio" },
        target: person(target),
        message: "Marcus, meet Sofia.",
        status: "completed",
        ghlStatus: "sent",
        createdAt: older.createdAt.toISOString(),
      },
    ]);
    const others = await other.client.get("/api/referrals/pending");
    expect(others.json().referrals.map((r: { id: number }) => r.id)).not.toContain(newer.id);
    expect(others.json().referrals.map((r: { id: number }) => r.id)).not.toContain(older.id);
  });

  it("pages by cursor and refuses a forged cursor", async () => {
    const { user, client } = await signedIn();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const target = await insertUser(ctx.db);
      const row = await insertReferral(ctx.db, {
        referrerId: user.id,
        refereeId: user.id,
        targetId: target.id,
        createdAt: new Date(Date.now() - i * 1000),
      });
      ids.push(row.id);
    }
    const first = await client.get("/api/referrals/pending?limit=2");
    expect(first.json().referrals.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2));
    const cursor = first.json().nextCursor;
    expect(typeof cursor).toBe("string");
    const second = await client.get(`/api/referrals/pending?limit=2&cursor=${cursor}`);
    expect(second.json().referrals.map((r: { id: number }) => r.id)).toEqual(ids.slice(2));
    expect(second.json().nextCursor).toBeNull();

    expect((await client.get("/api/referrals/pending?cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
    expect((await client.get("/api/referrals/pending?limit=0")).statusCode).toBe(400);
    expect((await client.get("/api/referrals/pending?limit=51")).statusCode).toBe(400);
    expect((await client.get("/api/referrals/pending?status=pending")).statusCode).toBe(400);
  });

  it("shows a deleted member as a former member", async () => {
    const { user, client } = await signedIn();
    const referral = await insertReferral(ctx.db, {
      referrerId: user.id,
      refereeId: null,
      targetId: 2_000_000_001,
    });
    const body = (await client.get("/api/referrals/pending")).json().referrals;
    const row = body.find((r: { id: number }) => r.id === referral.id);
    expect(row.referee).toEqual({
      id: null,
      username: null,
      firstName: "Former member",
      lastName: "",
      jobTitle: null,
      name: "Former member",
      avatar: null,
      title: null,
      company: null,
    });
    expect(row.target.name).toBe("Former member");
  });
});

describe("GET /api/referrals/stats", () => {
  it("counts only the member's own referrals", async () => {
    const { user, client } = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ role: "admin" });
    const targets = await Promise.all([1, 2, 3, 4].map(() => insertUser(ctx.db)));
    const statuses = ["completed", "accepted", "declined", "pending"] as const;
    for (const [index, status] of statuses.entries()) {
      await insertReferral(ctx.db, {
        referrerId: user.id,
        refereeId: user.id,
        targetId: targets[index]?.id ?? 0,
        status,
      });
    }
    const response = await client.get("/api/referrals/stats");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 4, successful: 2, successRate: 50 });
    expect((await other.client.get("/api/referrals/stats")).json()).toEqual({
      sent: 0,
      successful: 0,
      successRate: 0,
    });
    expect((await admin.client.get("/api/referrals/stats")).json()).toEqual({
      sent: 0,
      successful: 0,
      successRate: 0,
    });
    expect((await client.get("/api/referrals/stats?memberId=1")).statusCode).toBe(400);
  });
});

describe("GET /api/referrals/matches", () => {
  it("lists the member's matches with the spec's fields, and canRefer turns false once referred", async () => {
    const { client } = await signedIn({
      industry: "healthcare",
      location: "Austin, TX",
      lookingFor: "Web design and SEO for our clinic website",
      skills: ["Operations"],
    });
    const designer = await insertUser(ctx.db, {
      firstName: "Sofia",
      lastName: "Alvarez",
      jobTitle: "Web Designer",
      company: "Pixel",
      industry: "technology",
      location: "Austin, TX",
      servicesOffered: "Web design, SEO and accessible websites",
      lookingFor: "Healthcare clinics that need a new website",
      linkedinUrl: "https://www.linkedin.com/in/sofia",
      skills: ["Web Design", "SEO"],
    });
    const response = await client.get("/api/referrals/matches");
    expect(response.statusCode).toBe(200);
    const match = response.json().find((m: { id: number }) => m.id === designer.id);
    expect(match).toBeDefined();
    expect(keysOf(match)).toEqual([
      "avatar",
      "canRefer",
      "company",
      "firstName",
      "id",
      "industry",
      "jobTitle",
      "lastName",
      "linkedinUrl",
      "location",
      "lookingFor",
      "matchReasons",
      "matchScore",
      "mutualConnections",
      "name",
      "servicesOffered",
      "title",
      "username",
    ]);
    expect(match).toMatchObject({
      name: "Sofia Alvarez",
      username: designer.username,
      avatar: null,
      title: "Web Designer",
      company: "Pixel",
      industry: "technology",
      location: "Austin, TX",
      lookingFor: "Healthcare clinics that need a new website",
      servicesOffered: "Web design, SEO and accessible websites",
      linkedinUrl: "https://www.linkedin.com/in/sofia",
      mutualConnections: 0,
      canRefer: true,
    });
    expect(match.matchScore).toBeGreaterThan(0);
    expect(match.matchScore).toBeLessThanOrEqual(100);
    expect(match.matchReasons.length).toBeGreaterThanOrEqual(1);

    expect((await sendReferral(client, designer.id)).statusCode).toBe(201);
    const after = (await client.get("/api/referrals/matches")).json();
    expect(after.find((m: { id: number }) => m.id === designer.id)?.canRefer).toBe(false);
  });

  it("validates the limit and answers an admin too", async () => {
    const { client } = await signedIn({ role: "admin" });
    expect((await client.get("/api/referrals/matches")).statusCode).toBe(200);
    expect((await client.get("/api/referrals/matches?limit=2")).json().length).toBeLessThanOrEqual(2);
    expect((await client.get("/api/referrals/matches?limit=0")).statusCode).toBe(400);
    expect((await client.get("/api/referrals/matches?limit=51")).statusCode).toBe(400);
    expect((await client.get("/api/referrals/matches?limit=x")).statusCode).toBe(400);
  });
});
