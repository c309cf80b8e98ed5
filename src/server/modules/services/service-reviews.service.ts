import { and, eq, isNull, sql } from "drizzle-orm";
import {
  type CreateServiceReviewRequest,
  type ReplyToServiceReviewRequest,
  reviewEditableUntil,
  SERVICE_REVIEW_ERRORS,
  type UpdateServiceReviewRequest,
} from "../../../shared/contracts/service-reviews";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, olderThan, splitPage } from "../../db/keyset-cursor";
import { memberSummaryColumns } from "../../db/member-summary";
import { isUniqueViolation } from "../../db/pg-errors";
import { serviceOrders, serviceReviews, services, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { createNotification } from "../notifications/create-notification";
import { orderForViewer } from "./order-page.service";
import { ORDER_NOT_FOUND } from "./order-transitions";
import { servicePagePath, serviceWithRating } from "./service-ratings";

const reviewColumns = {
  id: serviceReviews.id,
  serviceId: serviceReviews.serviceId,
  rating: serviceReviews.rating,
  text: serviceReviews.content,
  createdAt: serviceReviews.createdAt,
  updatedAt: serviceReviews.updatedAt,
  reviewer: memberSummaryColumns,
  replyText: serviceReviews.reply,
  repliedAt: serviceReviews.repliedAt,
};

type ReviewRow = { createdAt: Date; replyText: string | null; repliedAt: Date | null };

/** A row as the contract's `serviceReviewSchema` shows it. */
function toReview<Row extends ReviewRow>({ replyText, repliedAt, ...row }: Row) {
  return {
    ...row,
    editableUntil: reviewEditableUntil(row.createdAt as Date),
    reply: replyText !== null && repliedAt !== null ? { text: replyText, at: repliedAt } : null,
  };
}

async function reviewById(db: DbExecutor, reviewId: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(serviceReviews)
    .innerJoin(users, eq(users.id, serviceReviews.userId))
    .where(eq(serviceReviews.id, reviewId))
    .limit(1);
  if (!row) throw notFound(SERVICE_REVIEW_ERRORS.reviewNotFound);
  return toReview(row);
}

/** GET /api/services/{serviceId}/reviews: visible reviews, newest first, by keyset cursor. */
export async function listServiceReviews(
  db: Database,
  serviceId: number,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = decodeDateCursor(page.cursor);
  await serviceWithRating(db, serviceId);
  const rows = await db
    .select({ ...reviewColumns, cursorAt: cursorTimestamp(serviceReviews.createdAt) })
    .from(serviceReviews)
    .innerJoin(users, eq(users.id, serviceReviews.userId))
    .where(
      and(
        eq(serviceReviews.serviceId, serviceId),
        isNull(serviceReviews.hiddenAt),
        after ? olderThan(serviceReviews.createdAt, serviceReviews.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(serviceReviews.createdAt, serviceReviews.id))
    .limit(page.limit + 1);
  const { page: pageRows, nextCursor } = splitPage(rows, page.limit);
  return { reviews: pageRows.map(({ cursorAt: _cursorAt, ...row }) => toReview(row)), nextCursor };
}

/**
 * POST /api/services/{serviceId}/reviews: the buyer of a completed order of this service, once per
 * order. Another member's order is "not found", as on the order page.
 */
export async function createServiceReview(
  db: Database,
  viewer: SessionUser,
  serviceId: number,
  input: CreateServiceReviewRequest,
) {
  await serviceWithRating(db, serviceId);
  const [order] = await db
    .select({ userId: serviceOrders.userId, serviceId: serviceOrders.serviceId, state: serviceOrders.state })
    .from(serviceOrders)
    .where(eq(serviceOrders.id, input.orderId))
    .limit(1);
  if (!order || order.userId !== viewer.id) throw notFound(ORDER_NOT_FOUND);
  if (order.serviceId !== serviceId) throw forbidden(SERVICE_REVIEW_ERRORS.wrongService);
  if (order.state !== "completed") throw forbidden(SERVICE_REVIEW_ERRORS.notCompleted);
  try {
    const [inserted] = await db
      .insert(serviceReviews)
      .values({
        serviceId,
        orderId: input.orderId,
        userId: viewer.id,
        rating: input.rating,
        content: input.text,
      })
      .returning({ id: serviceReviews.id });
    if (!inserted) throw new Error("insert returned no row");
    return reviewById(db, inserted.id);
  } catch (error) {
    if (isUniqueViolation(error, "service_reviews_order_key"))
      throw conflict(SERVICE_REVIEW_ERRORS.reviewTwice);
    throw error;
  }
}

/** PATCH /api/services/{serviceId}/reviews/{reviewId}: its author, within 30 days of writing it. */
export async function updateServiceReview(
  db: Database,
  viewer: SessionUser,
  serviceId: number,
  reviewId: number,
  input: UpdateServiceReviewRequest,
  now = new Date(),
) {
  const [review] = await db
    .select({ userId: serviceReviews.userId, createdAt: serviceReviews.createdAt })
    .from(serviceReviews)
    .where(and(eq(serviceReviews.id, reviewId), eq(serviceReviews.serviceId, serviceId)))
    .limit(1);
  if (!review) throw notFound(SERVICE_REVIEW_ERRORS.reviewNotFound);
  if (review.userId !== viewer.id) throw forbidden(SERVICE_REVIEW_ERRORS.notYourReview);
  if (now > reviewEditableUntil(review.createdAt)) throw forbidden(SERVICE_REVIEW_ERRORS.editWindowClosed);
  await db
    .update(serviceReviews)
    .set({
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
      ...(input.text !== undefined ? { content: input.text } : {}),
    })
    .where(eq(serviceReviews.id, reviewId));
  return reviewById(db, reviewId);
}

/** GET /api/services/orders/{id}/review: the order's review or null, for its buyer and admins. */
export async function readOrderReview(db: Database, viewer: SessionUser, orderId: number) {
  await orderForViewer(db, viewer, orderId);
  const [row] = await db
    .select({ id: serviceReviews.id })
    .from(serviceReviews)
    .where(eq(serviceReviews.orderId, orderId))
    .limit(1);
  return { review: row ? await reviewById(db, row.id) : null };
}

/**
 * POST /api/admin/service-reviews/{reviewId}/reply: the agency answers once; the buyer is notified and
 * the reply is in the audit log. The `reply is null` condition makes two replies at once one reply.
 */
export async function replyToServiceReview(
  db: Database,
  outbox: Outbox,
  admin: SessionUser,
  reviewId: number,
  input: ReplyToServiceReviewRequest,
) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        userId: serviceReviews.userId,
        serviceId: serviceReviews.serviceId,
        reply: serviceReviews.reply,
        serviceName: services.name,
      })
      .from(serviceReviews)
      .innerJoin(services, eq(services.id, serviceReviews.serviceId))
      .where(eq(serviceReviews.id, reviewId))
      .limit(1);
    if (!review) throw notFound(SERVICE_REVIEW_ERRORS.reviewNotFound);
    const updated = await tx
      .update(serviceReviews)
      .set({
        reply: input.text,
        repliedAt: sql`now()`,
        replyAuthorId: admin.id,
        updatedAt: sql`${serviceReviews.updatedAt}`,
      })
      .where(and(eq(serviceReviews.id, reviewId), isNull(serviceReviews.reply)))
      .returning({ id: serviceReviews.id });
    if (updated.length === 0) throw conflict(SERVICE_REVIEW_ERRORS.replyTwice);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "service_review.reply",
      targetType: "service_review",
      targetId: reviewId,
    });
    await createNotification(tx, outbox, {
      recipientId: review.userId,
      type: "service_review_reply",
      actorId: null,
      subjectId: reviewId,
      link: servicePagePath(review.serviceId),
      data: { serviceName: review.serviceName },
    });
    return reviewById(tx, reviewId);
  });
}
