import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountEndpoints as endpoints, PROFILE_PHOTO_MAX_WIDTH } from "../../../shared/contracts/account";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, describeWait, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { receiveImage, registerImageUploads } from "../../uploads/image-uploads";
import { removeProfilePhoto, replaceProfilePhoto } from "./profile-photo.service";

type ProfilePhotoRoutesOptions = { db: Database; config: Config };

/** POST and DELETE /api/profile/avatar: the member's own profile photo. */
export const profilePhotoRoutes: FastifyPluginAsyncZod<ProfilePhotoRoutesOptions> = async (
  app,
  { db, config },
) => {
  await registerImageUploads(app);
  // Decoding images is the costliest thing a member can ask for: a generous but finite allowance.
  const limitUploads = createLimit(app, {
    name: "profile-photo",
    max: 30,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: (seconds) => `You have changed your photo many times. Please wait ${describeWait(seconds)}.`,
  });

  route(app, endpoints.uploadProfilePhoto, {
    onRequest: requireUser,
    preHandler: limitUploads,
    handler: async (request) => {
      const user = currentUser(request);
      const image = await receiveImage(request, config, { maxWidth: PROFILE_PHOTO_MAX_WIDTH });
      return { profileImage: await replaceProfilePhoto(db, config, user.id, image.url) };
    },
  });

  route(app, endpoints.removeProfilePhoto, {
    onRequest: requireUser,
    handler: async (request) => {
      await removeProfilePhoto(db, config, currentUser(request).id);
      return null;
    },
  });
};
