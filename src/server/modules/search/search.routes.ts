import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/common";
import {
  articleResultPageSchema,
  businessResultPageSchema,
  memberResultPageSchema,
  postResultPageSchema,
  searchPageQuerySchema,
  searchPreviewQuerySchema,
  searchPreviewSchema,
} from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { searchBusinesses, searchPreview } from "./search.service";
import { searchArticles } from "./search-content.service";
import { searchMembers } from "./search-members.service";
import { searchPosts } from "./search-posts.service";

type SearchRoutesOptions = { db: Database };

const errors = errorResponses(400);

/**
 * /api/search: the one search box. Visitors and members alike; what each finds is only what they may
 * see (active members, published posts and articles, visible businesses; blocked members hidden).
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { db }) => {
  app.get(
    "/",
    { schema: { querystring: searchPreviewQuerySchema, response: { 200: searchPreviewSchema, ...errors } } },
    async (request) => searchPreview(db, request.user?.id ?? null, request.query.q),
  );
  app.get(
    "/members",
    { schema: { querystring: searchPageQuerySchema, response: { 200: memberResultPageSchema, ...errors } } },
    async (request) => searchMembers(db, request.user?.id ?? null, request.query),
  );
  app.get(
    "/posts",
    { schema: { querystring: searchPageQuerySchema, response: { 200: postResultPageSchema, ...errors } } },
    async (request) => searchPosts(db, request.user?.id ?? null, request.query),
  );
  app.get(
    "/articles",
    { schema: { querystring: searchPageQuerySchema, response: { 200: articleResultPageSchema, ...errors } } },
    async (request) => searchArticles(db, request.query),
  );
  app.get(
    "/businesses",
    {
      schema: { querystring: searchPageQuerySchema, response: { 200: businessResultPageSchema, ...errors } },
    },
    async (request) => searchBusinesses(db, request.user?.id ?? null, request.query),
  );
};
