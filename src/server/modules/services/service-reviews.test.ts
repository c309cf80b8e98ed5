import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_REVIEW_ERRORS } from "../../../shared/contracts/service-reviews";
import { adminAuditLog, notifications, serviceReviews } from "../../db/schema";
import { insertService, insertServiceOrder } from "../../db/seed/factories";
import { keysOf } from "../../test/helpers/services-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let visitor: TestClient;
let buyer: SignedInMember;
let other: SignedInMember;
let admin: SignedInMember;
let serviceId: number;
let otherServiceId: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  buyer = await signedInMember(ctx, { firstName: "Dana", lastName: "Reyes", username: "dana-reviews" });
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
  serviceId = (await insertService(ctx.db, { name: "SEO Audit", category: "seo", price: 49_900 })).id;
  otherServiceId = (await insertService(ctx.db, { name: "Landing Page", price: 69_900 })).id;
});
afterAll(() => ctx.close());

const completedOrder = async (userId = buyer.user.id, service = serviceId, state = "completed") =>
  (await insertServiceOrder(ctx.db, { userId, serviceId: service, state, status: "completed" })).id;

const REVIEW_KEYS = [
  "createdAt",
  "editableUntil",
  "id",
  "rating",
  "reply",
  "reviewer",
  "serviceId",
  "text",
  "updatedAt",
];

const review = (client: TestClient, body: unknown, service = serviceId) =>
  client.post(`/api/services/${service}/reviews`, body);

