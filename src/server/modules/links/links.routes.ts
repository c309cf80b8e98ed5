import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  SHORT_LINK_PATH,
  shortenRequestSchema,
  shortenResponseSchema,
} from "../../../shared/contracts/links";
import type { Database } from "../../db/client";
import { createLimit, MINUTE_MS, memberOrAddress } from "../../http/rate-limit";
import { shortenUrl } from "./links.service";

/** New links per member (or per address for a visitor) each minute: a busy feed page stays well below it. */
export const SHORTEN_PER_MINUTE = 120;

type LinkRoutesOptions = { db: Database };

/**
 * /api/shorten: members and visitors (the feed shortens the links of every reader) get an absolute
 * short link on this app, built from the request's own protocol and host.
 */
export const linkRoutes: FastifyPluginAsyncZod<LinkRoutesOptions> = async (app, { db }) => {
  // Keeps the shortener from being used as a bulk redirect factory.
  const limitShortening = createLimit(app, {
    name: "shorten",
    max: SHORTEN_PER_MINUTE,
    windowMs: MINUTE_MS,
    key: memberOrAddress,
    message: "Too many links shortened. Please wait a minute and try again.",
  });

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
