import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { insightsEndpoints as endpoints } from "../../../shared/contracts/insights";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { networkInsights } from "./insights.service";

type NetworkRoutesOptions = { db: Database };

export const insightsRoutes: FastifyPluginAsyncZod<NetworkRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.getNetworkInsights, {
    onRequest: requireUser,
    handler: async (request) => networkInsights(db, currentUser(request)),
  });
};
