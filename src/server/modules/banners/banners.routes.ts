import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bannerEndpoints as endpoints } from "../../../shared/contracts/banners";
import type { Database } from "../../db/client";
import { clientKey } from "../../http/client-key";
import { route } from "../../http/endpoint-route";
import { recordBannerClick, recordBannerImpression, showActiveBanner } from "./banners.service";

type BannerRoutesOptions = { db: Database };

/** Public: visitors see banners too. Clicks are mutations, so the same-origin rule applies. */
export const bannerRoutes: FastifyPluginAsyncZod<BannerRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.showActiveBanner, {
    handler: async (request) => showActiveBanner(db, request.query.page),
  });

  /** The page showed the banner (not dismissed): one impression per client per day. */
  route(app, endpoints.recordBannerImpression, {
    handler: async (request) => {
      await recordBannerImpression(db, request.params.id, clientKey(request));
      return null;
    },
  });

  /** A click: counted once per client (member, or visitor's address and browser) per day. */
  route(app, endpoints.recordBannerClick, {
    handler: async (request) => {
      await recordBannerClick(db, request.params.id, clientKey(request));
      return null;
    },
  });
};
