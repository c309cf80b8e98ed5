import { z } from "zod";
import { NEWS_CATEGORIES } from "../rules/news";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../rules/slug";
import { adminListQuerySchema } from "./admin";
import {
  cursorPage,
  errorResponses,
  httpUrl,
  idParams,
  isoDateTime,
  optionalText,
  requiredText,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import {
  createNewsSourceRequestSchema,
  newsImportResultSchema,
  newsSourceIdParamsSchema,
  newsSourceListQuerySchema,
  newsSourceListResponseSchema,
  newsSourceSchema,
} from "./news";

/** The admin Articles tab (docs/product.md, Data): /api/admin/articles. */

/** Characters of an article's content on its admin card (then '...'). */
export const ADMIN_ARTICLE_PREVIEW_LENGTH = 200;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_CONTENT_MAX = 50_000;
export const ARTICLE_AUTHOR_MAX = 120;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_TAGS_MAX = 10;

export const adminArticleIdParamsSchema = idParams("Article id");

/** The admin article list item (docs/product.md, Data); `content` holds its first 200 characters. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  category: z.string(),
  content: z.string(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  /** Openings of the article by members. */
  views: z.number().int(),
  /** Likes, bookmarks and shares per view, as a percentage with one decimal. */
  engagement: z.number(),
  publishedAt: isoDateTime.nullable(),
});
export type AdminArticle = z.input<typeof adminArticleSchema>;
export const adminArticleListSchema = cursorPage("articles", adminArticleSchema);

/** Every editable field of one article (the editor's starting values). */
export const adminArticleDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  heroImage: z.string().nullable(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  publishedAt: isoDateTime.nullable(),
  url: z.string().nullable(),
});
export type AdminArticleDetail = z.input<typeof adminArticleDetailSchema>;

/** A hero image: a web address, or a path on this site such as /images/articles/x.svg. */
export const heroImageSchema = z
  .union([
    z.literal("").transform(() => null),
    httpUrl.pipe(safeText(2048)),
    z
      .string()
      .trim()
      .max(2048, "URL must be at most 2048 characters")
      .regex(/^\/(?!\/)[^\s\\]*$/, "Must be a web address (http:// or https://) or a path starting with /"),
  ])
  .nullish();

const articleTagsSchema = z
  .array(requiredText("Tag", ARTICLE_TAG_MAX), { error: "Tags must be a list" })
  .max(ARTICLE_TAGS_MAX, `At most ${ARTICLE_TAGS_MAX} tags`);

const articleFields = {
  title: requiredText("Title", ARTICLE_TITLE_MAX),
  summary: optionalText(ARTICLE_SUMMARY_MAX),
  content: requiredText("Content", ARTICLE_CONTENT_MAX),
  author: requiredText("Author", ARTICLE_AUTHOR_MAX).optional(),
  category: z.enum(NEWS_CATEGORIES, {
    error: `Category must be one of: ${NEWS_CATEGORIES.join(", ")}`,
  }),
  tags: articleTagsSchema,
  heroImage: heroImageSchema,
  isFeatured: z.boolean({ error: "isFeatured must be true or false" }),
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
};

/** POST /api/admin/articles: the Create Article editor; author defaults to the admin's name. */
export const createArticleRequestSchema = z.strictObject({
  ...articleFields,
  /** The article's address (docs/product.md's article insert); made from the title when left out. */
  slug: z
    .string({ error: "Slug must be text" })
    .trim()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, "Slug must be lowercase letters and digits joined by dashes, such as my-article")
    .optional(),
  category: articleFields.category.default("Business"),
  tags: articleTagsSchema.default([]),
  isFeatured: articleFields.isFeatured.default(false),
  isPublished: articleFields.isPublished.default(true),
});
export type CreateArticleRequest = z.input<typeof createArticleRequestSchema>;
export type CreateArticleRequestParsed = z.output<typeof createArticleRequestSchema>;

