import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  isoDateTime,
  pageLimit,
  requiredText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";
import { serviceSchema } from "./services";

/** docs/orders.md, Reviews: one review per completed order, editable for 30 days, one agency reply. */
export const SERVICE_REVIEW_LIMITS = { text: 2000, reply: 2000, editDays: 30 } as const;
export const SERVICE_REVIEW_PAGE_SIZE = 10;
export const SERVICE_REVIEW_PAGE_SIZE_MAX = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a review written at `createdAt` may be changed by its author. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SERVICE_REVIEW_LIMITS.editDays * DAY_MS);
}

/** What the API answers; the pages show these as they are. */
export const SERVICE_REVIEW_ERRORS = {
  serviceNotFound: "Service not found.",
  orderNotFound: "Order not found.",
  wrongService: "This order is not for this service.",
  notCompleted: "You can review a service once its order is completed.",
  reviewTwice: "You have already reviewed this order. Edit your review instead.",
  reviewNotFound: "Review not found.",
  notYourReview: "You can only change your own review.",
  editWindowClosed: `A review can be changed for ${SERVICE_REVIEW_LIMITS.editDays} days after it was written.`,
  replyTwice: "The agency has already replied to this review.",
} as const;

export const REVIEW_RATING_MISSING = "Choose a star rating";
export const REVIEW_RATING_RANGE = "Choose a star rating from 1 to 5";

const rating = z
  .number({ error: REVIEW_RATING_MISSING })
  .int(REVIEW_RATING_RANGE)
  .min(1, REVIEW_RATING_MISSING)
  .max(5, REVIEW_RATING_RANGE);
const reviewText = requiredText("Review", SERVICE_REVIEW_LIMITS.text);

export const serviceIdParamsSchema = z.strictObject({ serviceId: idParam("Service id") });
export const serviceReviewParamsSchema = z.strictObject({
  serviceId: idParam("Service id"),
  reviewId: idParam("Review id"),
});
export const reviewIdParamsSchema = z.strictObject({ reviewId: idParam("Review id") });
export const orderReviewParamsSchema = z.strictObject({ id: idParam("Order id") });

export const createServiceReviewRequestSchema = z.strictObject({
  orderId: idParam("Order id", "body", { type: "Name the completed order you review" }),
  rating,
  text: reviewText,
});
export type CreateServiceReviewRequest = z.input<typeof createServiceReviewRequestSchema>;

export const updateServiceReviewRequestSchema = z
  .strictObject({ rating: rating.optional(), text: reviewText.optional() })
  .refine((body) => body.rating !== undefined || body.text !== undefined, { message: "Nothing to change" });
export type UpdateServiceReviewRequest = z.input<typeof updateServiceReviewRequestSchema>;

/** The review dialog's fields: the same rules, with 0 stars as "not chosen yet". */
export const serviceReviewFormSchema = z.object({ rating, text: reviewText });
export type ServiceReviewFormValues = z.input<typeof serviceReviewFormSchema>;

export const replyToServiceReviewRequestSchema = z.strictObject({
  text: requiredText("Reply", SERVICE_REVIEW_LIMITS.reply),
});
export type ReplyToServiceReviewRequest = z.input<typeof replyToServiceReviewRequestSchema>;

export const serviceReviewListQuerySchema = z.strictObject({
  limit: pageLimit(SERVICE_REVIEW_PAGE_SIZE, SERVICE_REVIEW_PAGE_SIZE_MAX),
  cursor: cursorParam,
});

/** A review as the service page and the order page show it. */
export const serviceReviewSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Until when its author may change it. */
  editableUntil: isoDateTime,
  reviewer: memberSummarySchema,
  /** The agency's one reply. */
  reply: z.object({ text: z.string(), at: isoDateTime }).nullable(),
});
export type ServiceReview = z.input<typeof serviceReviewSchema>;

export const serviceReviewListSchema = cursorPage("reviews", serviceReviewSchema);
export const orderReviewSchema = z.object({ review: serviceReviewSchema.nullable() });

const tags = ["services"] as const;

/** Service reviews and the service page (decision 0018). */
export const serviceReviewEndpoints = {
  readService: defineEndpoint({
    method: "GET",
    path: "/api/services/:serviceId",
    operationId: "readService",
    summary: "One active service of the catalogue with its rating",
    tags,
    access: "public",
    params: serviceIdParamsSchema,
    status: 200,
    response: serviceSchema,
    errors: errorResponses(400, 404),
  }),
  listServiceReviews: defineEndpoint({
    method: "GET",
    path: "/api/services/:serviceId/reviews",
    operationId: "listServiceReviews",
    summary: "A service's reviews, newest first",
    tags,
    access: "public",
    params: serviceIdParamsSchema,
    query: serviceReviewListQuerySchema,
    status: 200,
    response: serviceReviewListSchema,
    errors: errorResponses(400, 404),
    list: "reviews",
  }),
  createServiceReview: defineEndpoint({
    method: "POST",
    path: "/api/services/:serviceId/reviews",
    operationId: "createServiceReview",
    summary: "Review a service: the buyer of a completed order of it, once per order",
    tags,
    access: "member",
    params: serviceIdParamsSchema,
    body: createServiceReviewRequestSchema,
    status: 201,
    response: serviceReviewSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  updateServiceReview: defineEndpoint({
    method: "PATCH",
    path: "/api/services/:serviceId/reviews/:reviewId",
    operationId: "updateServiceReview",
    summary: "Change one's own review within 30 days of writing it",
    tags,
    access: "member",
    params: serviceReviewParamsSchema,
    body: updateServiceReviewRequestSchema,
    status: 200,
    response: serviceReviewSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  readOrderReview: defineEndpoint({
    method: "GET",
    path: "/api/services/orders/:id/review",
    operationId: "readOrderReview",
    summary: "The review written for an order, or null (the buyer and admins)",
    tags,
    access: "member",
    params: orderReviewParamsSchema,
    status: 200,
    response: orderReviewSchema,
    errors: errorResponses(400, 401, 404),
  }),
  replyToServiceReview: defineEndpoint({
    method: "POST",
    path: "/api/admin/service-reviews/:reviewId/reply",
    operationId: "replyToServiceReview",
    summary: "The agency's one reply to a review of a service",
    tags,
    access: "admin",
    params: reviewIdParamsSchema,
    body: replyToServiceReviewRequestSchema,
    status: 200,
    response: serviceReviewSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
} as const;
