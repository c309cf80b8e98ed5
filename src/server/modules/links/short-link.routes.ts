import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SHORT_LINK_PATH, shortCodeParamsSchema } from "../../../shared/contracts/links";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { isOwnHost, leavingPage } from "./leaving-page";
import { followShortCode } from "./links.service";

/**
 * GET /s/{code} at the app's root, with the click counted: a 302 when the link stays on this app
 * (APP_URL's host or the request's), otherwise the "You are leaving Netwise for <host>" page with a
 * continue link, so a short link is never a blind redirect. An unknown code falls through to the
 * not-found handler, which serves the app so its router shows the 404 page.
 */
export const shortLinkRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const appHost = new URL(config.appUrl).host;
  app.get(
    `${SHORT_LINK_PATH}/:code`,
    { schema: { params: shortCodeParamsSchema } },
    async (request, reply) => {
      const target = await followShortCode(db, request.params.code, {
        countClick: request.method !== "HEAD",
      });
      if (!target) return reply.callNotFound();
      // Never cached, so every visit reaches the server and is counted.
      reply.header("Cache-Control", "no-store");
      if (isOwnHost(target, [appHost, request.host])) return reply.redirect(target, 302);
      return reply.type("text/html; charset=utf-8").send(leavingPage(target));
    },
  );
};
