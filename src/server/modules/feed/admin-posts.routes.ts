import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminPostEndpoints as endpoints } from "../../../shared/contracts/feed-admin";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import type { Outbox } from "../../jobs/outbox";
import { deleteAdminPost, listAdminPosts, setPostVisibility } from "./admin-posts.service";

/**
 * /api/admin/posts: the admin Posts tab (admins only; every change is written to the audit log).
 * The list answers the one envelope, { posts: [...], nextCursor } (decision 0014).
 */
export const adminPostRoutes: FastifyPluginAsyncZod<{
  db: Database;
  outbox: Outbox;
  config: Config;
}> = async (app, { db, outbox, config }) => {
  route(app, endpoints.listAdminPosts, {
    onRequest: requireAdmin,
    handler: async (request) => listAdminPosts(db, request.query),
  });

  route(app, endpoints.setPostVisibility, {
    onRequest: requireAdmin,
    handler: async (request) =>
      setPostVisibility(db, outbox, currentUser(request).id, request.params.id, request.body.isPublished),
  });

  route(app, endpoints.deleteAdminPost, {
    onRequest: requireAdmin,
    handler: async (request) => {
      await deleteAdminPost(db, config, currentUser(request).id, request.params.id);
      return null;
    },
  });
};
