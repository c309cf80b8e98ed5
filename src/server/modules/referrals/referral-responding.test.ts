import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConnection, insertReferral, insertUser, type NewUser } from "../../db/seed/factories";
import {
  keysOf,
  person,
  RECEIVED_KEYS,
  sendReferral,
  storedReferral,
} from "../../test/helpers/referrals-test-helpers";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";
import { completeReferralsForConnection } from "./referral-completion";
import { REFERRAL_ERRORS } from "./referrals.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);

describe("GET /api/referrals/received and POST /api/referrals/{id}/respond", () => {
  it("shows the referred member the referrals addressed to them, and nobody else", async () => {
    const referrer = await signedIn({ firstName: "Alex", lastName: "Morgan" });
    const target = await signedIn();
    const stranger = await signedIn();
    const sent = await sendReferral(referrer.client, target.user.id, "Hello!");
    const id = sent.json().id;

    const response = await target.client.get("/api/referrals/received");
    expect(response.statusCode).toBe(200);
    const body = response.json().referrals;
    expect(response.json().nextCursor).toBeNull();
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
    expect((await stranger.client.get("/api/referrals/received")).json()).toEqual({
      referrals: [],
      nextCursor: null,
    });
    expect((await referrer.client.get("/api/referrals/received")).json()).toEqual({
      referrals: [],
      nextCursor: null,
    });
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
    // Accepting connects the pair, so the introduction is completed at once (issue 28 point 7).
    expect(accepted.json()).toMatchObject({ id, status: "completed", referrer: person(referrer.user) });
    expect((await referrer.client.get("/api/referrals/stats")).json()).toEqual({
      sent: 1,
      successful: 1,
      successRate: 100,
    });

    const again = await target.client.post(`/api/referrals/${id}/respond`, { status: "declined" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REFERRAL_ERRORS.notPending("completed") });
  });

  it("records a decline, which does not count as successful", async () => {
    const referrer = await signedIn();
    const target = await signedIn();
    const id = (await sendReferral(referrer.client, target.user.id)).json().id;
    const declined = await target.client.post(`/api/referrals/${id}/respond`, { status: "declined" });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe("declined");
    expect((await referrer.client.get("/api/referrals/pending")).json().referrals[0].status).toBe("declined");
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
