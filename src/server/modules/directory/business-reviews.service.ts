import { and, eq, sql } from "drizzle-orm";
import {
  BUSINESS_ERRORS,
  type CreateReviewRequest,
  type UpdateReviewRequest,
} from "../../../shared/contracts/directory";
import { recomputeRating } from "../../db/business-rating";
import type { Database, DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, olderThan, splitPage } from "../../db/keyset-cursor";
import { assertNotBlocked } from "../../db/member-blocks";
import { memberSummaryColumns } from "../../db/member-summary";
import { descNullsLast } from "../../db/order-by";
import { isUniqueViolation } from "../../db/pg-errors";
import { businessEmployees, businesses, businessReviews, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../http/app-error";
import { isAdmin } from "../../http/guards";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { holdForReview, screenWords } from "../moderation/watched-words.service";
import { announceReview } from "../notifications/content-notifications";
import { findVisibleBusiness } from "./directory.service";

const reviewColumns = {
  id: businessReviews.id,
  rating: businessReviews.rating,
  title: businessReviews.title,
  comment: businessReviews.content,
  createdAt: businessReviews.createdAt,
  updatedAt: businessReviews.updatedAt,
  reviewer: memberSummaryColumns,
};

/** GET /api/businesses/{id}/reviews: approved reviews, newest first, by keyset cursor. */
export async function listReviews(
  db: Database,
  businessId: number,
  viewer: SessionUser | null,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = decodeDateCursor(page.cursor);
  await findVisibleBusiness(db, businessId, viewer);
  const conditions = [
    eq(businessReviews.businessId, businessId),
    eq(businessReviews.isApproved, true),
    after ? olderThan(businessReviews.createdAt, businessReviews.id, after) : undefined,
  ];
  const rows = await db
    .select({ ...reviewColumns, cursorAt: cursorTimestamp(businessReviews.createdAt) })
    .from(businessReviews)
    .innerJoin(users, eq(users.id, businessReviews.userId))
    .where(and(...conditions))
    .orderBy(descNullsLast(businessReviews.createdAt), descNullsLast(businessReviews.id))
    .limit(page.limit + 1);
  const { page: pageRows, nextCursor } = splitPage(rows, page.limit);
  return { reviews: pageRows.map(({ cursorAt: _cursorAt, ...review }) => review), nextCursor };
}

async function reviewById(db: DbExecutor, reviewId: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(businessReviews)
    .innerJoin(users, eq(users.id, businessReviews.userId))
    .where(eq(businessReviews.id, reviewId))
    .limit(1);
  if (!row) throw notFound(BUSINESS_ERRORS.reviewNotFound);
  return row;
}

/** Locks the business row, so concurrent review changes recompute one after the other. */
async function lockBusiness(tx: DbExecutor, businessId: number) {
  await tx.execute(sql`select 1 from ${businesses} where ${businesses.id} = ${businessId} for update`);
}

/** POST /api/businesses/{id}/reviews: one review per member, never by the owner or the team. */
export async function createReview(
  db: Database,
  outbox: Outbox,
  viewer: SessionUser,
  businessId: number,
  input: CreateReviewRequest,
) {
  const business = await findVisibleBusiness(db, businessId, viewer);
  if (business.ownerId === viewer.id) throw forbidden(BUSINESS_ERRORS.reviewOwnBusiness);
  if (business.ownerId !== null) await assertNotBlocked(db, viewer.id, business.ownerId);
  const [teamRow] = await db
    .select({ id: businessEmployees.id })
    .from(businessEmployees)
    .where(
      and(
        eq(businessEmployees.businessId, businessId),
        eq(businessEmployees.userId, viewer.id),
        eq(businessEmployees.isActive, true),
        eq(businessEmployees.status, "accepted"),
      ),
    )
    .limit(1);
  if (teamRow) throw forbidden(BUSINESS_ERRORS.reviewOwnBusiness);
  // A blocked word refuses the review; a held one saves it unapproved, waiting in the moderation queue.
  const held = (await screenWords(db, [input.title, input.content])) === "hold";
  try {
    return await db.transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      const [inserted] = await tx
        .insert(businessReviews)
        .values({
          businessId,
          userId: viewer.id,
          rating: input.rating,
          title: input.title,
          content: input.content,
        })
        .returning({ id: businessReviews.id });
      if (!inserted) throw new Error("insert returned no row");
      if (held) {
        await holdForReview(tx, {
          type: "review",
          id: inserted.id,
          authorId: viewer.id,
          excerpt: [input.title, input.content].filter(Boolean).join(" — "),
          link: `/business/${business.slug}`,
        });
        return { review: await reviewById(tx, inserted.id), business: await recomputeRating(tx, businessId) };
      }
      await announceReview(tx, outbox, inserted.id);
      const rating = await recomputeRating(tx, businessId);
      return { review: await reviewById(tx, inserted.id), business: rating };
    });
  } catch (error) {
    if (isUniqueViolation(error, "business_reviews_business_user_key"))
      throw conflict(BUSINESS_ERRORS.reviewTwice);
    throw error;
  }
}

async function findOwnReview(db: DbExecutor, businessId: number, reviewId: number) {
  const [row] = await db
    .select({ id: businessReviews.id, userId: businessReviews.userId })
    .from(businessReviews)
    .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.businessId, businessId)))
    .limit(1);
  if (!row) throw notFound(BUSINESS_ERRORS.reviewNotFound);
  return row;
}

/** PATCH /api/businesses/{id}/reviews/{reviewId}: the reviewer edits their own review. */
export async function updateReview(
  db: Database,
  viewer: SessionUser,
  businessId: number,
  reviewId: number,
  input: UpdateReviewRequest,
) {
  const business = await findVisibleBusiness(db, businessId, viewer);
  const review = await findOwnReview(db, businessId, reviewId);
  if (review.userId !== viewer.id) throw forbidden(BUSINESS_ERRORS.reviewNotYours);
  const held = (await screenWords(db, [input.title, input.content])) === "hold";
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    await tx
      .update(businessReviews)
      .set({
        ...(input.rating !== undefined ? { rating: input.rating } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.content !== undefined ? { content: input.content } : {}),
      })
      .where(eq(businessReviews.id, reviewId));
    if (held) {
      const [edited] = await tx
        .select({ title: businessReviews.title, content: businessReviews.content })
        .from(businessReviews)
        .where(eq(businessReviews.id, reviewId));
      await holdForReview(tx, {
        type: "review",
        id: reviewId,
        authorId: viewer.id,
        excerpt: [edited?.title, edited?.content].filter(Boolean).join(" — "),
        link: `/business/${business.slug}`,
      });
    }
    const rating = await recomputeRating(tx, businessId);
    return { review: await reviewById(tx, reviewId), business: rating };
  });
}

/** DELETE /api/businesses/{id}/reviews/{reviewId}: the reviewer, or an admin moderating. */
export async function deleteReview(db: Database, viewer: SessionUser, businessId: number, reviewId: number) {
  await findVisibleBusiness(db, businessId, viewer);
  const review = await findOwnReview(db, businessId, reviewId);
  if (review.userId !== viewer.id && !isAdmin(viewer)) throw forbidden(BUSINESS_ERRORS.reviewNotYours);
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    await tx.delete(businessReviews).where(eq(businessReviews.id, reviewId));
    return { business: await recomputeRating(tx, businessId) };
  });
}
