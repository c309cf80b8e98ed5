import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardEndpoints as endpoints } from "../../../shared/contracts/dashboard";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { dashboardStats } from "./dashboard.service";
import { dashboardRecommendations } from "./recommendations.service";

type DashboardRoutesOptions = { db: Database };

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.getDashboardStats, {
    onRequest: requireUser,
    handler: async (request) => dashboardStats(db, currentUser(request)),
  });

  route(app, endpoints.listDashboardRecommendations, {
    onRequest: requireUser,
    handler: async (request) => dashboardRecommendations(db, currentUser(request)),
  });
};
