import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationDecisions } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD } from "../../db/seed/factories";
import { notificationsOf, reportedPostOf } from "../../test/helpers/moderation-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { createAppeal } from "./appeals.service";

let ctx: TestContext;
let moderator: SignedInMember;
let secondModerator: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
  moderator = await signedInMember(ctx, { role: "moderator" });
  secondModerator = await signedInMember(ctx, { role: "moderator" });
});
afterAll(() => ctx.close());

let ipCounter = 10;
/** Each member on their own address, so the per-address fallbacks of limits never mix. */
const member = (overrides = {}) => signedInMember(ctx, overrides, { ip: `10.0.0.${ipCounter++}` });

const reportedPost = () => reportedPostOf(ctx, moderator, member);

describe("appeals", () => {
  it("the author appeals once within 20 days; another moderator reverses and the post comes back", async () => {
    const { author, post, item } = await reportedPost();
    const decided = (
      await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
        action: "hide",
        reason: "Spam",
      })
    ).json();
    const mine = (await author.client.get("/api/moderation/decisions/mine")).json();
    expect(mine.decisions[0]).toEqual({
      id: decided.id,
      action: "hide",
      reason: "Spam",
      target: { type: "post", id: post.id, excerpt: "Buy cheap followers now" },
      decidedAt: decided.decidedAt,
      appealableUntil: new Date(new Date(decided.decidedAt).getTime() + 20 * 86_400_000).toISOString(),
      reversed: false,
      appeal: null,
    });
    const stranger = await member();
    expect(
      (await stranger.client.post("/api/moderation/appeals", { decisionId: decided.id, text: "Not mine" }))
        .statusCode,
    ).toBe(403);
    const appeal = await author.client.post("/api/moderation/appeals", {
      decisionId: decided.id,
      text: "It was a joke",
    });
    expect(appeal.statusCode).toBe(201);
    expect(appeal.json()).toEqual({ id: expect.any(Number), status: "open" });
    expect(
      (await author.client.post("/api/moderation/appeals", { decisionId: decided.id, text: "Again" }))
        .statusCode,
    ).toBe(400);

    const open = (await secondModerator.client.get("/api/moderation/appeals?status=open&limit=50")).json();
    expect(open.appeals.find((entry: { id: number }) => entry.id === appeal.json().id)).toMatchObject({
      text: "It was a joke",
      member: { id: author.user.id },
      decision: { action: "hide", moderator: { id: moderator.user.id } },
    });
    expect((await author.client.get("/api/moderation/appeals?status=open")).statusCode).toBe(403);
    const url = `/api/moderation/appeals/${appeal.json().id}`;
    // The moderator who decided cannot answer.
    expect((await moderator.client.post(url, { outcome: "reversed", reason: "x" })).statusCode).toBe(403);
    const answered = await secondModerator.client.post(url, {
      outcome: "reversed",
      reason: "A joke among friends",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ id: appeal.json().id, status: "reversed" });
    expect((await secondModerator.client.post(url, { outcome: "upheld", reason: "x" })).statusCode).toBe(409);
    const feed = (await stranger.client.get("/api/feed?limit=50&scope=everyone")).json();
    expect(feed.posts.map((shown: { id: number }) => shown.id)).toContain(post.id);
    expect((await notificationsOf(author.client))[0]?.text).toBe(
      "Your appeal was accepted and the decision reversed: A joke among friends.",
    );
    expect((await author.client.get("/api/moderation/decisions/mine")).json().decisions[0]).toMatchObject({
      reversed: true,
      appeal: { status: "reversed" },
    });
  });

  it("reversing a suspension lets the member sign in again", async () => {
    const { author, item } = await reportedPost();
    const decided = (
      await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
        action: "suspend",
        reason: "Spam",
        durationDays: 30,
      })
    ).json();
    // The suspended member cannot sign in: the appeal is recorded as the Settings form would once they can.
    const appeal = await createAppeal(ctx.db, author.user.id, { decisionId: decided.id, text: "Sorry" });
    const answered = await secondModerator.client.post(`/api/moderation/appeals/${appeal.id}`, {
      outcome: "reversed",
      reason: "First time",
    });
    expect(answered.statusCode).toBe(200);
    const login = await new TestClient(ctx.app).post("/api/auth/login", {
      email: author.user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses an appeal of a dismissal, of a missing decision, and after 20 days", async () => {
    const { author, item } = await reportedPost();
    const decided = (
      await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
        action: "warn",
        reason: "Careful",
      })
    ).json();
    expect(
      (await author.client.post("/api/moderation/appeals", { decisionId: 2_147_483_647, text: "x" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await author.client.post("/api/moderation/appeals", { decisionId: decided.id, text: "" })).statusCode,
    ).toBe(400);
    await ctx.db
      .update(moderationDecisions)
      .set({ createdAt: new Date(Date.now() - 21 * 86_400_000) })
      .where(eq(moderationDecisions.id, decided.id));
    const late = await author.client.post("/api/moderation/appeals", {
      decisionId: decided.id,
      text: "Late",
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("A decision can be appealed within 20 days.");
  });
});
