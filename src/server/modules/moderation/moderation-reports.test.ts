import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTS_PER_HOUR } from "../../../shared/contracts/moderation";
import { messages, postComments } from "../../db/schema";
import { insertBusiness, insertBusinessReview, insertOpportunity, insertPost } from "../../db/seed/factories";
import { queueItemOf } from "../../test/helpers/moderation-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let moderator: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
  moderator = await signedInMember(ctx, { role: "moderator" });
});
afterAll(() => ctx.close());

let ipCounter = 10;
/** Each member on their own address, so the per-address fallbacks of limits never mix. */
const member = (overrides = {}) => signedInMember(ctx, overrides, { ip: `10.0.0.${ipCounter++}` });

const itemOf = (type: string, id: number, status?: string) => queueItemOf(moderator, type, id, status);

describe("POST /api/reports", () => {
  it("reports a post: 201 {id, status}, a second report answers 200 with the same report", async () => {
    const author = await member();
    const reporter = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const body = { targetType: "post", targetId: post.id, category: "harassment" };
    const first = await reporter.client.post("/api/reports", body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), status: "open" });
    const again = await reporter.client.post("/api/reports", { ...body, category: "spam" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await itemOf("post", post.id)).reportCount).toBe(1);
  });

  it("reports every kind of target a member can see, into one item per target", async () => {
    const author = await member();
    const reporter = await member();
    const other = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const [comment] = await ctx.db
      .insert(postComments)
      .values({ postId: post.id, userId: author.user.id, content: "A rude comment" })
      .returning();
    const [message] = await ctx.db
      .insert(messages)
      .values({ senderId: author.user.id, recipientId: reporter.user.id, content: "Unwanted" })
      .returning();
    const business = await insertBusiness(ctx.db, { ownerId: author.user.id });
    const reviewedBusiness = await insertBusiness(ctx.db, { ownerId: other.user.id });
    const review = await insertBusinessReview(ctx.db, {
      businessId: reviewedBusiness.id,
      userId: author.user.id,
    });
    const opportunity = await insertOpportunity(ctx.db, { postedBy: author.user.id });
    const targets = [
      ["post", post.id],
      ["comment", comment?.id],
      ["message", message?.id],
      ["member", author.user.id],
      ["business", business.id],
      ["review", review.id],
      ["opportunity", opportunity.id],
    ] as const;
    for (const [targetType, targetId] of targets) {
      const answer = await reporter.client.post("/api/reports", { targetType, targetId, category: "other" });
      expect(answer.statusCode, targetType).toBe(201);
      // A second member's report raises the same item's count.
      if (targetType !== "message")
        expect(
          (await other.client.post("/api/reports", { targetType, targetId, category: "spam" })).statusCode,
        ).toBe(201);
      const item = await itemOf(targetType, targetId as number);
      expect(item.target.author).toEqual({
        id: author.user.id,
        username: author.user.username,
        firstName: author.user.firstName,
        lastName: author.user.lastName,
      });
      expect(item.reportCount).toBe(targetType === "message" ? 1 : 2);
    }
    // Only the two members of a conversation can read (and so report) its message.
    expect(
      (
        await other.client.post("/api/reports", {
          targetType: "message",
          targetId: message?.id,
          category: "spam",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a visitor (401), one's own content (400), a missing or hidden target (404), bad input (400)", async () => {
    const author = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const hidden = await insertPost(ctx.db, { userId: author.user.id, isPublished: false });
    const visitor = new TestClient(ctx.app);
    const reporter = await member();
    const body = { targetType: "post", targetId: post.id, category: "spam" };
    expect((await visitor.post("/api/reports", body)).statusCode).toBe(401);
    const own = await author.client.post("/api/reports", body);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("You cannot report your own post.");
    expect(
      (await author.client.post("/api/reports", { ...body, targetType: "member", targetId: author.user.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await reporter.client.post("/api/reports", { ...body, targetId: 2_147_483_647 })).statusCode,
    ).toBe(404);
    expect((await reporter.client.post("/api/reports", { ...body, targetId: hidden.id })).statusCode).toBe(
      404,
    );
    expect((await reporter.client.post("/api/reports", { ...body, category: "boring" })).statusCode).toBe(
      400,
    );
    expect((await reporter.client.post("/api/reports", { ...body, targetType: "article" })).statusCode).toBe(
      400,
    );
    expect((await reporter.client.post("/api/reports", { ...body, note: "x".repeat(1001) })).statusCode).toBe(
      400,
    );
  });

  it(`allows ${REPORTS_PER_HOUR} new reports an hour, then 429`, async () => {
    const author = await member();
    const reporter = await member();
    for (let index = 0; index < REPORTS_PER_HOUR; index++) {
      const post = await insertPost(ctx.db, { userId: author.user.id });
      const answer = await reporter.client.post("/api/reports", {
        targetType: "post",
        targetId: post.id,
        category: "spam",
      });
      expect(answer.statusCode).toBe(201);
    }
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const refused = await reporter.client.post("/api/reports", {
      targetType: "post",
      targetId: post.id,
      category: "spam",
    });
    expect(refused.statusCode).toBe(429);
  });

  it("the old post-report route lands in the same queue", async () => {
    const author = await member();
    const reporter = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    expect(
      (await reporter.client.post(`/api/feed/${post.id}/report`, { reason: "Scam link" })).statusCode,
    ).toBe(201);
    const item = await itemOf("post", post.id);
    expect(item.reportCount).toBe(1);
  });
});
