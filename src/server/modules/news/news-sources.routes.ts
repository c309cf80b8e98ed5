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
import { importAllSources, importSource } from "./feed-import";
import { type NewsImportJob, startNewsImportJob } from "./feed-import-job";
import { createNewsSource, deleteNewsSource, findNewsSource, listNewsSources } from "./news-sources.service";

type NewsSourceRoutesOptions = { db: Database; config: Config };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/admin/news-sources: RSS or Atom feeds imported as articles (admins only), and the import timer. */
export const newsSourceRoutes: FastifyPluginAsyncZod<NewsSourceRoutesOptions> = async (
  app,
  { db, config },
) => {
  let job: NewsImportJob | undefined;
  if (config.newsImportIntervalMs > 0) {
    app.addHook("onReady", async () => {
      job = startNewsImportJob(db, config.newsImportIntervalMs, app.log);
    });
    app.addHook("onClose", async () => job?.stop());
  }

  app.addHook("preHandler", requireAdmin);

  app.get(
    "/",
    {
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
    { schema: { response: { 200: newsImportResultSchema, ...errors } } },
    async (request) => ({ sources: await importAllSources(db, request.log) }),
  );

  app.post(
    "/:id/import",
    {
      schema: {
        params: newsSourceIdParamsSchema,
        response: { 200: newsImportResultSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const source = await findNewsSource(db, request.params.id);
      return { sources: [await importSource(db, source, request.log)] };
    },
  );
};
