import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminEndpoints as endpoints } from "../../../shared/contracts/admin";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import { listAuditLog } from "./admin-audit.service";
import { getAdminStats } from "./admin-stats.service";
import { createAdminUser, listAdminUsers, setUserActive, updateAdminUser } from "./admin-users.service";

type AdminRoutesOptions = { db: Database };

/**
 * /api/admin: Overview figures, users and the audit log (admins only; every change is written
 * to the audit log in the transaction that makes it). Lists answer the one envelope,
 * { <things>: [...], nextCursor } (decision 0014).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.getAdminStats, {
    onRequest: requireAdmin,
    handler: async () => getAdminStats(db),
  });

  route(app, endpoints.listAdminUsers, {
    onRequest: requireAdmin,
    handler: async (request) => listAdminUsers(db, request.query),
  });

  route(app, endpoints.createAdminUser, {
    onRequest: requireAdmin,
    handler: async (request) => createAdminUser(db, currentUser(request).id, request.body),
  });

  route(app, endpoints.updateAdminUser, {
    onRequest: requireAdmin,
    handler: async (request) => updateAdminUser(db, currentUser(request).id, request.params.id, request.body),
  });

  route(app, endpoints.setAdminUserStatus, {
    onRequest: requireAdmin,
    handler: async (request) =>
      setUserActive(db, currentUser(request).id, request.params.id, request.body.isActive),
  });

  route(app, endpoints.listAuditLog, {
    onRequest: requireAdmin,
    handler: async (request) => listAuditLog(db, request.query),
  });
};
