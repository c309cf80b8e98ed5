import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberParamsSchema } from "../../../shared/contracts/account";
import { errorResponses } from "../../../shared/contracts/common";
import {
  followEndpoints,
  memberFollowStateSchema,
  popularTopicsSchema,
  topicFollowStateSchema,
  topicTagParamsSchema,
} from "../../../shared/contracts/follows";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { listFollowers } from "./follower-list.service";
import {
  followMember,
  followTopic,
  popularTopics,
  topicFollowState,
  unfollowMember,
  unfollowTopic,
} from "./follows.service";

type FollowRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403, 404);

/** Under /api/members: PUT (follow) and DELETE (unfollow) /{id}/follow; GET /me/followers. */
export const memberFollowRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { db }) => {
  route(app, followEndpoints.listFollowers, {
    onRequest: requireUser,
    handler: async (request) => listFollowers(db, currentUser(request).id, request.query),
  });
  const schema = { params: memberParamsSchema, response: { 200: memberFollowStateSchema, ...errors } };
  app.put("/:id/follow", { schema, onRequest: requireUser }, async (request) =>
    followMember(db, currentUser(request).id, request.params.id),
  );
  app.delete("/:id/follow", { schema, onRequest: requireUser }, async (request) =>
    unfollowMember(db, currentUser(request).id, request.params.id),
  );
};

/**
 * Under /api/topics: GET / (popular topics), GET (state, for anyone), PUT (follow) and DELETE
 * (unfollow) /{tag}/follow.
 */
export const topicFollowRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { db }) => {
  app.get("/", { schema: { response: { 200: popularTopicsSchema } } }, async (request) =>
    popularTopics(db, request.user?.id ?? null),
  );
  const schema = { params: topicTagParamsSchema, response: { 200: topicFollowStateSchema, ...errors } };
  app.get("/:tag/follow", { schema }, async (request) =>
    topicFollowState(db, request.user?.id ?? null, request.params.tag),
  );
  app.put("/:tag/follow", { schema, onRequest: requireUser }, async (request) =>
    followTopic(db, currentUser(request).id, request.params.tag),
  );
  app.delete("/:tag/follow", { schema, onRequest: requireUser }, async (request) =>
    unfollowTopic(db, currentUser(request).id, request.params.tag),
  );
};
