import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { feedEndpoints } from "../../../shared/contracts/feed";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { listTopicFeed } from "./topic-feed.service";

/** /api/topics/{tag}: the feed of one `#topic`, for visitors and members alike. */
export const topicFeedRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, feedEndpoints.listTopicFeed, {
    handler: async (request) =>
      listTopicFeed(db, request.user?.id ?? null, request.params.tag, request.query),
  });
};
