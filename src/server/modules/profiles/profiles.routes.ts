import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileEndpoints as endpoints } from "../../../shared/contracts/profiles";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { createVisitorMemory, recordProfileVisit } from "./profile-visitors.service";
import {
  readProfilePage,
  recordProfileView,
  updateOwnProfile,
  updatePrivacySettings,
} from "./profiles.service";

type ProfileRoutesOptions = { db: Database; phraseModels: PhraseModels };

/**
 * /api/profile: anyone reads a public profile; the signed-in member changes their own. A signed-in
 * reader is recorded as a viewer, a visitor only counted (this app's memory of the day's visitors).
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { db, phraseModels },
) => {
  const visitorMemory = createVisitorMemory();
  // A member's view is stored once a day (a repeat changes nothing): remembered, a reload skips the write.
  const viewerMemory = createVisitorMemory();
  route(app, endpoints.updateProfile, {
    onRequest: requireUser,
    handler: async (request) => updateOwnProfile(db, phraseModels, currentUser(request), request.body),
  });

  route(app, endpoints.readProfile, {
    handler: async (request) => {
      const reader = request.user;
      const profile = await readProfilePage(db, request.params.username, reader);
      if (!reader) await recordProfileVisit(db, visitorMemory, profile.id, request);
      else if (viewerMemory.isFirstVisitToday(profile.id, `member:${reader.id}`))
        await recordProfileView(db, profile.id, reader.id);
      return profile;
    },
  });

  route(app, endpoints.updatePrivacySettings, {
    onRequest: requireUser,
    handler: async (request) => updatePrivacySettings(db, currentUser(request), request.body),
  });
};
