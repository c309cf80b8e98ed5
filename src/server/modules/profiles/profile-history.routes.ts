import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileHistoryEndpoints as endpoints } from "../../../shared/contracts/profile-history";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import {
  addEducation,
  addExperience,
  deleteEducation,
  deleteExperience,
  updateEducation,
  updateExperience,
} from "./profile-history.service";

type ProfileHistoryRoutesOptions = { db: Database };

/** Under /api/profile: the signed-in member's own experience and education (issue 32). */
export const profileHistoryRoutes: FastifyPluginAsyncZod<ProfileHistoryRoutesOptions> = async (
  app,
  { db },
) => {
  route(app, endpoints.addExperience, {
    onRequest: requireUser,
    handler: async (request) => addExperience(db, currentUser(request).id, request.body),
  });

  route(app, endpoints.updateExperience, {
    onRequest: requireUser,
    handler: async (request) =>
      updateExperience(db, currentUser(request).id, request.params.id, request.body),
  });

  route(app, endpoints.deleteExperience, {
    onRequest: requireUser,
    handler: async (request) => {
      await deleteExperience(db, currentUser(request).id, request.params.id);
      return null;
    },
  });

  route(app, endpoints.addEducation, {
    onRequest: requireUser,
    handler: async (request) => addEducation(db, currentUser(request).id, request.body),
  });

  route(app, endpoints.updateEducation, {
    onRequest: requireUser,
    handler: async (request) => updateEducation(db, currentUser(request).id, request.params.id, request.body),
  });

  route(app, endpoints.deleteEducation, {
    onRequest: requireUser,
    handler: async (request) => {
      await deleteEducation(db, currentUser(request).id, request.params.id);
      return null;
    },
  });
};
