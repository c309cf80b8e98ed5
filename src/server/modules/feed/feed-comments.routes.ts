import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { feedEndpoints as endpoints } from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import type { Limit } from "../../http/rate-limit";
import type { Outbox } from "../../jobs/outbox";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { editComment, readCommentHistory } from "./comment-edits.service";
import { addComment, deleteComment, listComments } from "./feed-comments.service";

type FeedCommentRoutesOptions = {
  db: Database;
  outbox: Outbox;
  config: Config;
  /** The feed's edit limit, shared with post edits. */
  limitEdits: Limit;
};

/**
 * /api/feed/{id}/comments: everyone reads a visible post's comments (and an edited one's history);
 * members write, edit and delete their own.
 */
export const feedCommentRoutes: FastifyPluginAsyncZod<FeedCommentRoutesOptions> = async (
  app,
  { db, outbox, config, limitEdits },
) => {
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

  route(app, endpoints.editComment, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitEdits,
    handler: async (request) =>
      editComment(db, currentUser(request), request.params.id, request.params.commentId, request.body),
  });

  route(app, endpoints.readCommentHistory, {
    handler: async (request) =>
      readCommentHistory(db, request.user?.id ?? null, request.params.id, request.params.commentId),
  });
};