/** PATCH /api/admin/articles/{id}: any of the editor's fields. */
export const updateArticleRequestSchema = z
  .strictObject({
    title: articleFields.title.optional(),
    summary: articleFields.summary,
    content: articleFields.content.optional(),
    author: articleFields.author,
    category: articleFields.category.optional(),
    tags: articleTagsSchema.optional(),
    heroImage: articleFields.heroImage,
    isFeatured: articleFields.isFeatured.optional(),
    isPublished: articleFields.isPublished.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to update" });
export type UpdateArticleRequest = z.input<typeof updateArticleRequestSchema>;
export type UpdateArticleRequestParsed = z.output<typeof updateArticleRequestSchema>;

/** PATCH /api/admin/articles/{id}/status: published and/or featured. */
export const articleStatusRequestSchema = z
  .strictObject({
    isPublished: z.boolean({ error: "isPublished must be true or false" }).optional(),
    isFeatured: z.boolean({ error: "isFeatured must be true or false" }).optional(),
  })
  .refine((body) => body.isPublished !== undefined || body.isFeatured !== undefined, {
    message: "Give isPublished or isFeatured",
  });
export type ArticleStatusRequest = z.input<typeof articleStatusRequestSchema>;

const newsAdminTags = ["news"] as const;

/** The admin's Articles tab and news sources (decision 0018); admins only, every change audited. */
export const newsAdminEndpoints = {
  listAdminArticles: defineEndpoint({
    method: "GET",
    path: "/api/admin/articles",
    operationId: "listAdminArticles",
    summary: "Every article, published or not, newest first, with its views and engagement",
    tags: newsAdminTags,
    access: "admin",
    query: adminListQuerySchema,
    status: 200,
    response: adminArticleListSchema,
    errors: errorResponses(400, 401, 403),
    list: "articles",
  }),
  createAdminArticle: defineEndpoint({
    method: "POST",
    path: "/api/admin/articles",
    operationId: "createAdminArticle",
    summary: "Write an article",
    tags: newsAdminTags,
    access: "admin",
    body: createArticleRequestSchema,
    status: 201,
    response: adminArticleDetailSchema,
    errors: errorResponses(400, 401, 403),
  }),
  getAdminArticle: defineEndpoint({
    method: "GET",
    path: "/api/admin/articles/:id",
    operationId: "getAdminArticle",
    summary: "Every editable field of one article, for the editor",
    tags: newsAdminTags,
    access: "admin",
    params: adminArticleIdParamsSchema,
    status: 200,
    response: adminArticleDetailSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  updateAdminArticle: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/articles/:id",
    operationId: "updateAdminArticle",
    summary: "Change an article; what is left out keeps its value",
    tags: newsAdminTags,
    access: "admin",
    params: adminArticleIdParamsSchema,
    body: updateArticleRequestSchema,
    status: 200,
    response: adminArticleDetailSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  setAdminArticleStatus: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/articles/:id/status",
    operationId: "setAdminArticleStatus",
    summary: "Publish, unpublish, feature or unfeature an article",
    tags: newsAdminTags,
    access: "admin",
    params: adminArticleIdParamsSchema,
    body: articleStatusRequestSchema,
    status: 200,
    response: adminArticleSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  listNewsSources: defineEndpoint({
    method: "GET",
    path: "/api/admin/news-sources",
    operationId: "listNewsSources",
    summary: "The RSS and Atom feeds imported as articles, oldest first",
    tags: newsAdminTags,
    access: "admin",
    query: newsSourceListQuerySchema,
    status: 200,
    response: newsSourceListResponseSchema,
    errors: errorResponses(400, 401, 403),
    list: "sources",
  }),
  createNewsSource: defineEndpoint({
    method: "POST",
    path: "/api/admin/news-sources",
    operationId: "createNewsSource",
    summary: "Add an RSS or Atom feed to import articles from",
    tags: newsAdminTags,
    access: "admin",
    body: createNewsSourceRequestSchema,
    status: 201,
    response: newsSourceSchema,
    errors: errorResponses(400, 401, 403, 409),
  }),
  deleteNewsSource: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/news-sources/:id",
    operationId: "deleteNewsSource",
    summary: "Stop importing a feed (its articles stay)",
    tags: newsAdminTags,
    access: "admin",
    params: newsSourceIdParamsSchema,
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 401, 403, 404),
  }),
  importAllNewsSources: defineEndpoint({
    method: "POST",
    path: "/api/admin/news-sources/import",
    operationId: "importAllNewsSources",
    summary: "Import the new items of every feed now",
    tags: newsAdminTags,
    access: "admin",
    status: 200,
    response: newsImportResultSchema,
    errors: errorResponses(400, 401, 403),
  }),
  importNewsSource: defineEndpoint({
    method: "POST",
    path: "/api/admin/news-sources/:id/import",
    operationId: "importNewsSource",
    summary: "Import the new items of one feed now",
    tags: newsAdminTags,
    access: "admin",
    params: newsSourceIdParamsSchema,
    status: 200,
    response: newsImportResultSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
};
