import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../shared/contracts/common";
import {
  adminBusinessListQuerySchema,
  adminBusinessListResponseSchema,
  adminBusinessSchema,
  adminBusinessStatusRequestSchema,
  adminCreateBusinessRequestSchema,
  adminUpdateBusinessRequestSchema,
  businessIdParamsSchema,
  ownerOptionsQuerySchema,
  ownerOptionsResponseSchema,
} from "../../../shared/contracts/directory";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import {
  adminCreateBusiness,
  adminDeleteBusiness,
  adminSetBusinessStatus,
  adminUpdateBusiness,
  listAdminBusinesses,
  listOwnerOptions,
} from "./admin-businesses.service";

type AdminBusinessRoutesOptions = { db: Database; config: Config };

const errors = errorResponses(400, 401, 403, 404);

/** /api/admin/businesses: Business Management (admins only; every change is audit-logged). */
export const adminBusinessRoutes: FastifyPluginAsyncZod<AdminBusinessRoutesOptions> = async (
  app,
  { db, config },
) => {
  app.get(
    "/",
    {
      onRequest: requireAdmin,
      schema: {
        querystring: adminBusinessListQuerySchema,
        response: { 200: adminBusinessListResponseSchema, ...errors },
      },
    },
    async (request) => listAdminBusinesses(db, request.query),
  );

  app.get(
    "/owners",
    {
      onRequest: requireAdmin,
      schema: {
        querystring: ownerOptionsQuerySchema,
        response: { 200: ownerOptionsResponseSchema, ...errors },
      },
    },
    async (request) => listOwnerOptions(db, request.query.search),
  );

  app.post(
    "/",
    {
      onRequest: requireAdmin,
      schema: { body: adminCreateBusinessRequestSchema, response: { 201: adminBusinessSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await adminCreateBusiness(db, currentUser(request), request.body)),
  );

  app.patch(
    "/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: businessIdParamsSchema,
        body: adminUpdateBusinessRequestSchema,
        response: { 200: adminBusinessSchema, ...errors },
      },
    },
    async (request) => adminUpdateBusiness(db, currentUser(request), request.params.id, request.body),
  );

  app.patch(
    "/:id/status",
    {
      onRequest: requireAdmin,
      schema: {
        params: businessIdParamsSchema,
        body: adminBusinessStatusRequestSchema,
        response: { 200: adminBusinessSchema, ...errors },
      },
    },
    async (request) => adminSetBusinessStatus(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      onRequest: requireAdmin,
      schema: { params: businessIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await adminDeleteBusiness(db, config, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
