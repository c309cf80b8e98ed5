import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserSchema } from "../../../shared/contracts/auth";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  profileParamsSchema,
  profilesEndpoints,
  profileUpdateRequestSchema,
  publicProfileSchema,
} from "../../../shared/contracts/profiles";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { profileNetwork } from "./profile-network.service";
import {
  findPublicProfile,
  recordProfileView,
  updateOwnProfile,
  updatePrivacySettings,
  withVisibleContact,
} from "./profiles.service";

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
      onRequest: requireUser,
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
      const profile = await findPublicProfile(db, request.params.username, request.user?.id ?? null);
      if (request.user) await recordProfileView(db, profile.id, request.user.id);
      return {
        ...(await withVisibleContact(db, profile, request.user)),
        ...(await profileNetwork(db, profile.id, request.user?.id ?? null)),
      };
    },
  );

  route(app, profilesEndpoints.updatePrivacySettings, {
    onRequest: requireUser,
    handler: async (request) => updatePrivacySettings(db, currentUser(request), request.body),
  });
};
