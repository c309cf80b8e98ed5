import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { feedEndpoints as endpoints } from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import type { Outbox } from "../../jobs/outbox";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { addComment, deleteComment, listComments } from "./feed-comments.service";

/** /api/feed/{id}/comments: everyone reads a visible post's comments; members write and delete their own. */
export const feedCommentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  outbox: Outbox;
  config: Config;
}> = async (app, { db, outbox, config }) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  const limitComments = createMemberLimit(app, config, "comment");

  route(app, endpoints.listComments, {
    handler: async (request) => listComments(db, request.params.id, request.query),
  });

  route(app, endpoints.addComment, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitComments,
    handler: async (request) =>
      addComment(db, outbox, currentUser(request), request.params.id, request.body.content),
  });

  route(app, endpoints.deleteComment, {
    onRequest: requireUser,
    handler: async (request) =>
      deleteComment(db, currentUser(request), request.params.id, request.params.commentId),
  });
};
