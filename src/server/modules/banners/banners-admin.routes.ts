import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_BANNER_PAGE_SIZE, bannerEndpoints as endpoints } from "../../../shared/contracts/banners";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import { createBanner, findCurrentBanner, listAdminBanners, updateBanner } from "./banners-admin.service";

type AdminBannerRoutesOptions = { db: Database };

/** /api/admin/banners: the Banners tab. The list is keyset paged on the one envelope. */
export const adminBannerRoutes: FastifyPluginAsyncZod<AdminBannerRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.listAdminBanners, {
    onRequest: requireAdmin,
    handler: async (request) =>
      listAdminBanners(db, { ...request.query, limit: request.query.limit ?? ADMIN_BANNER_PAGE_SIZE }),
  });

  route(app, endpoints.showCurrentBanner, {
    onRequest: requireAdmin,
    handler: async () => findCurrentBanner(db),
  });

  route(app, endpoints.createBanner, {
    onRequest: requireAdmin,
    handler: async (request) => createBanner(db, currentUser(request), request.body),
  });

  route(app, endpoints.updateBanner, {
    onRequest: requireAdmin,
    handler: async (request) => updateBanner(db, currentUser(request), request.params.id, request.body),
  });
};
