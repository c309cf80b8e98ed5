import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN_BANNER_PAGE_SIZE,
  adminBannerListQuerySchema,
  adminBannerListSchema,
  adminBannerSchema,
  bannerParamsSchema,
  createBannerRequestSchema,
  currentBannerResponseSchema,
  updateBannerRequestSchema,
} from "../../../shared/contracts/banners";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import { createBanner, findCurrentBanner, listAdminBanners, updateBanner } from "./banners-admin.service";

type AdminBannerRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403);

/** /api/admin/banners: the Banners tab. Lists answer an array; the next page's cursor is in X-Next-Cursor. */
export const adminBannerRoutes: FastifyPluginAsyncZod<AdminBannerRoutesOptions> = async (app, { db }) => {
  app.get(
    "/",
    {
      onRequest: requireAdmin,
      schema: {
        querystring: adminBannerListQuerySchema,
        response: { 200: adminBannerListSchema, ...errors },
      },
    },
    async (request) =>
      listAdminBanners(db, {
        ...request.query,
        limit: request.query.limit ?? ADMIN_BANNER_PAGE_SIZE,
      }),
  );

  app.get(
    "/current",
    { onRequest: requireAdmin, schema: { response: { 200: currentBannerResponseSchema, ...errors } } },
    async () => findCurrentBanner(db),
  );

  app.post(
    "/",
    {
      onRequest: requireAdmin,
      schema: { body: createBannerRequestSchema, response: { 201: adminBannerSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createBanner(db, currentUser(request), request.body)),
  );

  app.patch(
    "/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: bannerParamsSchema,
        body: updateBannerRequestSchema,
        response: { 200: adminBannerSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => updateBanner(db, currentUser(request), request.params.id, request.body),
  );
};
