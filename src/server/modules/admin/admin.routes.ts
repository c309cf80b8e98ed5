import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminAuditLogQuerySchema,
  adminAuditLogSchema,
  adminEndpoints,
  adminListQuerySchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  updateUserRequestSchema,
  userStatusRequestSchema,
} from "../../../shared/contracts/admin";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import { listAuditLog } from "./admin-audit.service";
import { getAdminStats } from "./admin-stats.service";
import { createAdminUser, listAdminUsers, setUserActive, updateAdminUser } from "./admin-users.service";

type AdminRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403);
const withNotFound = errorResponses(400, 401, 403, 404);

/**
 * /api/admin: Overview figures, users and the audit log (admins only; every change is written
 * to the audit log in the transaction that makes it). Lists answer the one envelope,
 * { <things>: [...], nextCursor } (decision 0014).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { db }) => {
  route(app, adminEndpoints.getAdminStats, {
    onRequest: requireAdmin,
    handler: async () => getAdminStats(db),
  });

  app.get(
    "/users",
    {
      onRequest: requireAdmin,
      schema: { querystring: adminListQuerySchema, response: { 200: adminUserListSchema, ...errors } },
    },
    async (request) => listAdminUsers(db, request.query),
  );

  app.post(
    "/users",
    {
      onRequest: requireAdmin,
      schema: {
        body: createUserRequestSchema,
        response: { 201: createUserResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminUser(db, currentUser(request).id, request.body)),
  );

  app.patch(
    "/users/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: adminUserIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: adminUserSchema, ...withNotFound },
      },
    },
    async (request) => updateAdminUser(db, currentUser(request).id, request.params.id, request.body),
  );

  app.patch(
    "/users/:id/status",
    {
      onRequest: requireAdmin,
      schema: {
        params: adminUserIdParamsSchema,
        body: userStatusRequestSchema,
        response: { 200: adminUserSchema, ...withNotFound },
      },
    },
    async (request) => setUserActive(db, currentUser(request).id, request.params.id, request.body.isActive),
  );

  app.get(
    "/audit-log",
    {
      onRequest: requireAdmin,
      schema: { querystring: adminAuditLogQuerySchema, response: { 200: adminAuditLogSchema, ...errors } },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
