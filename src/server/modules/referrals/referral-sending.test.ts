import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_MESSAGE_MAX_LENGTH } from "../../../shared/contracts/referrals";
import { referrals } from "../../db/schema";
import { insertConnection, insertReferral, insertUser, type NewUser } from "../../db/seed/factories";
import {
  automationJobsFor,
  countAutomationJobs,
  keysOf,
  PENDING_KEYS,
  PERSON_KEYS,
  person,
  sendReferral,
  storedReferral,
} from "../../test/helpers/referrals-test-helpers";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { REFERRAL_ERRORS } from "./referrals.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);

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
      referee: { ...person(user), jobTitle: "Designer", title: "Designer", company: "Pixel" },
      target: { ...person(target), jobTitle: "Director", title: "Director" },
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
