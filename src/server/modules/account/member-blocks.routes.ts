import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountEndpoints as endpoints } from "../../../shared/contracts/account";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { blockMember, hasBlocked, unblockMember } from "./member-blocks.service";

type MemberBlockRoutesOptions = { db: Database };

/** Under /api/members: GET (have I blocked them?), POST (block) and DELETE (unblock) /{id}/block. */
export const memberBlockRoutes: FastifyPluginAsyncZod<MemberBlockRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.readBlockState, {
    onRequest: requireUser,
    handler: async (request) => ({
      blocked: await hasBlocked(db, currentUser(request).id, request.params.id),
    }),
  });

  route(app, endpoints.blockMember, {
    onRequest: requireUser,
    handler: async (request) => {
      await blockMember(db, currentUser(request).id, request.params.id);
      return { blocked: true };
    },
  });

  route(app, endpoints.unblockMember, {
    onRequest: requireUser,
    handler: async (request) => {
      await unblockMember(db, currentUser(request).id, request.params.id);
      return { blocked: false };
    },
  });
};
