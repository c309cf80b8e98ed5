import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import {
  insertBusiness,
  insertConnection,
  insertPost,
  insertReferral,
  insertService,
  insertServiceOrder,
  insertUser,
} from "../../db/seed/factories";
import { createTestApp, type SignedInMember, signedInMember, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
});
afterAll(() => ctx.close());

const member = (overrides: Parameters<typeof signedInMember>[1] = {}) => signedInMember(ctx, overrides);

/** The member's notifications as the API lists them. */
async function listOf(who: SignedInMember) {
  const response = await who.client.get("/api/notifications");
  expect(response.statusCode).toBe(200);
  return response.json() as {
    notifications: {
      type: string;
      text: string;
      link: string;
      read: boolean;
      actor: { id: number } | null;
    }[];
    unreadCount: number;
  };
}

const rowsOf = (recipientId: number) =>
  ctx.db.select().from(notifications).where(eq(notifications.recipientId, recipientId));

describe("notifications made by members' actions", () => {
  it("a connection request notifies its target; accepting it notifies the requester", async () => {
    const sam = await member({ firstName: "Sam", lastName: "Lee" });
    const ada = await member({ firstName: "Ada", lastName: "King" });
    const sent = await sam.client.post("/api/connections/request", { toUserId: ada.user.id });
    expect(sent.statusCode).toBe(201);
    const toAda = await listOf(ada);
    expect(toAda.unreadCount).toBe(1);
    expect(toAda.notifications[0]).toMatchObject({
      type: "connection_request",
      text: "Sam Lee sent you a connection request",
      link: "/network",
      read: false,
      actor: { id: sam.user.id },
    });
    expect(await rowsOf(sam.user.id)).toHaveLength(0);

    const accepted = await ada.client.patch(`/api/connections/${sent.json().id}`, { status: "accepted" });
    expect(accepted.statusCode).toBe(200);
    const toSam = await listOf(sam);
    expect(toSam.notifications.map((n) => [n.type, n.text])).toEqual([
      ["connection_accepted", "Ada King accepted your connection request"],
    ]);
    // Declining makes nothing.
    const carl = await member();
    const request = await carl.client.post("/api/connections/request", { toUserId: ada.user.id });
    await ada.client.patch(`/api/connections/${request.json().id}`, { status: "declined" });
    expect(await rowsOf(carl.user.id)).toHaveLength(0);
  });

  it("messages notify their recipient and fold per sender while unread; opening the thread reads them", async () => {
    const sam = await member({ firstName: "Sam", lastName: "Lee" });
    const ada = await member();
    await insertConnection(ctx.db, { userId: sam.user.id, connectedUserId: ada.user.id, status: "accepted" });
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Hello   there\nAda" });
    let list = await listOf(ada);
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      type: "message",
      text: "Sam Lee sent you a message: “Hello there Ada”",
      link: `/messages/${sam.user.id}`,
    });
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Are you free?" });
    list = await listOf(ada);
    expect(list.notifications.map((n) => n.text)).toEqual(["Sam Lee sent you 2 messages"]);
    expect(list.unreadCount).toBe(1);
    expect(await rowsOf(sam.user.id)).toHaveLength(0);

    const read = await ada.client.post(`/api/messages/conversations/${sam.user.id}/read`);
    expect(read.json()).toEqual({ read: 2 });
    list = await listOf(ada);
    expect(list.unreadCount).toBe(0);
    expect(list.notifications[0]?.read).toBe(true);
  });

  it("a referral notifies the member referred; the answer notifies the referrer", async () => {
    const sam = await member({ firstName: "Sam", lastName: "Lee" });
    const ada = await member({ firstName: "Ada", lastName: "King" });
    const sent = await sam.client.post("/api/referrals/send", { targetId: ada.user.id, targetType: "user" });
    expect(sent.statusCode).toBe(201);
    expect((await listOf(ada)).notifications[0]).toMatchObject({
      type: "referral_received",
      text: "Sam Lee asked to be introduced to you",
      link: "/dashboard?tab=referrals",
    });
    const answer = await ada.client.post(`/api/referrals/${sent.json().id}/respond`, { status: "declined" });
    expect(answer.statusCode).toBe(200);
    expect((await listOf(sam)).notifications[0]).toMatchObject({
      type: "referral_answered",
      text: "Ada King declined your referral",
    });
    const other = await insertUser(ctx.db);
    const referral = await insertReferral(ctx.db, {
      referrerId: other.id,
      refereeId: other.id,
      targetId: ada.user.id,
    });
    await ada.client.post(`/api/referrals/${referral.id}/respond`, { status: "accepted" });
    const [row] = await rowsOf(other.id);
    expect(row).toMatchObject({ type: "referral_answered", data: { decision: "accepted" } });
  });

  it("an admin's change of an order's status notifies the buyer, with no actor", async () => {
    const admin = await member({ role: "admin" });
    const buyer = await member();
    const service = await insertService(ctx.db, { name: "Website audit" });
    const order = await insertServiceOrder(ctx.db, { userId: buyer.user.id, serviceId: service.id });
    const changed = await admin.client.patch(`/api/admin/orders/${order.id}/status`, {
      status: "in_progress",
    });
    expect(changed.statusCode).toBe(200);
    expect((await listOf(buyer)).notifications[0]).toMatchObject({
      type: "order_status",
      actor: null,
      text: "Your order of Website audit is now in progress",
      link: `/services/orders/${order.id}`,
    });
  });

  it("comments notify the post's author, never for their own; likes fold into one unread notification", async () => {
    const author = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const sam = await member({ firstName: "Sam", lastName: "Lee" });
    await author.client.post(`/api/feed/${post.id}/comments`, { content: "My own note" });
    await author.client.put(`/api/feed/${post.id}/like`);
    expect(await rowsOf(author.user.id)).toHaveLength(0);

    const commented = await sam.client.post(`/api/feed/${post.id}/comments`, { content: "Great point" });
    expect(commented.statusCode).toBe(201);
    expect((await listOf(author)).notifications[0]).toMatchObject({
      type: "post_comment",
      text: "Sam Lee commented on your post: “Great point”",
      link: `/feed#post-${post.id}`,
    });

    const likers = [sam, await member(), await member(), await member(), await member()];
    for (const liker of likers.slice(1))
      expect((await liker.client.put(`/api/feed/${post.id}/like`)).statusCode).toBe(200);
    await sam.client.put(`/api/feed/${post.id}/like`);
    // Unliking and liking again is not one more person.
    await sam.client.delete(`/api/feed/${post.id}/like`);
    await sam.client.put(`/api/feed/${post.id}/like`);
    const likes = (await listOf(author)).notifications.filter((n) => n.type === "post_like");
    expect(likes.map((n) => n.text)).toEqual(["Sam Lee and 4 others liked your post"]);

    // Once read, the next like starts a new notification.
    await author.client.post("/api/notifications/read", { all: true });
    await (await member({ firstName: "Zoe", lastName: "Park" })).client.put(`/api/feed/${post.id}/like`);
    const after = (await listOf(author)).notifications.filter((n) => n.type === "post_like");
    expect(after.map((n) => [n.text, n.read])).toEqual([
      ["Zoe Park liked your post", false],
      ["Sam Lee and 4 others liked your post", true],
    ]);
  });

  it("a review notifies the business's owner", async () => {
    const owner = await member();
    const business = await insertBusiness(ctx.db, { ownerId: owner.user.id, name: "Harbor Bakery" });
    const sam = await member({ firstName: "Sam", lastName: "Lee" });
    const review = await sam.client.post(`/api/businesses/${business.id}/reviews`, {
      rating: 4,
      title: "Lovely",
      content: "Fresh bread every morning.",
    });
    expect(review.statusCode).toBe(201);
    expect((await listOf(owner)).notifications[0]).toMatchObject({
      type: "business_review",
      text: "Sam Lee reviewed Harbor Bakery (4/5)",
      link: `/business/${business.slug}`,
    });
  });

  it("an action that fails leaves no notification behind", async () => {
    const sam = await member();
    const ada = await member();
    await insertConnection(ctx.db, { userId: sam.user.id, connectedUserId: ada.user.id, status: "pending" });
    const again = await sam.client.post("/api/connections/request", { toUserId: ada.user.id });
    expect(again.statusCode).toBe(409);
    const refused = await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Hi" });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOf(ada.user.id)).toHaveLength(0);
  });
});
