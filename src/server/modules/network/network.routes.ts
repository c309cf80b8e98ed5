import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import { networkInsightsSchema } from "../../../shared/contracts/network";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { networkInsights } from "./network.service";

type NetworkRoutesOptions = { db: Database };

export const networkRoutes: FastifyPluginAsyncZod<NetworkRoutesOptions> = async (app, { db }) => {
  app.addHook("onRequest", requireUser);

  app.get(
    "/insights",
    { schema: { response: { 200: networkInsightsSchema, 401: errorResponseSchema } } },
    async (request) => networkInsights(db, currentUser(request)),
  );
};
