import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BANNER_IMAGE_MAX_WIDTH, bannerEndpoints as endpoints } from "../../../shared/contracts/banners";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { requireAdmin } from "../../http/guards";
import { createLimit, describeWait, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { receiveImage, registerImageUploads } from "../../uploads/image-uploads";

type BannerImageRoutesOptions = { db: Database; config: Config };

/**
 * POST /api/admin/banners/images (multipart/form-data, field `file`): an admin uploads a banner's
 * picture through the one image pipeline (the same as business logos: WebP without metadata, size
 * and pixel caps) and puts the answered address in the banner's imageUrl. Registered apart from the
 * banners' JSON routes so multipart is accepted here only.
 */
export const bannerImageRoutes: FastifyPluginAsyncZod<BannerImageRoutesOptions> = async (app, { config }) => {
  await registerImageUploads(app);
  // Decoding images is costly: the same finite allowance as business pictures.
  const limitUploads = createLimit(app, {
    name: "banner-images",
    max: 30,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: (seconds) => `You have uploaded many banner pictures. Please wait ${describeWait(seconds)}.`,
  });

  route(app, endpoints.uploadBannerImage, {
    onRequest: requireAdmin,
    preHandler: limitUploads,
    handler: async (request) => {
      const image = await receiveImage(request, config, { maxWidth: BANNER_IMAGE_MAX_WIDTH });
      return { url: image.url };
    },
  });
};
