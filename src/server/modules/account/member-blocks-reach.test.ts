import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCKED_MESSAGE } from "../../../shared/contracts/account";
import { messages, referrals } from "../../db/schema";
import { insertBusiness, insertReferral } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const receivedIds = async (client: TestClient) =>
  ((await client.get("/api/referrals/received")).json().referrals as { id: number }[]).map((r) => r.id);

describe("what a block stops beyond new messages, requests and referrals", () => {
  it("a pending referral between the pair leaves the received list and cannot be answered, both ways", async () => {
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    const toB = await insertReferral(ctx.db, {
      referrerId: a.user.id,
      refereeId: a.user.id,
      targetId: b.user.id,
    });
    const toA = await insertReferral(ctx.db, {
      referrerId: b.user.id,
      refereeId: b.user.id,
      targetId: a.user.id,
    });
    expect(await receivedIds(b.client)).toEqual([toB.id]);
    expect(await receivedIds(a.client)).toEqual([toA.id]);

    expect((await a.client.post(`/api/members/${b.user.id}/block`)).statusCode).toBe(200);
    expect(await receivedIds(b.client)).toEqual([]);
    expect(await receivedIds(a.client)).toEqual([]);
    for (const [client, id] of [
      [b.client, toB.id],
      [a.client, toA.id],
    ] as const) {
      const answer = await client.post(`/api/referrals/${id}/respond`, { status: "accepted" });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: BLOCKED_MESSAGE });
    }
    const stored = await ctx.db
      .select({ status: referrals.status })
      .from(referrals)
      .where(eq(referrals.id, toB.id));
    expect(stored).toEqual([{ status: "pending" }]);

    // Lifting the block gives the referral back, still pending and answerable.
    expect((await a.client.delete(`/api/members/${b.user.id}/block`)).statusCode).toBe(200);
    expect(await receivedIds(b.client)).toEqual([toB.id]);
    const answer = await b.client.post(`/api/referrals/${toB.id}/respond`, { status: "declined" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: toB.id, status: "declined" });
  });

  it("Contact Business cannot reach an owner either member has blocked (403), and sends nothing", async () => {
    const owner = await signedInMember(ctx);
    const member = await signedInMember(ctx);
    const business = await insertBusiness(ctx.db, { ownerId: owner.user.id });
    const contact = (client: TestClient) =>
      client.post(`/api/businesses/${business.id}/contact`, { message: "Do you deliver?" });
    expect((await member.client.post(`/api/members/${owner.user.id}/block`)).statusCode).toBe(200);
    const refused = await contact(member.client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: BLOCKED_MESSAGE });
    expect((await member.client.delete(`/api/members/${owner.user.id}/block`)).statusCode).toBe(200);

    expect((await owner.client.post(`/api/members/${member.user.id}/block`)).statusCode).toBe(200);
    const blockedByOwner = await contact(member.client);
    expect(blockedByOwner.statusCode).toBe(403);
    expect(blockedByOwner.json()).toEqual({ message: BLOCKED_MESSAGE });
    const sent = await ctx.db.select().from(messages).where(eq(messages.senderId, member.user.id));
    expect(sent).toEqual([]);
    expect((await owner.client.delete(`/api/members/${member.user.id}/block`)).statusCode).toBe(200);
    expect((await contact(member.client)).statusCode).toBe(201);
  });

  it("the blocker's profile answers 404 to the member they blocked; the blocker still sees theirs", async () => {
    const blocker = await signedInMember(ctx);
    const blocked = await signedInMember(ctx);
    const third = await signedInMember(ctx);
    const profile = (client: TestClient, username: string) => client.get(`/api/profile/${username}`);
    expect((await profile(blocked.client, blocker.user.username)).statusCode).toBe(200);

    expect((await blocker.client.post(`/api/members/${blocked.user.id}/block`)).statusCode).toBe(200);
    const hidden = await profile(blocked.client, blocker.user.username);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: "Profile not found." });
    const own = await profile(blocker.client, blocked.user.username);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: blocked.user.id, username: blocked.user.username });
    expect((await profile(third.client, blocker.user.username)).statusCode).toBe(200);
    expect((await profile(new TestClient(ctx.app), blocker.user.username)).statusCode).toBe(200);
    expect((await profile(blocker.client, blocker.user.username)).statusCode).toBe(200);

    expect((await blocker.client.delete(`/api/members/${blocked.user.id}/block`)).statusCode).toBe(200);
    expect((await profile(blocked.client, blocker.user.username)).statusCode).toBe(200);
  });
});
