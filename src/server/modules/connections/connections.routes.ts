import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  connectionIdParamsSchema,
  connectionListQuerySchema,
  connectionListSchema,
  connectionRequestSchema,
  connectionSchema,
  connectionStandingSchema,
  connectionWithParamsSchema,
  createdConnectionSchema,
  updateConnectionRequestSchema,
} from "../../../shared/contracts/connections";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import { connectionStanding } from "./connection-standing.service";
import { listConnections, requestConnection, updateConnection } from "./connections.service";

type ConnectionsRoutesOptions = { db: Database; config: Config };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsRoutesOptions> = async (
  app,
  { db, config },
) => {
  const limitRequests = createMemberLimit(app, config, "connectionRequest");
  app.get(
    "/",
    {
      onRequest: requireUser,
      schema: { querystring: connectionListQuerySchema, response: { 200: connectionListSchema, ...errors } },
    },
    async (request) => listConnections(db, currentUser(request).id, request.query),
  );

  app.get(
    "/with/:memberId",
    {
      onRequest: requireUser,
      schema: {
        params: connectionWithParamsSchema,
        response: { 200: connectionStandingSchema, ...errors },
      },
    },
    async (request) => connectionStanding(db, currentUser(request).id, request.params.memberId),
  );

  app.patch(
    "/:id",
    {
      onRequest: requireUser,
      schema: {
        params: connectionIdParamsSchema,
        body: updateConnectionRequestSchema,
        response: { 200: connectionSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => updateConnection(db, currentUser(request).id, request.params.id, request.body.status),
  );

  app.post(
    "/request",
    {
      onRequest: requireUser,
      preHandler: limitRequests,
      schema: {
        body: connectionRequestSchema,
        response: {
          201: createdConnectionSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const created = await requestConnection(db, currentUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );
};
