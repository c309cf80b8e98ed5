import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { feedEndpoints as endpoints } from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { badRequest } from "../../http/app-error";
import { clientKey } from "../../http/client-key";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import { createLimit, MINUTE_MS, memberOrAddress } from "../../http/rate-limit";
import type { Outbox } from "../../jobs/outbox";
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
import { editPost, readPostHistory } from "./post-edits.service";
import { repostPost } from "./reposts.service";

export const TOP_NEEDS_NETWORK = "Top is sorted for a signed-in member's network feed only.";

/** Edits a member may make each minute. */
export const EDITS_PER_MINUTE = 30;

/** Shares counted per member (or per address for a visitor) each minute. */
export const SHARES_PER_MINUTE = 30;

type FeedRoutesOptions = { db: Database; outbox: Outbox; config: Config };

/**
 * /api/feed: the Professional Feed. Lists answer the one envelope,
 * { posts: [...], nextCursor } (decision 0014).
 */
export const feedRoutes: FastifyPluginAsyncZod<FeedRoutesOptions> = async (app, { db, outbox, config }) => {
  // Keeps the share count honest: a script cannot inflate it without limit.
  const limitShares = createLimit(app, {
    name: "feed-share",
    max: SHARES_PER_MINUTE,
    windowMs: MINUTE_MS,
    key: memberOrAddress,
    message: "Too many shares. Please wait a minute and try again.",
  });
  const limitEdits = createLimit(app, {
    name: "feed-edit",
    max: EDITS_PER_MINUTE,
    windowMs: MINUTE_MS,
    key: memberOrAddress,
    message: "Too many edits. Please wait a minute and try again.",
  });
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  const limitPosts = createMemberLimit(app, config, "post");
  // Link previews are fetched after the answer; closing the app cancels and waits for them.
  const previews = createLinkPreviewRunner({ db, config, log: app.log });
  app.addHook("onClose", async () => previews.close());

  route(app, endpoints.listFeed, {
    handler: async (request) => {
      // A member's feed is their network unless they ask for everyone's; a visitor has no network.
      const scope = request.user ? (request.query.scope ?? "network") : "everyone";
      if (scope === "network" && request.user) return listNetworkFeed(db, request.user.id, request.query);
      if (request.query.sort === "top") throw badRequest(TOP_NEEDS_NETWORK);
      return listFeed(db, request.user, request.query);
    },
  });

  route(app, endpoints.createPost, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitPosts,
    handler: async (request) => createPost(db, outbox, previews, currentUser(request), request.body),
  });

  // The card of a just-written post asks for its preview until the fetch is done (null: none to show).
  route(app, endpoints.readPostLinkPreview, {
    handler: async (request) => {
      const post = await requireVisiblePost(db, request.params.id);
      return findLinkPreview(db, post.id);
    },
  });

  route(app, endpoints.listBookmarkedPosts, {
    onRequest: requireUser,
    handler: async (request) => listBookmarkedPosts(db, currentUser(request), request.query),
  });

  route(app, endpoints.deletePost, {
    onRequest: requireUser,
    handler: async (request) => deletePost(db, config, currentUser(request), request.params.id),
  });

  route(app, endpoints.editPost, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitEdits,
    handler: async (request) =>
      editPost(db, outbox, config, previews, currentUser(request), request.params.id, request.body),
  });

  route(app, endpoints.repostPost, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitPosts,
    handler: async (request) =>
      repostPost(db, outbox, previews, currentUser(request), request.params.id, request.body?.content ?? ""),
  });

  route(app, endpoints.readPostHistory, {
    handler: async (request) => readPostHistory(db, request.user?.id ?? null, request.params.id),
  });

  route(app, endpoints.likePost, {
    onRequest: requireUser,
    handler: async (request) => likePost(db, outbox, currentUser(request).id, request.params.id),
  });
  route(app, endpoints.unlikePost, {
    onRequest: requireUser,
    handler: async (request) => unlikePost(db, currentUser(request).id, request.params.id),
  });

  route(app, endpoints.bookmarkPost, {
    onRequest: requireUser,
    handler: async (request) => bookmarkPost(db, currentUser(request).id, request.params.id),
  });
  route(app, endpoints.unbookmarkPost, {
    onRequest: requireUser,
    handler: async (request) => unbookmarkPost(db, currentUser(request).id, request.params.id),
  });

  // Everyone may share (the share button is shown to visitors too); counted once per client a day, and rate-limited.
  route(app, endpoints.sharePost, {
    preHandler: limitShares,
    handler: async (request) => sharePost(db, request.params.id, clientKey(request)),
  });

  route(app, endpoints.reportPost, {
    onRequest: requireUser,
    handler: async (request) =>
      reportPost(db, currentUser(request).id, request.params.id, request.body?.reason),
  });

  await app.register(feedCommentRoutes, { db, outbox, config, limitEdits });
};
