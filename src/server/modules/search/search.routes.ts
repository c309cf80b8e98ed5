import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchEndpoints as endpoints } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { searchBusinesses, searchPreview } from "./search.service";
import { searchArticles } from "./search-content.service";
import { countSearchResults } from "./search-counts.service";
import { searchMembers } from "./search-members.service";
import { searchPosts } from "./search-posts.service";

type SearchRoutesOptions = { db: Database };

/**
 * /api/search: the one search box. Visitors and members alike; what each finds is only what they may
 * see (active members, published posts and articles, visible businesses; blocked members hidden).
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.searchPreview, {
    handler: async (request) => searchPreview(db, request.user?.id ?? null, request.query.q),
  });
  route(app, endpoints.countSearchResults, {
    handler: async (request) => countSearchResults(db, request.user?.id ?? null, request.query.q),
  });
  route(app, endpoints.searchMembers, {
    handler: async (request) => searchMembers(db, request.user?.id ?? null, request.query),
  });
  route(app, endpoints.searchPosts, {
    handler: async (request) => searchPosts(db, request.user?.id ?? null, request.query),
  });
  route(app, endpoints.searchArticles, { handler: async (request) => searchArticles(db, request.query) });
  route(app, endpoints.searchBusinesses, {
    handler: async (request) => searchBusinesses(db, request.user?.id ?? null, request.query),
  });
};
