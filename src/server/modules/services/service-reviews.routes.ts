import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceReviewEndpoints as endpoints } from "../../../shared/contracts/service-reviews";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin, requireUser } from "../../http/guards";
import type { Outbox } from "../../jobs/outbox";
import { serviceWithRating } from "./service-ratings";
import {
  createServiceReview,
  listServiceReviews,
  readOrderReview,
  replyToServiceReview,
  updateServiceReview,
} from "./service-reviews.service";

type Options = { db: Database; outbox: Outbox };

/** /api/services: one service with its rating, its reviews, and a buyer's review of an order. */
export const serviceReviewRoutes: FastifyPluginAsyncZod<Options> = async (app, { db }) => {
  route(app, endpoints.readService, {
    handler: async (request) => serviceWithRating(db, request.params.serviceId),
  });
  route(app, endpoints.listServiceReviews, {
    handler: async (request) => listServiceReviews(db, request.params.serviceId, request.query),
  });
  route(app, endpoints.createServiceReview, {
    onRequest: requireUser,
    handler: async (request) =>
      createServiceReview(db, currentUser(request), request.params.serviceId, request.body),
  });
  route(app, endpoints.updateServiceReview, {
    onRequest: requireUser,
    handler: async (request) =>
      updateServiceReview(
        db,
        currentUser(request),
        request.params.serviceId,
        request.params.reviewId,
        request.body,
      ),
  });
  route(app, endpoints.readOrderReview, {
    onRequest: requireUser,
    handler: async (request) => readOrderReview(db, currentUser(request), request.params.id),
  });
};

/** /api/admin/service-reviews: the agency's reply. */
export const adminServiceReviewRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, outbox }) => {
  route(app, endpoints.replyToServiceReview, {
    onRequest: requireAdmin,
    handler: async (request) =>
      replyToServiceReview(db, outbox, currentUser(request), request.params.reviewId, request.body),
  });
};
