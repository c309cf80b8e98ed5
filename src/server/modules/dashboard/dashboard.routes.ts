import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import { dashboardStatsSchema } from "../../../shared/contracts/dashboard";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { dashboardStats } from "./dashboard.service";

type DashboardRoutesOptions = { db: Database };

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { db }) => {
  app.addHook("onRequest", requireUser);

  app.get(
    "/stats",
    { schema: { response: { 200: dashboardStatsSchema, 401: errorResponseSchema } } },
    async (request) => dashboardStats(db, currentUser(request)),
  );
};
