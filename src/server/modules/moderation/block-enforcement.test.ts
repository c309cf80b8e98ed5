import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { insertBusiness, insertPost } from "../../db/seed/factories";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";
import { createNotification } from "../notifications/create-notification";

/**
 * M2 (second outside test): a blocked member could still comment on and like the blocker's posts,
 * review the blocker's business and invite the blocker to a team, and each notified the blocker.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
});
afterAll(() => ctx.close());

let ip = 20;
async function blockedPair() {
  const blocker = await signedInMember(ctx, {}, { ip: `10.1.0.${ip++}` });
  const blocked = await signedInMember(ctx, {}, { ip: `10.1.0.${ip++}` });
  expect((await blocker.client.post(`/api/members/${blocked.user.id}/block`, {})).statusCode).toBeLessThan(
    300,
  );
  return { blocker, blocked };
}

const notificationsOf = (memberId: number) =>
  ctx.db.select().from(notifications).where(eq(notifications.recipientId, memberId));

describe("a block holds everywhere (M2)", () => {
  it("the blocked member cannot comment on or like the blocker's post; nothing notifies the blocker", async () => {
    const { blocker, blocked } = await blockedPair();
    const post = await insertPost(ctx.db, { userId: blocker.user.id });
    expect((await blocked.client.post(`/api/feed/${post.id}/comments`, { content: "Hi" })).statusCode).toBe(
      403,
    );
    expect((await blocked.client.put(`/api/feed/${post.id}/like`, {})).statusCode).toBe(403);
    expect(await notificationsOf(blocker.user.id)).toEqual([]);
  });

  it("the blocked member cannot review the blocker's business", async () => {
    const { blocker, blocked } = await blockedPair();
    const business = await insertBusiness(ctx.db, { ownerId: blocker.user.id });
    const review = await blocked.client.post(`/api/businesses/${business.id}/reviews`, {
      rating: 1,
      title: "Bad",
      content: "Very bad",
    });
    expect(review.statusCode).toBe(403);
    expect(await notificationsOf(blocker.user.id)).toEqual([]);
  });

  it("a business owner cannot invite a member who blocked them to the team", async () => {
    const { blocker, blocked } = await blockedPair();
    const business = await insertBusiness(ctx.db, { ownerId: blocked.user.id });
    const invited = await blocked.client.post(`/api/businesses/${business.id}/employees`, {
      username: blocker.user.username,
      title: "Partner",
      role: "member",
    });
    expect(invited.statusCode).toBe(403);
    expect(await notificationsOf(blocker.user.id)).toEqual([]);
  });

  it("the one place notifications are made refuses a blocked actor, for any future route", async () => {
    const { blocker, blocked } = await blockedPair();
    const made = await createNotification(ctx.db, ctx.outbox, {
      recipientId: blocker.user.id,
      type: "post_comment",
      actorId: blocked.user.id,
      subjectId: 1,
      link: "/feed",
    });
    expect(made).toBeNull();
    expect(await notificationsOf(blocker.user.id)).toEqual([]);
  });
});
