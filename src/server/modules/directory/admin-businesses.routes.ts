import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminBusinessEndpoints as endpoints } from "../../../shared/contracts/directory";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
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

/** /api/admin/businesses: Business Management (admins only; every change is audit-logged). */
export const adminBusinessRoutes: FastifyPluginAsyncZod<AdminBusinessRoutesOptions> = async (
  app,
  { db, config },
) => {
  route(app, endpoints.listAdminBusinesses, {
    onRequest: requireAdmin,
    handler: async (request) => listAdminBusinesses(db, request.query),
  });

  route(app, endpoints.listBusinessOwnerOptions, {
    onRequest: requireAdmin,
    handler: async (request) => listOwnerOptions(db, request.query.search),
  });

  route(app, endpoints.adminCreateBusiness, {
    onRequest: requireAdmin,
    handler: async (request) => adminCreateBusiness(db, currentUser(request), request.body),
  });

  route(app, endpoints.adminUpdateBusiness, {
    onRequest: requireAdmin,
    handler: async (request) =>
      adminUpdateBusiness(db, currentUser(request), request.params.id, request.body),
  });

  route(app, endpoints.setBusinessStatus, {
    onRequest: requireAdmin,
    handler: async (request) =>
      adminSetBusinessStatus(db, currentUser(request), request.params.id, request.body),
  });

  route(app, endpoints.adminDeleteBusiness, {
    onRequest: requireAdmin,
    handler: async (request) => {
      await adminDeleteBusiness(db, config, currentUser(request), request.params.id);
      return null;
    },
  });
};
