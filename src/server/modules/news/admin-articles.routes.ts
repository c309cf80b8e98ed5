import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsAdminEndpoints as endpoints } from "../../../shared/contracts/news-admin";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import {
  createAdminArticle,
  getAdminArticle,
  listAdminArticles,
  setArticleStatus,
  updateAdminArticle,
} from "./admin-articles.service";

/**
 * /api/admin/articles: the admin Articles tab and editor (admins only; every change is written to the
 * audit log). The list answers the one envelope, { articles: [...], nextCursor }.
 */
export const adminArticleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, endpoints.listAdminArticles, {
    onRequest: requireAdmin,
    handler: async (request) => listAdminArticles(db, request.query),
  });

  route(app, endpoints.createAdminArticle, {
    onRequest: requireAdmin,
    handler: async (request) => createAdminArticle(db, currentUser(request), request.body),
  });

  route(app, endpoints.getAdminArticle, {
    onRequest: requireAdmin,
    handler: async (request) => getAdminArticle(db, request.params.id),
  });

  route(app, endpoints.updateAdminArticle, {
    onRequest: requireAdmin,
    handler: async (request) =>
      updateAdminArticle(db, currentUser(request).id, request.params.id, request.body),
  });

  route(app, endpoints.setAdminArticleStatus, {
    onRequest: requireAdmin,
    handler: async (request) =>
      setArticleStatus(db, currentUser(request).id, request.params.id, request.body),
  });
};
