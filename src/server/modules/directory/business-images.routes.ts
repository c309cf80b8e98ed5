import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BUSINESS_IMAGE_ENDPOINTS,
  BUSINESS_IMAGE_KINDS,
  BUSINESS_IMAGE_MAX_WIDTH,
} from "../../../shared/contracts/directory";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, describeWait, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { receiveImage, registerImageUploads } from "../../uploads/image-uploads";
import { assertCanChangeImages, setBusinessImage } from "./business-images.service";

type BusinessImageRoutesOptions = { db: Database; config: Config };

/**
 * POST /api/businesses/{id}/logo and /cover (multipart/form-data, field `file`): the owner or an
 * admin uploads the business's logo or cover through the one image pipeline; DELETE clears it. The
 * upload replaced is deleted. Registered apart from the directory's JSON routes so multipart is
 * accepted here only.
 */
export const businessImageRoutes: FastifyPluginAsyncZod<BusinessImageRoutesOptions> = async (
  app,
  { db, config },
) => {
  await registerImageUploads(app);
  // Decoding images is costly: the same finite allowance as profile photos, shared by both pictures.
  const limitUploads = createLimit(app, {
    name: "business-images",
    max: 30,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: (seconds) => `You have changed these pictures many times. Please wait ${describeWait(seconds)}.`,
  });

  for (const kind of BUSINESS_IMAGE_KINDS) {
    route(app, BUSINESS_IMAGE_ENDPOINTS[kind].upload, {
      onRequest: requireUser,
      preHandler: limitUploads,
      handler: async (request) => {
        const viewer = currentUser(request);
        // Checked before the upload is read, so nobody else's file is ever decoded or stored.
        await assertCanChangeImages(db, viewer, request.params.id);
        const image = await receiveImage(request, config, { maxWidth: BUSINESS_IMAGE_MAX_WIDTH[kind] });
        return setBusinessImage(db, config, viewer, request.params.id, kind, image.url);
      },
    });

    route(app, BUSINESS_IMAGE_ENDPOINTS[kind].remove, {
      onRequest: requireUser,
      handler: async (request) => {
        const viewer = currentUser(request);
        await assertCanChangeImages(db, viewer, request.params.id);
        return setBusinessImage(db, config, viewer, request.params.id, kind, null);
      },
    });
  }
};
