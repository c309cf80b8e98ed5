import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  activeBannerQuerySchema,
  activeBannerResponseSchema,
  bannerParamsSchema,
} from "../../../shared/contracts/banners";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Database } from "../../db/client";
import { clientKey } from "../../http/client-key";
import { recordBannerClick, recordBannerImpression, showActiveBanner } from "./banners.service";

type BannerRoutesOptions = { db: Database };

/** Public: visitors see banners too. Clicks are mutations, so the same-origin rule applies. */
export const bannerRoutes: FastifyPluginAsyncZod<BannerRoutesOptions> = async (app, { db }) => {
  app.get(
    "/active",
    {
      schema: {
        querystring: activeBannerQuerySchema,
        response: { 200: activeBannerResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => showActiveBanner(db, request.query.page),
  );

  const counterRoute = {
    schema: {
      params: bannerParamsSchema,
      body: z.object({}).strict().nullish(),
      response: {
        204: z.null(),
        400: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
  };

  /** The page showed the banner (not dismissed): one impression. */
  app.post("/:id/impression", counterRoute, async (request, reply) => {
    await recordBannerImpression(db, request.params.id);
    return reply.status(204).send(null);
  });

  /** A click: counted once per client (member, or visitor's address and browser) per day. */
  app.post("/:id/click", counterRoute, async (request, reply) => {
    await recordBannerClick(db, request.params.id, clientKey(request));
    return reply.status(204).send(null);
  });
};
