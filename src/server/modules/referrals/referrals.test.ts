import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_MESSAGE_MAX_LENGTH } from "../../../shared/contracts/referrals";
import { referrals } from "../../db/schema";
import { insertConnection, insertReferral, insertUser, type NewUser } from "../../test/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { completeReferralsForConnection } from "./referral-completion";
import { REFERRAL_ERRORS } from "./referrals.service";
import {
  automationJobsFor,
  countAutomationJobs,
  keysOf,
  sendReferral,
  storedReferral,
} from "./referrals-test-helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);
const person = (user: { id: number; username: string; firstName: string; lastName: string }) => ({
  id: user.id,
  username: user.username,
  name: `${user.firstName} ${user.lastName}`,
  avatar: null,
  title: null,
  company: null,
});
const PERSON_KEYS = ["avatar", "company", "id", "name", "title", "username"];
const PENDING_KEYS = ["createdAt", "ghlStatus", "id", "message", "referee", "status", "target"];
const RECEIVED_KEYS = ["createdAt", "id", "message", "referee", "referrer", "status"];

describe("visitors", () => {
  it.each([
    ["GET", "/api/referrals/matches"],
    ["GET", "/api/referrals/pending"],
    ["GET", "/api/referrals/received"],
    ["GET", "/api/referrals/stats"],
    ["POST", "/api/referrals/send"],
    ["POST", "/api/referrals/1/respond"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const visitor = new TestClient(ctx.app);
    const body = method === "POST" ? { targetId: 1, targetType: "user", status: "accepted" } : undefined;
    const response = await visitor.request(method, url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Sign in to continue." });
  });
});

describe("POST /api/referrals/send", () => {
  it("creates a pending referral introducing the member to the target and enqueues its automation event", async () => {
    const { user, client } = await signedIn({ jobTitle: "Designer", company: "Pixel" });
    const target = await insertUser(ctx.db, { firstName: "Emily", lastName: "Watson", jobTitle: "Director" });
    const before = await countAutomationJobs(ctx.db);

    const response = await sendReferral(
      client,
      target.id,
      "  Emily, I would love to help with your redesign.  ",
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(keysOf(body)).toEqual(PENDING_KEYS);
    expect(keysOf(body.referee)).toEqual(PERSON_KEYS);
    expect(keysOf(body.target)).toEqual(PERSON_KEYS);
    const row = await storedReferral(ctx.db, body.id);
    expect(body).toEqual({
      id: row?.id,
      referee: { ...person(user), title: "Designer", company: "Pixel" },
      target: { ...person(target), title: "Director" },
      message: "Emily, I would love to help with your redesign.",
      status: "pending",
      ghlStatus: "pending",
      createdAt: row?.createdAt.toISOString(),
    });
    expect(row).toMatchObject({
      referrerId: user.id,
      refereeId: user.id,
      targetId: target.id,
      targetType: "user",
      automationStatus: "pending",
      completedAt: null,
    });
    const jobs = await automationJobsFor(ctx.db, body.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toMatchObject({ subject: "referral", subjectId: body.id, type: "referral.sent" });
    expect(await countAutomationJobs(ctx.db)).toBe(before + 1);
  });

  it("stores an empty or missing message as null", async () => {
    const { client } = await signedIn();
    const a = await insertUser(ctx.db);
    const b = await insertUser(ctx.db);
    const blank = await sendReferral(client, a.id, "   ");
    expect(blank.statusCode).toBe(201);
    expect(blank.json().message).toBeNull();
    const missing = await sendReferral(client, b.id);
    expect(missing.statusCode).toBe(201);
    expect(missing.json().message).toBeNull();
  });

  it("lets an admin refer like any member", async () => {
    const { user, client } = await signedIn({ role: "admin" });
    const target = await insertUser(ctx.db);
    const response = await sendReferral(client, target.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().referee.id).toBe(user.id);
  });

  describe("refuses bad input with a clear 4xx, creating nothing and enqueueing nothing", () => {
    const refused = async (
      body: unknown,
      status: number,
      message: string | RegExp,
      prepare?: (memberId: number) => Promise<unknown>,
    ) => {
      const { user, client } = await signedIn();
      await prepare?.(user.id);
      const referralsBefore = await ctx.db.$count(referrals, eq(referrals.referrerId, user.id));
      const jobsBefore = await countAutomationJobs(ctx.db);
      const response = await client.post(
        "/api/referrals/send",
        typeof body === "function" ? body(user.id) : body,
      );
      expect(response.statusCode).toBe(status);
      const answer = response.json();
      if (typeof message === "string") expect(answer.message).toBe(message);
      else expect(JSON.stringify(answer)).toMatch(message);
      expect(await ctx.db.$count(referrals, eq(referrals.referrerId, user.id))).toBe(referralsBefore);
      expect(await countAutomationJobs(ctx.db)).toBe(jobsBefore);
    };

    it("referring oneself", async () => {
      await refused((id: number) => ({ targetId: id, targetType: "user" }), 400, REFERRAL_ERRORS.self);
    });

    it("an unknown member", async () => {
      await refused({ targetId: 2_000_000_000, targetType: "user" }, 404, REFERRAL_ERRORS.memberNotFound);
    });

    it("an inactive member", async () => {
      const inactive = await insertUser(ctx.db, { isActive: false });
      await refused({ targetId: inactive.id, targetType: "user" }, 404, REFERRAL_ERRORS.memberNotFound);
    });

    it("the same person twice while pending", async () => {
      const target = await insertUser(ctx.db);
      await refused(
        { targetId: target.id, targetType: "user" },
        409,
        REFERRAL_ERRORS.alreadyReferred,
        (memberId) =>
          insertReferral(ctx.db, { referrerId: memberId, refereeId: memberId, targetId: target.id }),
      );
    });

    it("the same person again after they declined", async () => {
      const target = await insertUser(ctx.db);
      await refused(
        { targetId: target.id, targetType: "user" },
        409,
        REFERRAL_ERRORS.alreadyReferred,
        (memberId) =>
          insertReferral(ctx.db, {
            referrerId: memberId,
            refereeId: memberId,
            targetId: target.id,
            status: "declined",
          }),
      );
    });

    it("someone the member is already connected with", async () => {
      const target = await insertUser(ctx.db);
      await refused(
        { targetId: target.id, targetType: "user" },
        409,
        REFERRAL_ERRORS.alreadyConnected,
        (memberId) =>
          insertConnection(ctx.db, { userId: target.id, connectedUserId: memberId, status: "accepted" }),
      );
    });

    it("a 5,000-character message", async () => {
      const target = await insertUser(ctx.db);
      await refused(
        { targetId: target.id, targetType: "user", message: "x".repeat(5000) },
        400,
        new RegExp(`Must be at most ${REFERRAL_MESSAGE_MAX_LENGTH} characters`),
      );
    });

    it.each([
      [
        "a target type other than user",
        { targetId: 1, targetType: "business" },
        /Target type must be 'user'/,
      ],
      ["a missing target id", { targetType: "user" }, /Target id must be a number/],
      [
        "a target id that is not a number",
        { targetId: "abc", targetType: "user" },
        /Target id must be a number/,
      ],
      ["a negative target id", { targetId: -3, targetType: "user" }, /Target id must be positive/],
      ["an unknown field", { targetId: 1, targetType: "user", referrerId: 5 }, /referrerId/],
      ["a NUL character in the message", { targetId: 1, targetType: "user", message: "a\u0000b" }, /NUL/],
      [
        "a message that is not text",
        { targetId: 1, targetType: "user", message: 42 },
        /Message must be text/,
      ],
    ])("%s", async (_label, body, message) => {
      await refused(body, 400, message);
    });
  });
});

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
    expect(response.headers["x-next-cursor"]).toBeUndefined();
    const body = response.json();
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
    expect(others.json().map((r: { id: number }) => r.id)).not.toContain(newer.id);
    expect(others.json().map((r: { id: number }) => r.id)).not.toContain(older.id);
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
    expect(first.json().map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2));
    const cursor = first.headers["x-next-cursor"];
    expect(typeof cursor).toBe("string");
    const second = await client.get(`/api/referrals/pending?limit=2&cursor=${cursor}`);
    expect(second.json().map((r: { id: number }) => r.id)).toEqual(ids.slice(2));
    expect(second.headers["x-next-cursor"]).toBeUndefined();

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
    const body = (await client.get("/api/referrals/pending")).json();
    const row = body.find((r: { id: number }) => r.id === referral.id);
    expect(row.referee).toEqual({
      id: null,
      username: null,
      name: "Former member",
      avatar: null,
      title: null,
      company: null,
    });
    expect(row.target.name).toBe("Former member");
  });
});

