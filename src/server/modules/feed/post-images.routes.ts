import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { feedEndpoints as endpoints } from "../../../shared/contracts/feed";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, describeWait, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { receiveImage, registerImageUploads, removeUploadedImage } from "../../uploads/image-uploads";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import {
  deletePendingImage,
  postImageSize,
  preparePendingUpload,
  savePendingImage,
} from "./post-images.service";

type PostImageRoutesOptions = { db: Database; config: Config };

/** Pictures uploaded for posts each hour per member: decoding is costly, a composer needs few. */
export const POST_IMAGE_UPLOADS_PER_HOUR = 60;

/**
 * /api/feed/images: pictures for the member's next post, through the one image pipeline
 * (multipart/form-data, field `file`; re-encoded as WebP without metadata, size and pixel caps).
 * POST answers the upload's id, which the post then names with its alt text (POST /api/feed);
 * DELETE takes an upload out of the composer. Registered apart from the feed's JSON routes so
 * multipart is accepted here only.
 */
export const postImageRoutes: FastifyPluginAsyncZod<PostImageRoutesOptions> = async (app, { db, config }) => {
  await registerImageUploads(app);
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  const limitUploads = createLimit(app, {
    name: "post-images",
    max: POST_IMAGE_UPLOADS_PER_HOUR,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: (seconds) => `You have uploaded many pictures. Please wait ${describeWait(seconds)}.`,
  });

  route(app, endpoints.uploadPostImage, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitUploads,
    handler: async (request) => {
      const user = currentUser(request);
      // Checked before the upload is read, so a member over the cap never has a file decoded.
      await preparePendingUpload(db, config, user);
      const image = await receiveImage(request, config, postImageSize);
      try {
        return await savePendingImage(db, user, image);
      } catch (error) {
        await removeUploadedImage(config, image.url);
        throw error;
      }
    },
  });

  route(app, endpoints.deletePostImage, {
    onRequest: requireUser,
    handler: async (request) => {
      await deletePendingImage(db, config, currentUser(request), request.params.id);
      return null;
    },
  });
};
