import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import { dashboardRecommendationListSchema, dashboardStatsSchema } from "../../../shared/contracts/dashboard";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { dashboardStats } from "./dashboard.service";
import { dashboardRecommendations } from "./recommendations.service";

type DashboardRoutesOptions = { db: Database };

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { db }) => {
  app.get(
    "/stats",
    { onRequest: requireUser, schema: { response: { 200: dashboardStatsSchema, 401: errorResponseSchema } } },
    async (request) => dashboardStats(db, currentUser(request)),
  );

  app.get(
    "/recommendations",
    {
      onRequest: requireUser,
      schema: { response: { 200: dashboardRecommendationListSchema, 401: errorResponseSchema } },
    },
    async (request) => dashboardRecommendations(db, currentUser(request)),
  );
};
