import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  commentParamsSchema,
  createCommentRequestSchema,
  deletedResponseSchema,
  feedCommentListSchema,
  feedCommentSchema,
  feedPageQuerySchema,
  postIdParamsSchema,
} from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { addComment, deleteComment, listComments } from "./feed-comments.service";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** /api/feed/{id}/comments: everyone reads a visible post's comments; members write and delete their own. */
export const feedCommentRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  const limitComments = createMemberLimit(app, config, "comment");
  app.get(
    "/:id/comments",
    {
      schema: {
        params: postIdParamsSchema,
        querystring: feedPageQuerySchema,
        response: { 200: feedCommentListSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => listComments(db, request.params.id, request.query),
  );

  app.post(
    "/:id/comments",
    {
      schema: {
        params: postIdParamsSchema,
        body: createCommentRequestSchema,
        response: { 201: feedCommentSchema, 429: errorResponseSchema, ...errors },
      },
      onRequest: [requireUser, requireVerifiedEmail],
      preHandler: limitComments,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(db, currentUser(request), request.params.id, request.body.content)),
  );

  app.delete(
    "/:id/comments/:commentId",
    {
      schema: { params: commentParamsSchema, response: { 200: deletedResponseSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => deleteComment(db, currentUser(request), request.params.id, request.params.commentId),
  );
};
