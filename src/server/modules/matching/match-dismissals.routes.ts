import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { matchingEndpoints as endpoints } from "../../../shared/contracts/matching";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { dismissMatch, undoMatchDismissal } from "./match-dismissals.service";

type MatchDismissalRoutesOptions = { db: Database };

/** Under /api/matches: "Not interested" on a suggestion, and its undo. */
export const matchDismissalRoutes: FastifyPluginAsyncZod<MatchDismissalRoutesOptions> = async (
  app,
  { db },
) => {
  route(app, endpoints.dismissMatch, {
    onRequest: requireUser,
    handler: async (request) =>
      dismissMatch(db, currentUser(request).id, request.params.memberId, request.body.reason),
  });
  route(app, endpoints.undoMatchDismissal, {
    onRequest: requireUser,
    handler: async (request) => {
      await undoMatchDismissal(db, currentUser(request).id, request.params.memberId);
      return null;
    },
  });
};
