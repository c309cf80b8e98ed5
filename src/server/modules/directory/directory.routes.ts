import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import {
  addEmployeeRequestSchema,
  businessDetailSchema,
  businessEmployeeSchema,
  businessIdParamsSchema,
  businessListQuerySchema,
  businessListResponseSchema,
  businessSchema,
  businessSlugParamsSchema,
  contactBusinessRequestSchema,
  contactBusinessResponseSchema,
  createBusinessRequestSchema,
  createReviewRequestSchema,
  employeeParamsSchema,
  favoriteResponseSchema,
  invitationParamsSchema,
  reviewDeleteResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewMutationResponseSchema,
  reviewParamsSchema,
  teamInvitationSchema,
  updateBusinessRequestSchema,
  updateReviewRequestSchema,
} from "../../../shared/contracts/directory";
import type { Database } from "../../db/client";
import { clientKey } from "../../http/client-key";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { listBusinesses, listOwnBusinesses } from "./business-list.service";
import { createReview, deleteReview, listReviews, updateReview } from "./business-reviews.service";
import {
  acceptInvitation,
  addTeamMember,
  declineInvitation,
  leaveTeam,
  listInvitations,
  listTeam,
  removeTeamMember,
} from "./business-team.service";
import {
  contactBusiness,
  createBusiness,
  readBusinessBySlug,
  setFavorite,
  updateBusiness,
} from "./directory.service";

/** Messages a member may send to business owners each hour through Contact Business. */
export const CONTACTS_PER_HOUR = 20;

type BusinessRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403, 404, 409);
const noBody = z.strictObject({}).nullish();

/** /api/businesses: the directory (everyone), owning a business, reviews, team, favorites, contact. */
export const businessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (app, { db }) => {
  // Contact Business cannot be used to flood owners' inboxes.
  const limitContacts = createLimit(app, {
    name: "business-contact",
    max: CONTACTS_PER_HOUR,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: "Too many messages to businesses. Please try again later.",
  });

  app.get(
    "/",
    {
      schema: {
        querystring: businessListQuerySchema,
        response: { 200: businessListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listBusinesses(db, request.query, request.user?.id ?? null),
  );

  app.post(
    "/",
    {
      schema: { body: createBusinessRequestSchema, response: { 201: businessDetailSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createBusiness(db, currentUser(request), request.body)),
  );

  app.get(
    "/slug/:slug",
    { schema: { params: businessSlugParamsSchema, response: { 200: businessDetailSchema, ...errors } } },
    async (request) => readBusinessBySlug(db, request.params.slug, request.user, clientKey(request)),
  );

  app.patch(
    "/:id",
    {
      schema: {
        params: businessIdParamsSchema,
        body: updateBusinessRequestSchema,
        response: { 200: businessDetailSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => updateBusiness(db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    "/:id/reviews",
    {
      schema: {
        params: businessIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errors },
      },
    },
    async (request) => listReviews(db, request.params.id, request.user, request.query),
  );

  app.post(
    "/:id/reviews",
    {
      schema: {
        params: businessIdParamsSchema,
        body: createReviewRequestSchema,
        response: { 201: reviewMutationResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createReview(db, currentUser(request), request.params.id, request.body)),
  );

  app.patch(
    "/:id/reviews/:reviewId",
    {
      schema: {
        params: reviewParamsSchema,
        body: updateReviewRequestSchema,
        response: { 200: reviewMutationResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) =>
      updateReview(db, currentUser(request), request.params.id, request.params.reviewId, request.body),
  );

  app.delete(
    "/:id/reviews/:reviewId",
    {
      schema: { params: reviewParamsSchema, response: { 200: reviewDeleteResponseSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => deleteReview(db, currentUser(request), request.params.id, request.params.reviewId),
  );

  app.get(
    "/:id/employees",
    {
      schema: {
        params: businessIdParamsSchema,
        response: { 200: z.array(businessEmployeeSchema), ...errors },
      },
    },
    async (request) => listTeam(db, request.params.id, request.user),
  );

  app.post(
    "/:id/employees",
    {
      schema: {
        params: businessIdParamsSchema,
        body: addEmployeeRequestSchema,
        response: { 201: businessEmployeeSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await addTeamMember(db, currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    "/:id/employees/:employeeId",
    {
      schema: { params: employeeParamsSchema, response: { 204: z.null(), ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await removeTeamMember(db, currentUser(request), request.params.id, request.params.employeeId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/:id/leave",
    {
      schema: { params: businessIdParamsSchema, body: noBody, response: { 204: z.null(), ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await leaveTeam(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [method, isFavorite] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/:id/favorite",
      schema: {
        params: businessIdParamsSchema,
        ...(method === "PUT" ? { body: noBody } : {}),
        response: { 200: favoriteResponseSchema, ...errors },
      },
      onRequest: requireUser,
      handler: async (request) => setFavorite(db, currentUser(request), request.params.id, isFavorite),
    });
  }

  app.post(
    "/:id/contact",
    {
      schema: {
        params: businessIdParamsSchema,
        body: contactBusinessRequestSchema,
        response: { 201: contactBusinessResponseSchema, 429: errorResponseSchema, ...errors },
      },
      onRequest: requireUser,
      preHandler: limitContacts,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await contactBusiness(db, currentUser(request), request.params.id, request.body.message)),
  );
};

/** /api/user/businesses: the signed-in member's own businesses, inactive ones included. */
export const userBusinessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (app, { db }) => {
  app.get(
    "/businesses",
    {
      schema: { response: { 200: z.array(businessSchema), 401: errorResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => listOwnBusinesses(db, currentUser(request).id),
  );

  app.get(
    "/team-invitations",
    {
      schema: { response: { 200: z.array(teamInvitationSchema), 401: errorResponseSchema } },
      onRequest: requireUser,
    },
    async (request) => listInvitations(db, currentUser(request)),
  );

  app.post(
    "/team-invitations/:id/accept",
    {
      schema: {
        params: invitationParamsSchema,
        body: noBody,
        response: { 200: businessEmployeeSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => acceptInvitation(db, currentUser(request), request.params.id),
  );

  app.post(
    "/team-invitations/:id/decline",
    {
      schema: { params: invitationParamsSchema, body: noBody, response: { 204: z.null(), ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await declineInvitation(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
