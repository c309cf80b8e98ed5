import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { linkEndpoints, SHORT_LINK_PATH } from "../../../shared/contracts/links";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, MINUTE_MS, memberOrAddress } from "../../http/rate-limit";
import { shortenUrl } from "./links.service";

/** New links per member each minute: a busy feed page stays well below it. */
export const SHORTEN_PER_MINUTE = 120;

type LinkRoutesOptions = { db: Database };

/**
 * /api/shorten: a signed-in member gets an absolute short link on this app, built from the request's
 * own protocol and host. Visitors get 401: an anonymous shortener would let anyone dress any site up
 * as a Netwise link (and /s/{code} shows an interstitial before leaving for another host anyway).
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

  route(app, linkEndpoints.shortenUrl, {
    onRequest: requireUser,
    preHandler: limitShortening,
    handler: async (request) => {
      const code = await shortenUrl(db, currentUser(request).id, request.body.url);
      return { shortUrl: `${request.protocol}://${request.host}${SHORT_LINK_PATH}/${code}` };
    },
  });
};
