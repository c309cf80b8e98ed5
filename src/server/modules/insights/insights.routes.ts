import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import { networkInsightsSchema } from "../../../shared/contracts/insights";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { networkInsights } from "./insights.service";

type NetworkRoutesOptions = { db: Database };

export const insightsRoutes: FastifyPluginAsyncZod<NetworkRoutesOptions> = async (app, { db }) => {
  app.get(
    "/insights",
    {
      onRequest: requireUser,
      schema: { response: { 200: networkInsightsSchema, 401: errorResponseSchema } },
    },
    async (request) => networkInsights(db, currentUser(request)),
  );
};
