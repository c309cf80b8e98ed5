import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import {
  bookmarkStateSchema,
  createPostRequestSchema,
  deletedResponseSchema,
  emptyBodySchema,
  feedListQuerySchema,
  feedPageQuerySchema,
  feedPostListSchema,
  feedPostSchema,
  likeStateSchema,
  postIdParamsSchema,
  reportPostRequestSchema,
  reportResponseSchema,
  shareStateSchema,
} from "../../../shared/contracts/feed";
import { linkPreviewSchema } from "../../../shared/contracts/link-previews";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { badRequest } from "../../http/app-error";
import { clientKey } from "../../http/client-key";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import { createLimit, MINUTE_MS, memberOrAddress } from "../../http/rate-limit";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { createLinkPreviewRunner } from "../link-previews/link-preview-runner";
import { findLinkPreview } from "../link-previews/link-previews.service";
import { createPost, deletePost, listBookmarkedPosts, listFeed } from "./feed.service";
import { feedCommentRoutes } from "./feed-comments.routes";
import {
  bookmarkPost,
  likePost,
  reportPost,
  sharePost,
  unbookmarkPost,
  unlikePost,
} from "./feed-engagement.service";
import { requireVisiblePost } from "./feed-query";
import { listNetworkFeed } from "./network-feed.service";

export const TOP_NEEDS_NETWORK = "Top is sorted for a signed-in member's network feed only.";

/** Shares counted per member (or per address for a visitor) each minute. */
export const SHARES_PER_MINUTE = 30;

type FeedRoutesOptions = { db: Database; config: Config };

const errors = errorResponses(400, 401, 403, 404);

/**
 * /api/feed: the Professional Feed. Lists answer the one envelope,
 * { posts: [...], nextCursor } (decision 0014).
 */
export const feedRoutes: FastifyPluginAsyncZod<FeedRoutesOptions> = async (app, { db, config }) => {
  // Keeps the share count honest: a script cannot inflate it without limit.
  const limitShares = createLimit(app, {
    name: "feed-share",
    max: SHARES_PER_MINUTE,
    windowMs: MINUTE_MS,
    key: memberOrAddress,
    message: "Too many shares. Please wait a minute and try again.",
  });
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  const limitPosts = createMemberLimit(app, config, "post");
  // Link previews are fetched after the answer; closing the app cancels and waits for them.
  const previews = createLinkPreviewRunner({ db, config, log: app.log });
  app.addHook("onClose", async () => previews.close());

  app.get(
    "/",
    {
      schema: {
        querystring: feedListQuerySchema,
        response: { 200: feedPostListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      // A member's feed is their network unless they ask for everyone's; a visitor has no network.
      const scope = request.user ? (request.query.scope ?? "network") : "everyone";
      if (scope === "network" && request.user) return listNetworkFeed(db, request.user.id, request.query);
      if (request.query.sort === "top") throw badRequest(TOP_NEEDS_NETWORK);
      return listFeed(db, request.user, request.query);
    },
  );

  app.post(
    "/",
    {
      schema: {
        body: createPostRequestSchema,
        response: { 201: feedPostSchema, 429: errorResponseSchema, ...errors },
      },
      onRequest: [requireUser, requireVerifiedEmail],
      preHandler: limitPosts,
    },
    async (request, reply) =>
      reply.status(201).send(await createPost(db, previews, currentUser(request), request.body)),
  );

  // The card of a just-written post asks for its preview until the fetch is done (null: none to show).
  app.get(
    "/:id/link-preview",
    { schema: { params: postIdParamsSchema, response: { 200: linkPreviewSchema, ...errors } } },
    async (request) => {
      const post = await requireVisiblePost(db, request.params.id);
      return findLinkPreview(db, post.id);
    },
  );

  app.get(
    "/bookmarks",
    {
      schema: { querystring: feedPageQuerySchema, response: { 200: feedPostListSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => listBookmarkedPosts(db, currentUser(request), request.query),
  );

  app.delete(
    "/:id",
    {
      schema: { params: postIdParamsSchema, response: { 200: deletedResponseSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => deletePost(db, config, currentUser(request), request.params.id),
  );

  const likeRoute = { params: postIdParamsSchema, response: { 200: likeStateSchema, ...errors } };
  app.put("/:id/like", { schema: likeRoute, onRequest: requireUser }, async (request) =>
    likePost(db, currentUser(request).id, request.params.id),
  );
  app.delete("/:id/like", { schema: likeRoute, onRequest: requireUser }, async (request) =>
    unlikePost(db, currentUser(request).id, request.params.id),
  );

  const bookmarkRoute = { params: postIdParamsSchema, response: { 200: bookmarkStateSchema, ...errors } };
  app.put("/:id/bookmark", { schema: bookmarkRoute, onRequest: requireUser }, async (request) =>
    bookmarkPost(db, currentUser(request).id, request.params.id),
  );
  app.delete("/:id/bookmark", { schema: bookmarkRoute, onRequest: requireUser }, async (request) =>
    unbookmarkPost(db, currentUser(request).id, request.params.id),
  );

  // Everyone may share (the share button is shown to visitors too); counted once per client a day, and rate-limited.
  app.post(
    "/:id/share",
    {
      schema: {
        params: postIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: shareStateSchema, 429: errorResponseSchema, ...errors },
      },
      preHandler: limitShares,
    },
    async (request) => sharePost(db, request.params.id, clientKey(request)),
  );

  app.post(
    "/:id/report",
    {
      schema: {
        params: postIdParamsSchema,
        body: reportPostRequestSchema,
        response: { 201: reportResponseSchema, 409: errorResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reportPost(db, currentUser(request).id, request.params.id, request.body?.reason)),
  );

  await app.register(feedCommentRoutes, { db, config });
};
