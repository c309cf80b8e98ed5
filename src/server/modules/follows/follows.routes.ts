import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { followEndpoints as endpoints } from "../../../shared/contracts/follows";
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

/** Under /api/members: PUT (follow) and DELETE (unfollow) /{id}/follow; GET /me/followers. */
export const memberFollowRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.listFollowers, {
    onRequest: requireUser,
    handler: async (request) => listFollowers(db, currentUser(request).id, request.query),
  });
  route(app, endpoints.followMember, {
    onRequest: requireUser,
    handler: async (request) => followMember(db, currentUser(request).id, request.params.id),
  });
  route(app, endpoints.unfollowMember, {
    onRequest: requireUser,
    handler: async (request) => unfollowMember(db, currentUser(request).id, request.params.id),
  });
};

/**
 * Under /api/topics: GET / (popular topics), GET (state, for anyone), PUT (follow) and DELETE
 * (unfollow) /{tag}/follow.
 */
export const topicFollowRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.listPopularTopics, {
    handler: async (request) => popularTopics(db, request.user?.id ?? null),
  });
  route(app, endpoints.readTopicFollow, {
    handler: async (request) => topicFollowState(db, request.user?.id ?? null, request.params.tag),
  });
  route(app, endpoints.followTopic, {
    onRequest: requireUser,
    handler: async (request) => followTopic(db, currentUser(request).id, request.params.tag),
  });
  route(app, endpoints.unfollowTopic, {
    onRequest: requireUser,
    handler: async (request) => unfollowTopic(db, currentUser(request).id, request.params.tag),
  });
};
