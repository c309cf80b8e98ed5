import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_NEXT_CURSOR_HEADER,
  adminArticleDetailSchema,
  adminArticleIdParamsSchema,
  adminArticleListSchema,
  adminArticleSchema,
  adminAuditLogQuerySchema,
  adminAuditLogSchema,
  adminListQuerySchema,
  adminPostIdParamsSchema,
  adminPostListSchema,
  adminPostSchema,
  adminStatsSchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  articleStatusRequestSchema,
  createArticleRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  postVisibilityRequestSchema,
  updateArticleRequestSchema,
  updateUserRequestSchema,
  userStatusRequestSchema,
} from "../../../shared/contracts/admin";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import { sendPage } from "../../http/pagination";
import {
  createAdminArticle,
  getAdminArticle,
  listAdminArticles,
  setArticleStatus,
  updateAdminArticle,
} from "./admin-articles.service";
import { listAuditLog } from "./admin-audit.service";
import { deleteAdminPost, listAdminPosts, setPostVisibility } from "./admin-posts.service";
import { getAdminStats } from "./admin-stats.service";
import { createAdminUser, listAdminUsers, setUserActive, updateAdminUser } from "./admin-users.service";

type AdminRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403);
const withNotFound = errorResponses(400, 401, 403, 404);

/**
 * /api/admin: Overview figures, users, posts and articles (admins only; every change is written
 * to the audit log in the transaction that makes it). Lists answer a JSON array; the next page's
 * cursor travels in the X-Next-Cursor header (absent on the last page).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { db }) => {
  app.addHook("preHandler", requireAdmin);

  app.get("/stats", { schema: { response: { 200: adminStatsSchema, ...errors } } }, async () =>
    getAdminStats(db),
  );

  app.get(
    "/users",
    { schema: { querystring: adminListQuerySchema, response: { 200: adminUserListSchema, ...errors } } },
    async (request, reply) =>
      sendPage(reply, ADMIN_NEXT_CURSOR_HEADER, await listAdminUsers(db, request.query), "users"),
  );

  app.post(
    "/users",
    {
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
      schema: {
        params: adminUserIdParamsSchema,
        body: userStatusRequestSchema,
        response: { 200: adminUserSchema, ...withNotFound },
      },
    },
    async (request) => setUserActive(db, currentUser(request).id, request.params.id, request.body.isActive),
  );

  app.get(
    "/posts",
    { schema: { querystring: adminListQuerySchema, response: { 200: adminPostListSchema, ...errors } } },
    async (request, reply) =>
      sendPage(reply, ADMIN_NEXT_CURSOR_HEADER, await listAdminPosts(db, request.query), "posts"),
  );

  app.patch(
    "/posts/:id/visibility",
    {
      schema: {
        params: adminPostIdParamsSchema,
        body: postVisibilityRequestSchema,
        response: { 200: adminPostSchema, ...withNotFound },
      },
    },
    async (request) =>
      setPostVisibility(db, currentUser(request).id, request.params.id, request.body.isPublished),
  );

  app.delete(
    "/posts/:id",
    { schema: { params: adminPostIdParamsSchema, response: { 204: z.null(), ...withNotFound } } },
    async (request, reply) => {
      await deleteAdminPost(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/articles",
    {
      schema: { querystring: adminListQuerySchema, response: { 200: adminArticleListSchema, ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, ADMIN_NEXT_CURSOR_HEADER, await listAdminArticles(db, request.query), "articles"),
  );

  app.post(
    "/articles",
    {
      schema: {
        body: createArticleRequestSchema,
        response: { 201: adminArticleDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminArticle(db, currentUser(request), request.body)),
  );

  app.get(
    "/articles/:id",
    {
      schema: {
        params: adminArticleIdParamsSchema,
        response: { 200: adminArticleDetailSchema, ...withNotFound },
      },
    },
    async (request) => getAdminArticle(db, request.params.id),
  );

  app.patch(
    "/articles/:id",
    {
      schema: {
        params: adminArticleIdParamsSchema,
        body: updateArticleRequestSchema,
        response: { 200: adminArticleDetailSchema, ...withNotFound },
      },
    },
    async (request) => updateAdminArticle(db, currentUser(request).id, request.params.id, request.body),
  );

  app.patch(
    "/articles/:id/status",
    {
      schema: {
        params: adminArticleIdParamsSchema,
        body: articleStatusRequestSchema,
        response: { 200: adminArticleSchema, ...withNotFound },
      },
    },
    async (request) => setArticleStatus(db, currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    "/audit-log",
    {
      schema: { querystring: adminAuditLogQuerySchema, response: { 200: adminAuditLogSchema, ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, ADMIN_NEXT_CURSOR_HEADER, await listAuditLog(db, request.query), "entries"),
  );
};
