import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blockStateSchema, memberParamsSchema } from "../../../shared/contracts/account";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { blockMember, hasBlocked, unblockMember } from "./member-blocks.service";

type MemberBlockRoutesOptions = { db: Database };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Under /api/members: GET (have I blocked them?), POST (block) and DELETE (unblock) /{id}/block. */
export const memberBlockRoutes: FastifyPluginAsyncZod<MemberBlockRoutesOptions> = async (app, { db }) => {
  const schema = { params: memberParamsSchema, response: { 200: blockStateSchema, ...errors } };

  app.get("/:id/block", { schema, onRequest: requireUser }, async (request) => ({
    blocked: await hasBlocked(db, currentUser(request).id, request.params.id),
  }));

  app.post("/:id/block", { schema, onRequest: requireUser }, async (request) => {
    await blockMember(db, currentUser(request).id, request.params.id);
    return { blocked: true };
  });

  app.delete("/:id/block", { schema, onRequest: requireUser }, async (request) => {
    await unblockMember(db, currentUser(request).id, request.params.id);
    return { blocked: false };
  });
};
