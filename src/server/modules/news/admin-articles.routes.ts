import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminListQuerySchema } from "../../../shared/contracts/admin";
import { errorResponses } from "../../../shared/contracts/common";
import {
  adminArticleDetailSchema,
  adminArticleIdParamsSchema,
  adminArticleListSchema,
  adminArticleSchema,
  articleStatusRequestSchema,
  createArticleRequestSchema,
  updateArticleRequestSchema,
} from "../../../shared/contracts/news-admin";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import {
  createAdminArticle,
  getAdminArticle,
  listAdminArticles,
  setArticleStatus,
  updateAdminArticle,
} from "./admin-articles.service";

const errors = errorResponses(400, 401, 403);
const withNotFound = errorResponses(400, 401, 403, 404);

/**
 * /api/admin/articles: the admin Articles tab and editor (admins only; every change is written to the
 * audit log). The list answers the one envelope, { articles: [...], nextCursor }.
 */
export const adminArticleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/",
    {
      onRequest: requireAdmin,
      schema: { querystring: adminListQuerySchema, response: { 200: adminArticleListSchema, ...errors } },
    },
    async (request) => listAdminArticles(db, request.query),
  );

  app.post(
    "/",
    {
      onRequest: requireAdmin,
      schema: {
        body: createArticleRequestSchema,
        response: { 201: adminArticleDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminArticle(db, currentUser(request), request.body)),
  );

  app.get(
    "/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: adminArticleIdParamsSchema,
        response: { 200: adminArticleDetailSchema, ...withNotFound },
      },
    },
    async (request) => getAdminArticle(db, request.params.id),
  );

  app.patch(
    "/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: adminArticleIdParamsSchema,
        body: updateArticleRequestSchema,
        response: { 200: adminArticleDetailSchema, ...withNotFound },
      },
    },
    async (request) => updateAdminArticle(db, currentUser(request).id, request.params.id, request.body),
  );

  app.patch(
    "/:id/status",
    {
      onRequest: requireAdmin,
      schema: {
        params: adminArticleIdParamsSchema,
        body: articleStatusRequestSchema,
        response: { 200: adminArticleSchema, ...withNotFound },
      },
    },
    async (request) => setArticleStatus(db, currentUser(request).id, request.params.id, request.body),
  );
};
