import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { opportunitiesEndpoints as endpoints } from "../../../shared/contracts/opportunities";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { applyToOpportunity, createOpportunity, listOpportunities, setSaved } from "./opportunities.service";

type OpportunitiesRoutesOptions = { db: Database; phraseModels: PhraseModels };

/** /api/opportunities: the signed-in member's Opportunities tab (members only). */
export const opportunitiesRoutes: FastifyPluginAsyncZod<OpportunitiesRoutesOptions> = async (
  app,
  { db, phraseModels },
) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);

  route(app, endpoints.listOpportunities, {
    onRequest: requireUser,
    handler: async (request) => listOpportunities(db, phraseModels, currentUser(request), request.query),
  });

  route(app, endpoints.createOpportunity, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request) => createOpportunity(db, currentUser(request), request.body),
  });

  route(app, endpoints.saveOpportunity, {
    onRequest: requireUser,
    handler: async (request) => setSaved(db, currentUser(request).id, request.params.id, true),
  });

  route(app, endpoints.unsaveOpportunity, {
    onRequest: requireUser,
    handler: async (request) => setSaved(db, currentUser(request).id, request.params.id, false),
  });

  route(app, endpoints.applyToOpportunity, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request) =>
      applyToOpportunity(db, currentUser(request), request.params.id, request.body.note),
  });
};
