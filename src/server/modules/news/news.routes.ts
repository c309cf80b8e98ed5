import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsEndpoints as endpoints } from "../../../shared/contracts/news";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { listArticles, readArticle } from "./news.service";
import { addReaction, listBookmarks, removeReaction } from "./news-engagement.service";

type NewsRoutesOptions = { db: Database };

/** /api/articles: the Industry News list (everyone), one article and its likes, bookmarks, shares (members). */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.listArticles, { handler: async (request) => listArticles(db, request.query) });

  route(app, endpoints.listBookmarkedArticles, {
    onRequest: requireUser,
    handler: async (request) => listBookmarks(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.readArticle, {
    handler: async (request) => readArticle(db, request.params.slug, request.user?.id ?? null),
  });

  route(app, endpoints.likeArticle, {
    onRequest: requireUser,
    handler: async (request) => addReaction(db, "like", request.params.id, currentUser(request).id),
  });
  route(app, endpoints.unlikeArticle, {
    onRequest: requireUser,
    handler: async (request) => removeReaction(db, "like", request.params.id, currentUser(request).id),
  });
  route(app, endpoints.bookmarkArticle, {
    onRequest: requireUser,
    handler: async (request) => addReaction(db, "bookmark", request.params.id, currentUser(request).id),
  });
  route(app, endpoints.unbookmarkArticle, {
    onRequest: requireUser,
    handler: async (request) => removeReaction(db, "bookmark", request.params.id, currentUser(request).id),
  });
  route(app, endpoints.shareArticle, {
    onRequest: requireUser,
    handler: async (request) => addReaction(db, "share", request.params.id, currentUser(request).id),
  });
};
