import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminListQuerySchema } from "../../../shared/contracts/admin";
import { errorResponses } from "../../../shared/contracts/common";
import {
  adminPostIdParamsSchema,
  adminPostListSchema,
  adminPostSchema,
  postVisibilityRequestSchema,
} from "../../../shared/contracts/feed-admin";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import { deleteAdminPost, listAdminPosts, setPostVisibility } from "./admin-posts.service";

const errors = errorResponses(400, 401, 403);
const withNotFound = errorResponses(400, 401, 403, 404);

/**
 * /api/admin/posts: the admin Posts tab (admins only; every change is written to the audit log).
 * The list answers the one envelope, { posts: [...], nextCursor } (decision 0014).
 */
export const adminPostRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    "/",
    {
      onRequest: requireAdmin,
      schema: { querystring: adminListQuerySchema, response: { 200: adminPostListSchema, ...errors } },
    },
    async (request) => listAdminPosts(db, request.query),
  );

  app.patch(
    "/:id/visibility",
    {
      onRequest: requireAdmin,
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
    "/:id",
    {
      onRequest: requireAdmin,
      schema: { params: adminPostIdParamsSchema, response: { 204: z.null(), ...withNotFound } },
    },
    async (request, reply) => {
      await deleteAdminPost(db, config, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
