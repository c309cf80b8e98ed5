import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { settingsEndpoints as endpoints } from "../../../shared/contracts/settings";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import { getPlatformSettings, getPublicSettings, updatePlatformSettings } from "./settings.service";

type SettingsRoutesOptions = { db: Database };

/** /api/admin/settings: the admin Settings tab. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.getPlatformSettings, {
    onRequest: requireAdmin,
    handler: async () => getPlatformSettings(db),
  });

  route(app, endpoints.updatePlatformSettings, {
    onRequest: requireAdmin,
    handler: async (request) => updatePlatformSettings(db, currentUser(request), request.body),
  });
};

/** /api/settings: what every page needs to know (registration open, the announcement). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.getPublicSettings, {
    handler: async () => getPublicSettings(db),
  });
};
