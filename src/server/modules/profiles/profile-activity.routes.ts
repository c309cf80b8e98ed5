import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileActivityEndpoints as endpoints } from "../../../shared/contracts/profile-activity";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { listProfileActivity } from "./profile-activity.service";

/** /api/profile/{username}/activity: a member's posts and comments, for visitors and members alike. */
export const profileActivityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, endpoints.listProfileActivity, {
    handler: async (request) =>
      listProfileActivity(db, request.params.username, request.user ?? null, request.query),
  });
};
