import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SHORT_LINK_PATH, shortCodeParamsSchema } from "../../../shared/contracts/links";
import type { Database } from "../../db/client";
import { followShortCode } from "./links.service";

/**
 * GET /s/{code} at the app's root: a 302 to the original URL with the click counted. An unknown
 * code falls through to the not-found handler, which serves the app so its router shows the 404 page.
 */
export const shortLinkRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    `${SHORT_LINK_PATH}/:code`,
    { schema: { params: shortCodeParamsSchema } },
    async (request, reply) => {
      const target = await followShortCode(db, request.params.code, {
        countClick: request.method !== "HEAD",
      });
      if (!target) return reply.callNotFound();
      // Never cached, so every visit reaches the server and is counted.
      return reply.header("Cache-Control", "no-store").redirect(target, 302);
    },
  );
};
