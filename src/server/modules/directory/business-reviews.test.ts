import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_ERRORS, type ReviewListResponse } from "../../../shared/contracts/directory";
import { businesses, businessReviews } from "../../db/schema";
import { insertBusinessEmployee, insertBusinessReview, insertUser } from "../../db/seed/factories";
import {
  businessActors,
  insertTestBusiness,
  REVIEW_KEYS,
  REVIEWER_KEYS,
} from "../../test/helpers/directory-test-helpers";
import { freshIp } from "../../test/helpers/fresh-ip";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let actors: Awaited<ReturnType<typeof businessActors>>;
beforeAll(async () => {
  ctx = await createTestApp();
  actors = await businessActors(ctx);
});
afterAll(() => ctx.close());

const review = { rating: 4, title: "Great partner", content: "Delivered on time and on budget." };

async function stored(businessId: number) {
  const [row] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId));
  return { rating: row?.rating, averageRating: row?.averageRating, reviewCount: row?.reviewCount };
}

describe("GET /api/businesses/{id}/reviews", () => {
  it("lists approved reviews newest first with the exact shape, for everyone, paged by cursor", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const reviewerA = await insertUser(ctx.db, { firstName: "Rita", lastName: "Reviewer" });
    const reviewerB = await insertUser(ctx.db);
    const reviewerC = await insertUser(ctx.db);
    const older = await insertBusinessReview(ctx.db, {
      businessId: business.id,
      userId: reviewerA.id,
      rating: 3,
      createdAt: new Date(Date.now() - 120_000),
    });
    const newer = await insertBusinessReview(ctx.db, { businessId: business.id, userId: reviewerB.id });
    await insertBusinessReview(ctx.db, { businessId: business.id, userId: reviewerC.id, isApproved: false });

    for (const client of [actors.visitor, actors.member.client, actors.owner.client, actors.admin.client]) {
      const response = await client.get(`/api/businesses/${business.id}/reviews`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ReviewListResponse;
      expect(Object.keys(body).sort()).toEqual(["nextCursor", "reviews"]);
      expect(body.reviews.map((item) => item.id)).toEqual([newer.id, older.id]);
    }
    const body = (
      await actors.visitor.get(`/api/businesses/${business.id}/reviews`)
    ).json() as ReviewListResponse;
    const last = body.reviews[1];
    expect(Object.keys(last ?? {}).sort()).toEqual(REVIEW_KEYS);
    expect(Object.keys(last?.reviewer ?? {}).sort()).toEqual(REVIEWER_KEYS);
    expect(last).toMatchObject({
      id: older.id,
      rating: 3,
      title: older.title,
      comment: older.content,
      createdAt: older.createdAt.toISOString(),
      reviewer: { id: reviewerA.id, firstName: "Rita", lastName: "Reviewer", username: reviewerA.username },
    });

    const first = (await actors.visitor.get(`/api/businesses/${business.id}/reviews?limit=1`)).json();
    expect(first.reviews).toHaveLength(1);
    const second = (
      await actors.visitor.get(`/api/businesses/${business.id}/reviews?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.reviews.map((item: { id: number }) => item.id)).toEqual([older.id]);
    expect(second.nextCursor).toBeNull();
    expect((await actors.visitor.get("/api/businesses/999999/reviews")).statusCode).toBe(404);
  });
});

describe("POST /api/businesses/{id}/reviews", () => {
  it("posts one review per member and recomputes rating and review count", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const url = `/api/businesses/${business.id}/reviews`;
    expect((await actors.visitor.post(url, review)).statusCode).toBe(401);

    const response = await actors.member.client.post(url, review);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["business", "review"]);
    expect(Object.keys(body.review).sort()).toEqual(REVIEW_KEYS);
    expect(body.review).toMatchObject({
      rating: 4,
      title: "Great partner",
      comment: "Delivered on time and on budget.",
      reviewer: { id: actors.member.user.id, firstName: "Milo", lastName: "Member" },
    });
    expect(body.business).toEqual({ id: business.id, rating: 4, averageRating: 4, reviewCount: 1 });

    const second = await actors.admin.client.post(url, { ...review, rating: 1 });
    expect(second.json().business).toEqual({
      id: business.id,
      rating: 3,
      averageRating: 2.5,
      reviewCount: 2,
    });
    expect(await stored(business.id)).toEqual({ rating: 3, averageRating: 2.5, reviewCount: 2 });

    const again = await actors.member.client.post(url, review);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: BUSINESS_ERRORS.reviewTwice });
    expect(await stored(business.id)).toEqual({ rating: 3, averageRating: 2.5, reviewCount: 2 });

    const detail = (await actors.member.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(detail.viewer).toMatchObject({ hasReviewed: true, canReview: false });
  });

  it("refuses the owner and the team, and ratings outside 1 to 5, changing nothing", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const url = `/api/businesses/${business.id}/reviews`;
    const own = await actors.owner.client.post(url, review);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: BUSINESS_ERRORS.reviewOwnBusiness });

    const teammate = await signedInMember(ctx, {}, { ip: freshIp() });
    await insertBusinessEmployee(ctx.db, { businessId: business.id, userId: teammate.user.id });
    expect((await teammate.client.post(url, review)).statusCode).toBe(403);

    for (const [rating, message] of [
      [0, "Choose a star rating"],
      [6, "Choose a star rating from 1 to 5"],
      [3.5, "Choose a star rating from 1 to 5"],
      ["5", "Choose a star rating"],
    ] as const) {
      const response = await actors.member.client.post(url, { ...review, rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().issues).toEqual([{ path: "rating", message }]);
    }
    const blank = await actors.member.client.post(url, { rating: 5, title: " ", content: "" });
    expect(blank.json().issues).toEqual([
      { path: "title", message: "Title is required" },
      { path: "content", message: "Review is required" },
    ]);
    expect(await stored(business.id)).toEqual({ rating: 0, averageRating: 0, reviewCount: 0 });
    const rows = await ctx.db
      .select()
      .from(businessReviews)
      .where(eq(businessReviews.businessId, business.id));
    expect(rows).toHaveLength(0);
    const hidden = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id, isActive: false });
    expect((await actors.member.client.post(`/api/businesses/${hidden.id}/reviews`, review)).statusCode).toBe(
      404,
    );
  });
});

describe("PATCH and DELETE /api/businesses/{id}/reviews/{reviewId}", () => {
  it("lets the reviewer edit and delete their own review, recomputing the rating", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const base = `/api/businesses/${business.id}/reviews`;
    const created = (await actors.member.client.post(base, { ...review, rating: 5 })).json();
    const url = `${base}/${created.review.id}`;

    expect((await actors.visitor.patch(url, { rating: 2 })).statusCode).toBe(401);
    const other = await actors.admin.client.patch(url, { rating: 1 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: BUSINESS_ERRORS.reviewNotYours });
    expect((await actors.owner.client.patch(url, { rating: 1 })).statusCode).toBe(403);

    const edited = await actors.member.client.patch(url, { rating: 2, content: "Changed my mind." });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({
      rating: 2,
      comment: "Changed my mind.",
      title: review.title,
    });
    expect(edited.json().business).toEqual({ id: business.id, rating: 2, averageRating: 2, reviewCount: 1 });
    expect((await actors.member.client.patch(url, { rating: 9 })).statusCode).toBe(400);
    expect((await actors.member.client.patch(url, {})).statusCode).toBe(400);

    expect((await actors.owner.client.delete(url)).statusCode).toBe(403);
    const deleted = await actors.member.client.delete(url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      business: { id: business.id, rating: 0, averageRating: 0, reviewCount: 0 },
    });
    expect((await actors.member.client.delete(url)).statusCode).toBe(404);
    expect((await actors.member.client.patch(`${base}/999999`, { rating: 3 })).statusCode).toBe(404);
  });

  it("lets an admin remove any review", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const base = `/api/businesses/${business.id}/reviews`;
    const created = (await actors.member.client.post(base, review)).json();
    const deleted = await actors.admin.client.delete(`${base}/${created.review.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await stored(business.id)).toEqual({ rating: 0, averageRating: 0, reviewCount: 0 });
  });
});
