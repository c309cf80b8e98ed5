import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { insightsEndpoints as endpoints } from "../../../shared/contracts/insights";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { networkInsights } from "./insights.service";

type NetworkRoutesOptions = { db: Database; phraseModels: PhraseModels };

export const insightsRoutes: FastifyPluginAsyncZod<NetworkRoutesOptions> = async (
  app,
  { db, phraseModels },
) => {
  route(app, endpoints.getNetworkInsights, {
    onRequest: requireUser,
    handler: async (request) => networkInsights(db, phraseModels, currentUser(request)),
  });
};
