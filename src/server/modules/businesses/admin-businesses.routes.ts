import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_BUSINESS_NEXT_CURSOR_HEADER,
  ADMIN_BUSINESS_TOTAL_HEADER,
  adminBusinessListQuerySchema,
  adminBusinessListResponseSchema,
  adminBusinessSchema,
  adminBusinessStatusRequestSchema,
  adminCreateBusinessRequestSchema,
  adminUpdateBusinessRequestSchema,
  businessIdParamsSchema,
  ownerOptionsQuerySchema,
  ownerOptionsResponseSchema,
} from "../../../shared/contracts/businesses";
import { errorResponses } from "../../../shared/contracts/common";
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

type AdminBusinessRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403, 404);

/** /api/admin/businesses: Business Management (admins only; every change is audit-logged). */
export const adminBusinessRoutes: FastifyPluginAsyncZod<AdminBusinessRoutesOptions> = async (app, { db }) => {
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/",
    {
      schema: {
        querystring: adminBusinessListQuerySchema,
        response: { 200: adminBusinessListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { businesses, total, nextCursor } = await listAdminBusinesses(db, request.query);
      if (nextCursor) reply.header(ADMIN_BUSINESS_NEXT_CURSOR_HEADER, nextCursor);
      if (total !== null) reply.header(ADMIN_BUSINESS_TOTAL_HEADER, String(total));
      return businesses;
    },
  );

  app.get(
    "/owners",
    {
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
      schema: { body: adminCreateBusinessRequestSchema, response: { 201: adminBusinessSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await adminCreateBusiness(db, currentUser(request), request.body)),
  );

  app.patch(
    "/:id",
    {
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
    { schema: { params: businessIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await adminDeleteBusiness(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
