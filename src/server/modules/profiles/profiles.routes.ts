import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserSchema } from "../../../shared/contracts/auth";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  profileParamsSchema,
  profileUpdateRequestSchema,
  publicProfileSchema,
} from "../../../shared/contracts/profiles";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { findPublicProfile, recordProfileView, updateOwnProfile } from "./profiles.service";

type ProfileRoutesOptions = { db: Database };

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { db }) => {
  app.put(
    "/",
    {
      schema: {
        body: profileUpdateRequestSchema,
        response: {
          200: currentUserSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: requireUser,
    },
    async (request) => updateOwnProfile(db, currentUser(request), request.body),
  );

  app.get(
    "/:username",
    {
      schema: {
        params: profileParamsSchema,
        response: { 200: publicProfileSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const profile = await findPublicProfile(db, request.params.username);
      if (request.user) await recordProfileView(db, profile.id, request.user.id);
      return profile;
    },
  );
};