describe("GET /api/referrals/received and POST /api/referrals/{id}/respond", () => {
  it("shows the referred member the referrals addressed to them, and nobody else", async () => {
    const referrer = await signedIn({ firstName: "Alex", lastName: "Morgan" });
    const target = await signedIn();
    const stranger = await signedIn();
    const sent = await sendReferral(referrer.client, target.user.id, "Hello!");
    const id = sent.json().id;

    const response = await target.client.get("/api/referrals/received");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(1);
    expect(keysOf(body[0])).toEqual(RECEIVED_KEYS);
    expect(body[0]).toEqual({
      id,
      referrer: person(referrer.user),
      referee: person(referrer.user),
      message: "Hello!",
      status: "pending",
      createdAt: sent.json().createdAt,
    });
    expect((await stranger.client.get("/api/referrals/received")).json()).toEqual([]);
    expect((await referrer.client.get("/api/referrals/received")).json()).toEqual([]);
  });

  it("lets only the referred member accept, once; stats follow", async () => {
    const referrer = await signedIn();
    const target = await signedIn();
    const stranger = await signedIn();
    const admin = await signedIn({ role: "admin" });
    const id = (await sendReferral(referrer.client, target.user.id)).json().id;
    expect((await referrer.client.get("/api/referrals/stats")).json()).toEqual({
      sent: 1,
      successful: 0,
      successRate: 0,
    });

    for (const outsider of [referrer, stranger, admin]) {
      const attempt = await outsider.client.post(`/api/referrals/${id}/respond`, { status: "accepted" });
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({ message: REFERRAL_ERRORS.notFound });
    }
    expect((await storedReferral(ctx.db, id))?.status).toBe("pending");

    const accepted = await target.client.post(`/api/referrals/${id}/respond`, { status: "accepted" });
    expect(accepted.statusCode).toBe(200);
    expect(keysOf(accepted.json())).toEqual(RECEIVED_KEYS);
    expect(accepted.json()).toMatchObject({ id, status: "accepted", referrer: person(referrer.user) });
    expect((await referrer.client.get("/api/referrals/stats")).json()).toEqual({
      sent: 1,
      successful: 1,
      successRate: 100,
    });

    const again = await target.client.post(`/api/referrals/${id}/respond`, { status: "declined" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REFERRAL_ERRORS.notPending("accepted") });
  });

  it("records a decline, which does not count as successful", async () => {
    const referrer = await signedIn();
    const target = await signedIn();
    const id = (await sendReferral(referrer.client, target.user.id)).json().id;
    const declined = await target.client.post(`/api/referrals/${id}/respond`, { status: "declined" });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe("declined");
    expect((await referrer.client.get("/api/referrals/pending")).json()[0].status).toBe("declined");
    expect((await referrer.client.get("/api/referrals/stats")).json()).toEqual({
      sent: 1,
      successful: 0,
      successRate: 0,
    });
  });

  it("completes at once an accepted introduction to someone already connected", async () => {
    const referrer = await signedIn();
    const referee = await insertUser(ctx.db);
    const target = await signedIn();
    await insertConnection(ctx.db, {
      userId: referee.id,
      connectedUserId: target.user.id,
      status: "accepted",
    });
    const referral = await insertReferral(ctx.db, {
      referrerId: referrer.user.id,
      refereeId: referee.id,
      targetId: target.user.id,
    });
    const response = await target.client.post(`/api/referrals/${referral.id}/respond`, {
      status: "accepted",
    });
    expect(response.json().status).toBe("completed");
    expect((await storedReferral(ctx.db, referral.id))?.completedAt).toBeInstanceOf(Date);
  });

  it("validates the answer and the id", async () => {
    const { client } = await signedIn();
    const bad = await client.post("/api/referrals/1/respond", { status: "completed" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status must be accepted or declined/);
    expect((await client.post("/api/referrals/abc/respond", { status: "accepted" })).statusCode).toBe(400);
    expect((await client.post("/api/referrals/0/respond", { status: "accepted" })).statusCode).toBe(400);
    expect((await client.post("/api/referrals/2000000000/respond", { status: "accepted" })).statusCode).toBe(
      404,
    );
    expect((await client.post("/api/referrals/1/respond", {})).statusCode).toBe(400);
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

describe("completeReferralsForConnection", () => {
  it("completes the open referrals that introduced the two members, in either direction, and nothing else", async () => {
    const a = await insertUser(ctx.db);
    const b = await insertUser(ctx.db);
    const c = await insertUser(ctx.db);
    const pending = await insertReferral(ctx.db, { referrerId: a.id, refereeId: a.id, targetId: b.id });
    const accepted = await insertReferral(ctx.db, {
      referrerId: c.id,
      refereeId: b.id,
      targetId: a.id,
      status: "accepted",
    });
    const declined = await insertReferral(ctx.db, {
      referrerId: c.id,
      refereeId: a.id,
      targetId: b.id,
      status: "declined",
    });
    const unrelated = await insertReferral(ctx.db, { referrerId: a.id, refereeId: a.id, targetId: c.id });

    await ctx.db.transaction((tx) => completeReferralsForConnection(tx, b.id, a.id));

    expect((await storedReferral(ctx.db, pending.id))?.status).toBe("completed");
    expect((await storedReferral(ctx.db, pending.id))?.completedAt).toBeInstanceOf(Date);
    expect((await storedReferral(ctx.db, accepted.id))?.status).toBe("completed");
    expect((await storedReferral(ctx.db, declined.id))?.status).toBe("declined");
    expect((await storedReferral(ctx.db, unrelated.id))?.status).toBe("pending");
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
      "id",
      "industry",
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
