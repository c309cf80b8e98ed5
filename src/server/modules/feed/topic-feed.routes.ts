import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../shared/contracts/common";
import { feedPageQuerySchema, feedPostListSchema } from "../../../shared/contracts/feed";
import { TOPIC_TAG_MAX_LENGTH, TOPIC_TAG_PATTERN } from "../../../shared/rules/mentions-and-tags";
import type { Database } from "../../db/client";
import { listTopicFeed } from "./topic-feed.service";

const topicParamsSchema = z.strictObject({
  tag: z
    .string()
    .max(TOPIC_TAG_MAX_LENGTH, `Topic must be at most ${TOPIC_TAG_MAX_LENGTH} characters`)
    .pipe(
      z
        .string()
        .regex(
          TOPIC_TAG_PATTERN,
          "Topic must start with a letter and hold only letters, digits and underscores",
        ),
    ),
});

/** /api/topics/{tag}: the feed of one `#topic`, for visitors and members alike. */
export const topicFeedRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/:tag",
    {
      schema: {
        params: topicParamsSchema,
        querystring: feedPageQuerySchema,
        response: { 200: feedPostListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listTopicFeed(db, request.user?.id ?? null, request.params.tag, request.query),
  );
};
