import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardEndpoints as endpoints } from "../../../shared/contracts/dashboard";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { dashboardStats } from "./dashboard.service";
import { dashboardRecommendations } from "./recommendations.service";

type DashboardRoutesOptions = { db: Database; phraseModels: PhraseModels };

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { db, phraseModels },
) => {
  route(app, endpoints.getDashboardStats, {
    onRequest: requireUser,
    handler: async (request) => dashboardStats(db, phraseModels, currentUser(request)),
  });

  route(app, endpoints.listDashboardRecommendations, {
    onRequest: requireUser,
    handler: async (request) => dashboardRecommendations(db, phraseModels, currentUser(request)),
  });
};
