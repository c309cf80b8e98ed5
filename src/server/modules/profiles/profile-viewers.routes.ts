import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileViewersEndpoints as endpoints } from "../../../shared/contracts/profile-viewers";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { listProfileViewers } from "./profile-viewers.service";

/** /api/profile/viewers: who viewed the signed-in member's profile (members only). */
export const profileViewersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, endpoints.listProfileViewers, {
    onRequest: requireUser,
    handler: async (request) => listProfileViewers(db, currentUser(request).id, request.query),
  });
};
