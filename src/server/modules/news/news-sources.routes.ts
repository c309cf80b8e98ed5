import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsAdminEndpoints as endpoints } from "../../../shared/contracts/news-admin";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import { createNewsSource, deleteNewsSource, findNewsSource, listNewsSources } from "./news-sources.service";
import { DEFAULT_RSS_FETCH_LIMITS } from "./rss-fetch";
import { importAllSources, importSource } from "./rss-import";

type NewsSourceRoutesOptions = { db: Database; config: Config };

/**
 * /api/admin/news-sources: RSS or Atom feeds imported as articles (admins only), imported on a
 * schedule (rss-import-task.ts). The list answers the one envelope, { sources: [...], nextCursor }.
 */
export const newsSourceRoutes: FastifyPluginAsyncZod<NewsSourceRoutesOptions> = async (
  app,
  { db, config },
) => {
  const limits = { ...DEFAULT_RSS_FETCH_LIMITS, allowOrigins: config.fetchAllowOrigins };

  route(app, endpoints.listNewsSources, {
    onRequest: requireAdmin,
    handler: async (request) => listNewsSources(db, request.query),
  });

  route(app, endpoints.createNewsSource, {
    onRequest: requireAdmin,
    handler: async (request) => createNewsSource(db, request.body, currentUser(request).id),
  });

  route(app, endpoints.deleteNewsSource, {
    onRequest: requireAdmin,
    handler: async (request) => {
      await deleteNewsSource(db, request.params.id);
      return null;
    },
  });

  route(app, endpoints.importAllNewsSources, {
    onRequest: requireAdmin,
    handler: async (request) => ({ sources: await importAllSources(db, request.log, limits) }),
  });

  route(app, endpoints.importNewsSource, {
    onRequest: requireAdmin,
    handler: async (request) => {
      const source = await findNewsSource(db, request.params.id);
      return { sources: [await importSource(db, source, request.log, limits)] };
    },
  });
};
