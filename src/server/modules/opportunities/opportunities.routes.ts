import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  applicationSchema,
  applyRequestSchema,
  createOpportunityRequestSchema,
  opportunityIdParamsSchema,
  opportunityListQuerySchema,
  opportunityListSchema,
  opportunitySchema,
  savedStateSchema,
} from "../../../shared/contracts/opportunities";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { applyToOpportunity, createOpportunity, listOpportunities, setSaved } from "./opportunities.service";

type OpportunitiesRoutesOptions = { db: Database };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const itemErrors = { ...errors, 404: errorResponseSchema };

export const opportunitiesRoutes: FastifyPluginAsyncZod<OpportunitiesRoutesOptions> = async (app, { db }) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  app.get(
    "/detailed",
    {
      onRequest: requireUser,
      schema: {
        querystring: opportunityListQuerySchema,
        response: { 200: opportunityListSchema, ...errors },
      },
    },
    async (request) => listOpportunities(db, currentUser(request), request.query),
  );

  app.post(
    "/",
    {
      onRequest: [requireUser, requireVerifiedEmail],
      schema: { body: createOpportunityRequestSchema, response: { 201: opportunitySchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createOpportunity(db, currentUser(request), request.body)),
  );

  app.put(
    "/:id/save",
    {
      onRequest: requireUser,
      schema: {
        params: opportunityIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: savedStateSchema, ...itemErrors },
      },
    },
    async (request) => setSaved(db, currentUser(request).id, request.params.id, true),
  );

  app.delete(
    "/:id/save",
    {
      onRequest: requireUser,
      schema: { params: opportunityIdParamsSchema, response: { 200: savedStateSchema, ...itemErrors } },
    },
    async (request) => setSaved(db, currentUser(request).id, request.params.id, false),
  );

  app.post(
    "/:id/apply",
    {
      onRequest: [requireUser, requireVerifiedEmail],
      schema: {
        params: opportunityIdParamsSchema,
        body: applyRequestSchema,
        response: { 201: applicationSchema, 409: errorResponseSchema, ...itemErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await applyToOpportunity(db, currentUser(request), request.params.id, request.body.note)),
  );
};
