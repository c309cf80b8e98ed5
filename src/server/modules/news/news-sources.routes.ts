import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  createNewsSourceRequestSchema,
  newsImportResultSchema,
  newsSourceIdParamsSchema,
  newsSourceListQuerySchema,
  newsSourceListResponseSchema,
  newsSourceSchema,
} from "../../../shared/contracts/news";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import { createNewsSource, deleteNewsSource, findNewsSource, listNewsSources } from "./news-sources.service";
import { DEFAULT_RSS_FETCH_LIMITS } from "./rss-fetch";
import { importAllSources, importSource } from "./rss-import";

type NewsSourceRoutesOptions = { db: Database; config: Config };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/admin/news-sources: RSS or Atom feeds imported as articles (admins only), imported on a schedule (rss-import-task.ts). */
export const newsSourceRoutes: FastifyPluginAsyncZod<NewsSourceRoutesOptions> = async (
  app,
  { db, config },
) => {
  const limits = { ...DEFAULT_RSS_FETCH_LIMITS, allowOrigins: config.fetchAllowOrigins };

  app.get(
    "/",
    {
      onRequest: requireAdmin,
      schema: {
        querystring: newsSourceListQuerySchema,
        response: { 200: newsSourceListResponseSchema, ...errors },
      },
    },
    async (request) => listNewsSources(db, request.query),
  );

  app.post(
    "/",
    {
      onRequest: requireAdmin,
      schema: {
        body: createNewsSourceRequestSchema,
        response: { 201: newsSourceSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createNewsSource(db, request.body, currentUser(request).id)),
  );

  app.delete(
    "/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: newsSourceIdParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteNewsSource(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/import",
    { onRequest: requireAdmin, schema: { response: { 200: newsImportResultSchema, ...errors } } },
    async (request) => ({ sources: await importAllSources(db, request.log, limits) }),
  );

  app.post(
    "/:id/import",
    {
      onRequest: requireAdmin,
      schema: {
        params: newsSourceIdParamsSchema,
        response: { 200: newsImportResultSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const source = await findNewsSource(db, request.params.id);
      return { sources: [await importSource(db, source, request.log, limits)] };
    },
  );
};
