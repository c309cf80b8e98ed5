import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  SHORT_LINK_PATH,
  shortenRequestSchema,
  shortenResponseSchema,
} from "../../../shared/contracts/links";
import type { Database } from "../../db/client";
import { shortenUrl } from "./links.service";
import { createShortenRateLimit } from "./links-rate-limit";

type LinkRoutesOptions = { db: Database };

/**
 * /api/shorten: members and visitors (the feed shortens the links of every reader) get an absolute
 * short link on this app, built from the request's own protocol and host.
 */
export const linkRoutes: FastifyPluginAsyncZod<LinkRoutesOptions> = async (app, { db }) => {
  const limitShortening = createShortenRateLimit(app);

  app.post(
    "/",
    {
      schema: {
        body: shortenRequestSchema,
        response: { 200: shortenResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: limitShortening,
    },
    async (request) => {
      const code = await shortenUrl(db, request.user?.id ?? null, request.body.url);
      return { shortUrl: `${request.protocol}://${request.host}${SHORT_LINK_PATH}/${code}` };
    },
  );
};
