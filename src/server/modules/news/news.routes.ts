import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  articleDetailSchema,
  articleEngagementSchema,
  articleIdParamsSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  articleSlugParamsSchema,
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  shareArticleRequestSchema,
} from "../../../shared/contracts/news";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { listArticles, readArticle } from "./news.service";
import { addReaction, listBookmarks, removeReaction } from "./news-engagement.service";

type NewsRoutesOptions = { db: Database };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** /api/articles: the Industry News list (everyone), one article and its likes, bookmarks, shares (members). */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { db }) => {
  app.get(
    "/",
    {
      schema: {
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listArticles(db, request.query),
  );

  app.get(
    "/bookmarked",
    {
      schema: {
        querystring: bookmarkListQuerySchema,
        response: { 200: bookmarkListResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => listBookmarks(db, currentUser(request).id, request.query),
  );

  app.get(
    "/:slug",
    {
      schema: { params: articleSlugParamsSchema, response: { 200: articleDetailSchema, ...errors } },
    },
    async (request) => readArticle(db, request.params.slug, request.user?.id ?? null),
  );

  const engagementRoute = {
    params: articleIdParamsSchema,
    response: { 200: articleEngagementSchema, ...errors },
  };

  for (const reaction of ["like", "bookmark"] as const) {
    app.put(`/:id/${reaction}`, { schema: engagementRoute, onRequest: requireUser }, async (request) =>
      addReaction(db, reaction, request.params.id, currentUser(request).id),
    );
    app.delete(`/:id/${reaction}`, { schema: engagementRoute, onRequest: requireUser }, async (request) =>
      removeReaction(db, reaction, request.params.id, currentUser(request).id),
    );
  }

  app.post(
    "/:id/share",
    { schema: { ...engagementRoute, body: shareArticleRequestSchema }, onRequest: requireUser },
    async (request) => addReaction(db, "share", request.params.id, currentUser(request).id),
  );
};