describe("POST /api/services/{serviceId}/reviews", () => {
  it("lets the buyer of a completed order review the service once, with the exact answer", async () => {
    const orderId = await completedOrder();
    const response = await review(buyer.client, { orderId, rating: 4, text: "  Clear audit, quick fixes. " });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(keysOf(body)).toEqual(REVIEW_KEYS);
    const created = new Date(body.createdAt).getTime();
    expect(new Date(body.editableUntil).getTime() - created).toBe(30 * 24 * 60 * 60 * 1000);
    expect(body).toEqual({
      id: expect.any(Number),
      serviceId,
      rating: 4,
      text: "Clear audit, quick fixes.",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      editableUntil: expect.any(String),
      reviewer: {
        id: buyer.user.id,
        username: "dana-reviews",
        firstName: "Dana",
        lastName: "Reyes",
        jobTitle: buyer.user.jobTitle,
        company: buyer.user.company,
        avatar: buyer.user.avatar,
      },
      reply: null,
    });

    const again = await review(buyer.client, { orderId, rating: 5, text: "Second thoughts" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: SERVICE_REVIEW_ERRORS.reviewTwice });
  });

  it("refuses an order that is not completed with 403 and a clear message", async () => {
    for (const state of [
      "requested",
      "awaiting_payment",
      "in_progress",
      "delivered",
      "cancelled",
      "refunded",
    ]) {
      const orderId = await completedOrder(buyer.user.id, serviceId, state);
      const response = await review(buyer.client, { orderId, rating: 5, text: "Too early" });
      expect(response.statusCode, state).toBe(403);
      expect(response.json()).toEqual({ message: SERVICE_REVIEW_ERRORS.notCompleted });
    }
  });

  it("refuses an order of another service (403) and another member's order (404, as the order page)", async () => {
    const ofOtherService = await completedOrder(buyer.user.id, otherServiceId);
    const wrong = await review(buyer.client, { orderId: ofOtherService, rating: 5, text: "Wrong one" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: SERVICE_REVIEW_ERRORS.wrongService });

    const buyersOrder = await completedOrder();
    for (const client of [other.client, admin.client]) {
      const response = await review(client, { orderId: buyersOrder, rating: 1, text: "Not mine" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Order not found." });
    }
    const missing = await review(buyer.client, { orderId: 2_147_483_647, rating: 1, text: "No order" });
    expect(missing.statusCode).toBe(404);
    expect(await ctx.db.select().from(serviceReviews).where(eq(serviceReviews.orderId, buyersOrder))).toEqual(
      [],
    );
  });

  it("answers 404 for a service that is missing or retired", async () => {
    const retired = (await insertService(ctx.db, { name: "Retired", isActive: false })).id;
    const orderId = await completedOrder(buyer.user.id, retired);
    const response = await review(buyer.client, { orderId, rating: 5, text: "Gone" }, retired);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: SERVICE_REVIEW_ERRORS.serviceNotFound });
  });

  it("validates the rating, the text and the order id", async () => {
    const orderId = await completedOrder();
    const cases: [unknown, string][] = [
      [{ orderId, text: "No stars" }, "Choose a star rating"],
      [{ orderId, rating: 0, text: "Zero" }, "Choose a star rating"],
      [{ orderId, rating: 6, text: "Six" }, "Choose a star rating from 1 to 5"],
      [{ orderId, rating: 4.5, text: "Half" }, "Choose a star rating from 1 to 5"],
      [{ orderId, rating: "5", text: "Text" }, "Choose a star rating"],
      [{ orderId, rating: 5, text: "   " }, "Review is required"],
      [{ orderId, rating: 5 }, "Review is required"],
      [{ orderId, rating: 5, text: "x".repeat(2001) }, ""],
      [{ rating: 5, text: "No order" }, "Name the completed order you review"],
      [{ orderId, rating: 5, text: "Extra", title: "no" }, ""],
      [{ orderId, rating: 5, text: "nul \u0000" }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await review(buyer.client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(response.json()), JSON.stringify(body)).toContain(message);
    }
    const badPath = await buyer.client.post("/api/services/abc/reviews", { orderId, rating: 5, text: "x" });
    expect(badPath.statusCode).toBe(400);
  });

  it("is for signed-in members: a visitor gets 401", async () => {
    const orderId = await completedOrder();
    const response = await review(visitor, { orderId, rating: 5, text: "Anonymous" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/services/{serviceId}/reviews and the service's rating", () => {
  it("lists reviews newest first in pages, and the catalogue and service show the average and count", async () => {
    const service = (await insertService(ctx.db, { name: "Brand Kit", price: 99_900 })).id;
    const ratings = [5, 4, 4];
    const ids: number[] = [];
    for (const rating of ratings) {
      const orderId = await completedOrder(buyer.user.id, service);
      const response = await review(buyer.client, { orderId, rating, text: `Rated ${rating}` }, service);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const first = await visitor.get(`/api/services/${service}/reviews?limit=2`);
    expect(first.statusCode).toBe(200);
    expect(keysOf(first.json())).toEqual(["nextCursor", "reviews"]);
    expect(first.json().reviews.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(keysOf(first.json().reviews[0])).toEqual(REVIEW_KEYS);
    const second = await visitor.get(
      `/api/services/${service}/reviews?limit=2&cursor=${first.json().nextCursor}`,
    );
    expect(second.json()).toMatchObject({ nextCursor: null });
    expect(second.json().reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    const detail = await visitor.get(`/api/services/${service}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: service, name: "Brand Kit", rating: 4.3, reviewCount: 3 });
    const list = await visitor.get("/api/services");
    const listed = list.json().find((s: { id: number }) => s.id === service);
    expect(listed).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const unrated = list.json().find((s: { id: number }) => s.id === otherServiceId);
    expect(unrated).toMatchObject({ rating: null, reviewCount: 0 });

    // A review hidden by a moderator leaves the list and the rating.
    await ctx.db
      .update(serviceReviews)
      .set({ hiddenAt: new Date() })
      .where(eq(serviceReviews.id, ids[0] ?? 0));
    const after = await visitor.get(`/api/services/${service}`);
    expect(after.json()).toMatchObject({ rating: 4, reviewCount: 2 });
    const listAfter = await visitor.get(`/api/services/${service}/reviews`);
    expect(listAfter.json().reviews.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
  });

  it("answers 404 for a missing service, 400 for a bad cursor or limit", async () => {
    expect((await visitor.get("/api/services/2147483647/reviews")).statusCode).toBe(404);
    expect((await visitor.get("/api/services/2147483647")).json()).toEqual({
      message: SERVICE_REVIEW_ERRORS.serviceNotFound,
    });
    expect((await visitor.get(`/api/services/${serviceId}/reviews?cursor=bm9wZQ`)).statusCode).toBe(400);
    expect((await visitor.get(`/api/services/${serviceId}/reviews?limit=51`)).statusCode).toBe(400);
    expect((await visitor.get(`/api/services/${serviceId}/reviews?limit=0`)).statusCode).toBe(400);
  });
});

describe("PATCH /api/services/{serviceId}/reviews/{reviewId}", () => {
  it("lets the author change rating and text within 30 days, then refuses with 403", async () => {
    const orderId = await completedOrder();
    const created = (await review(buyer.client, { orderId, rating: 2, text: "Slow start" })).json();
    const url = `/api/services/${serviceId}/reviews/${created.id}`;
    const changed = await buyer.client.patch(url, { rating: 4, text: "Slow start, great finish" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, rating: 4, text: "Slow start, great finish" });
    const onlyRating = await buyer.client.patch(url, { rating: 5 });
    expect(onlyRating.json()).toMatchObject({ rating: 5, text: "Slow start, great finish" });

    for (const client of [other.client, admin.client]) {
      const response = await client.patch(url, { rating: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: SERVICE_REVIEW_ERRORS.notYourReview });
    }
    expect((await visitor.patch(url, { rating: 1 })).statusCode).toBe(401);
    expect((await buyer.client.patch(url, {})).statusCode).toBe(400);
    expect((await buyer.client.patch(url, { rating: 7 })).statusCode).toBe(400);
    const wrongService = await buyer.client.patch(`/api/services/${otherServiceId}/reviews/${created.id}`, {
      rating: 3,
    });
    expect(wrongService.statusCode).toBe(404);

    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await ctx.db.update(serviceReviews).set({ createdAt: old }).where(eq(serviceReviews.id, created.id));
    const late = await buyer.client.patch(url, { rating: 1 });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: SERVICE_REVIEW_ERRORS.editWindowClosed });
  });
});

describe("GET /api/services/orders/{id}/review", () => {
  it("answers the order's review (or null) to its buyer and admins, 404 to another member", async () => {
    const orderId = await completedOrder();
    const url = `/api/services/orders/${orderId}/review`;
    expect((await buyer.client.get(url)).json()).toEqual({ review: null });
    const created = (await review(buyer.client, { orderId, rating: 5, text: "Great" })).json();
    expect((await buyer.client.get(url)).json()).toEqual({ review: created });
    expect((await admin.client.get(url)).json()).toEqual({ review: created });
    expect((await other.client.get(url)).statusCode).toBe(404);
    expect((await visitor.get(url)).statusCode).toBe(401);
  });
});

describe("POST /api/admin/service-reviews/{reviewId}/reply", () => {
  it("lets an admin reply once, notifies the buyer, and records it in the audit log", async () => {
    const orderId = await completedOrder();
    const created = (await review(buyer.client, { orderId, rating: 3, text: "Fine" })).json();
    const url = `/api/admin/service-reviews/${created.id}/reply`;
    expect((await visitor.post(url, { text: "Thanks" })).statusCode).toBe(401);
    for (const client of [buyer.client, other.client]) {
      const response = await client.post(url, { text: "Thanks" });
      expect(response.statusCode).toBe(403);
    }
    expect((await admin.client.post(url, { text: "  " })).statusCode).toBe(400);

    const reply = await admin.client.post(url, { text: " Thank you, Dana! " });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      ...created,
      reply: { text: "Thank you, Dana!", at: expect.any(String) },
    });
    const twice = await admin.client.post(url, { text: "Again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: SERVICE_REVIEW_ERRORS.replyTwice });

    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, created.id));
    expect(notification).toMatchObject({
      recipientId: buyer.user.id,
      type: "service_review_reply",
      link: `/services/service/${serviceId}`,
    });
    const listed = await buyer.client.get("/api/notifications");
    const texts = listed.json().notifications.map((n: { text: string }) => n.text);
    expect(texts).toContain("The agency replied to your review of SEO Audit");
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "service_review.reply"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.user.id, targetId: String(created.id) });

    const missing = await admin.client.post("/api/admin/service-reviews/2147483647/reply", { text: "Hi" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("reporting a review of a service", () => {
  it("a member reports it, a moderator hides it: it leaves the list and the rating; its author cannot report it", async () => {
    const service = (await insertService(ctx.db, { name: "Reported Service", price: 10_000 })).id;
    const orderId = await completedOrder(buyer.user.id, service);
    const created = (
      await review(buyer.client, { orderId, rating: 1, text: "Spam spam spam" }, service)
    ).json();
    const own = await buyer.client.post("/api/reports", {
      targetType: "service_review",
      targetId: created.id,
      category: "spam",
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: "You cannot report your own review." });
    const report = await other.client.post("/api/reports", {
      targetType: "service_review",
      targetId: created.id,
      category: "spam",
    });
    expect(report.statusCode).toBe(201);

    const queue = (await admin.client.get("/api/moderation/queue?status=open&limit=50")).json();
    const item = queue.items.find(
      (entry: { target: { type: string; id: number } }) =>
        entry.target.type === "service_review" && entry.target.id === created.id,
    );
    expect(item.target).toMatchObject({
      type: "service_review",
      id: created.id,
      link: `/services/service/${service}`,
    });
    const decided = await admin.client.post(`/api/moderation/items/${item.id}/decision`, {
      action: "hide",
      reason: "Spam",
    });
    expect(decided.statusCode).toBe(201);
    expect((await visitor.get(`/api/services/${service}`)).json()).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
    expect((await visitor.get(`/api/services/${service}/reviews`)).json()).toEqual({
      reviews: [],
      nextCursor: null,
    });
  });
});

describe("a reviewer's data", () => {
  it("is in their data export, and leaves with their account (and the rating with it)", async () => {
    const leaver = await signedInMember(ctx);
    const service = (await insertService(ctx.db, { name: "Leaving Service", price: 10_000 })).id;
    const orderId = await completedOrder(leaver.user.id, service);
    const created = (await review(leaver.client, { orderId, rating: 5, text: "Loved it" }, service)).json();
    const exported = (await leaver.client.get("/api/account/export")).json();
    expect(exported.serviceReviews).toEqual([
      {
        id: created.id,
        serviceId: service,
        orderId,
        rating: 5,
        text: "Loved it",
        reply: null,
        repliedAt: null,
        createdAt: created.createdAt,
        updatedAt: created.updatedAt,
      },
    ]);
    expect((await visitor.get(`/api/services/${service}`)).json()).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });
    const deleted = await leaver.client.request("DELETE", "/api/account", {
      password: "correct-horse-battery",
    });
    expect(deleted.statusCode).toBe(204);
    expect((await visitor.get(`/api/services/${service}`)).json()).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
  });
});
