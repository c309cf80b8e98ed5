import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PROFILE_PHOTO_MAX_WIDTH, profilePhotoResponseSchema } from "../../../shared/contracts/account";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, describeWait, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { receiveImage, registerImageUploads } from "../../uploads/image-uploads";
import { removeProfilePhoto, replaceProfilePhoto } from "./profile-photo.service";

type ProfilePhotoRoutesOptions = { db: Database; config: Config };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

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

  app.post(
    "/avatar",
    {
      schema: { response: { 200: profilePhotoResponseSchema, ...errors } },
      onRequest: requireUser,
      preHandler: limitUploads,
    },
    async (request) => {
      const user = currentUser(request);
      const image = await receiveImage(request, config, { maxWidth: PROFILE_PHOTO_MAX_WIDTH });
      return { profileImage: await replaceProfilePhoto(db, config, user.id, image.url) };
    },
  );

  app.delete(
    "/avatar",
    { schema: { response: { 204: z.null(), ...errors } }, onRequest: requireUser },
    async (request, reply) => {
      await removeProfilePhoto(db, config, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
