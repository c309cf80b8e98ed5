import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  platformSettingsSchema,
  publicSettingsSchema,
  updatePlatformSettingsSchema,
} from "../../../shared/contracts/settings";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import { getPlatformSettings, getPublicSettings, updatePlatformSettings } from "./settings.service";

type SettingsRoutesOptions = { db: Database };

const adminErrors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/admin/settings: the admin Settings tab. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db }) => {
  app.get(
    "/",
    { onRequest: requireAdmin, schema: { response: { 200: platformSettingsSchema, ...adminErrors } } },
    async () => getPlatformSettings(db),
  );

  app.put(
    "/",
    {
      onRequest: requireAdmin,
      schema: {
        body: updatePlatformSettingsSchema,
        response: { 200: platformSettingsSchema, 400: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => updatePlatformSettings(db, currentUser(request), request.body),
  );
};

/** /api/settings: what every page needs to know (registration open, the announcement). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db }) => {
  app.get("/", { schema: { response: { 200: publicSettingsSchema } } }, async () => getPublicSettings(db));
};
