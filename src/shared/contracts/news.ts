import { z } from "zod";
import { NEWS_CATEGORIES, NEWS_CATEGORY_ALL } from "../rules/news";
import {
  calendarDate,
  cursorPage,
  cursorParam,
  errorResponses,
  httpUrl,
  idParams,
  isoDateTime,
  pageLimit,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";

/** Page size of the news list: 20 unless asked, at most 50. */
export const ARTICLE_PAGE_SIZE = 20;
export const ARTICLE_PAGE_SIZE_MAX = 50;
export const ARTICLE_SEARCH_MAX = 100;
/** Characters of content shown under a title in the list. */
export const ARTICLE_EXCERPT_LENGTH = 200;

const articlePageLimit = pageLimit(ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE_MAX);

/** GET /api/articles: search on title or tags, the spec's categories, the Filter panel, keyset paging. */
export const articleListQuerySchema = z
  .strictObject({
    search: safeText(ARTICLE_SEARCH_MAX).trim().optional(),
    category: z
      .enum([NEWS_CATEGORY_ALL, ...NEWS_CATEGORIES], {
        error: `Category must be one of: ${[NEWS_CATEGORY_ALL, ...NEWS_CATEGORIES].join(", ")}`,
      })
      .optional(),
    featured: z.enum(["true", "false"], { error: "Featured must be true or false" }).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    limit: articlePageLimit,
    cursor: cursorParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must not be after the end date",
    path: ["from"],
  });
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;
export type ArticleListQueryParsed = z.output<typeof articleListQuerySchema>;

/** The article fields of docs/product.md, Data shared by the list and the page. */
const articleFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  heroImage: z.string().nullable(),
  /** Minutes: content length divided by 200, rounded up. */
  readTime: z.number().int(),
  trending: z.boolean(),
  is_featured: z.boolean(),
  publishedAt: isoDateTime,
  /** The original web page of an imported article. */
  url: z.string().nullable(),
};

export const articleListItemSchema = z.object({
  ...articleFields,
  /** The first characters of the content, cut at a word. */
  excerpt: z.string(),
});
export type ArticleListItem = z.input<typeof articleListItemSchema>;

export const articleListResponseSchema = cursorPage("articles", articleListItemSchema).extend({
  /** All articles matching the filters (not just this page); null on later pages (the first page's stands). */
  total: z.number().int().nullable(),
});
export type ArticleListResponse = z.input<typeof articleListResponseSchema>;

/** A member's likes, bookmarks and shares of one article, with everyone's counts. */
export const articleEngagementSchema = z.object({
  likes: z.number().int(),
  bookmarks: z.number().int(),
  shares: z.number().int(),
  likedByMe: z.boolean(),
  bookmarkedByMe: z.boolean(),
  sharedByMe: z.boolean(),
});
export type ArticleEngagement = z.input<typeof articleEngagementSchema>;

export const articleDetailSchema = z.object({
  ...articleFields,
  content: z.string(),
  engagement: articleEngagementSchema,
});
export type ArticleDetail = z.input<typeof articleDetailSchema>;

export const articleSlugParamsSchema = z.strictObject({
  slug: safeText(200).min(1, "Slug is required"),
});

export const articleIdParamsSchema = idParams("Article id");

export const shareArticleRequestSchema = z
  .strictObject({
    channel: z.enum(["device", "clipboard", "link"], { error: "Unknown share channel" }).optional(),
  })
  .nullish();

export const bookmarkListQuerySchema = z.strictObject({
  limit: articlePageLimit,
  cursor: cursorParam,
});

export const bookmarkListResponseSchema = cursorPage(
  "articles",
  articleListItemSchema.extend({ bookmarkedAt: isoDateTime }),
);
export type BookmarkListResponse = z.input<typeof bookmarkListResponseSchema>;

/** Admin: an RSS or Atom feed whose new items are imported as articles. */
export const createNewsSourceRequestSchema = z.strictObject({
  url: httpUrl.pipe(safeText(2048)),
  name: safeText(120).trim().optional(),
  category: z
    .enum(NEWS_CATEGORIES, { error: `Category must be one of: ${NEWS_CATEGORIES.join(", ")}` })
    .optional(),
});
export type CreateNewsSourceRequest = z.input<typeof createNewsSourceRequestSchema>;

export const newsSourceSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string().nullable(),
  category: z.string(),
  lastFetchedAt: isoDateTime.nullable(),
  lastImportedCount: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
});
export type NewsSource = z.input<typeof newsSourceSchema>;

/** Sources are listed oldest first, keyset paged by id on the one envelope (decision 0014). */
export const newsSourceListQuerySchema = z.strictObject({
  limit: articlePageLimit,
  cursor: cursorParam,
});

export const newsSourceListResponseSchema = cursorPage("sources", newsSourceSchema);

export const newsSourceIdParamsSchema = articleIdParamsSchema;

export const newsImportResultSchema = z.object({
  sources: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      imported: z.number().int(),
      error: z.string().nullable(),
    }),
  ),
});
export type NewsImportResult = z.input<typeof newsImportResultSchema>;

const newsTags = ["news"] as const;

/** The Industry News calls (decision 0018); the admin's article and source calls are in `news-admin.ts`. */
export const newsEndpoints = {
  listArticles: defineEndpoint({
    method: "GET",
    path: "/api/articles",
    operationId: "listArticles",
    summary: "Published articles, newest first: search, category, featured and date filters",
    tags: newsTags,
    access: "public",
    query: articleListQuerySchema,
    status: 200,
    response: articleListResponseSchema,
    errors: errorResponses(400),
    list: "articles",
  }),
  listBookmarkedArticles: defineEndpoint({
    method: "GET",
    path: "/api/articles/bookmarked",
    operationId: "listBookmarkedArticles",
    summary: "The signed-in member's bookmarked articles, last bookmarked first",
    tags: newsTags,
    access: "member",
    query: bookmarkListQuerySchema,
    status: 200,
    response: bookmarkListResponseSchema,
    errors: errorResponses(400, 401),
    list: "articles",
  }),
  readArticle: defineEndpoint({
    method: "GET",
    path: "/api/articles/:slug",
    operationId: "readArticle",
    summary: "One article with its likes, bookmarks and shares (and the member's own, when signed in)",
    tags: newsTags,
    access: "public",
    params: articleSlugParamsSchema,
    status: 200,
    response: articleDetailSchema,
    errors: errorResponses(400, 404),
  }),
  likeArticle: defineEndpoint({
    method: "PUT",
    path: "/api/articles/:id/like",
    operationId: "likeArticle",
    summary: "Like an article",
    tags: newsTags,
    access: "member",
    params: articleIdParamsSchema,
    status: 200,
    response: articleEngagementSchema,
    errors: errorResponses(400, 401, 404),
  }),
  unlikeArticle: defineEndpoint({
    method: "DELETE",
    path: "/api/articles/:id/like",
    operationId: "unlikeArticle",
    summary: "Take back a like",
    tags: newsTags,
    access: "member",
    params: articleIdParamsSchema,
    status: 200,
    response: articleEngagementSchema,
    errors: errorResponses(400, 401, 404),
  }),
  bookmarkArticle: defineEndpoint({
    method: "PUT",
    path: "/api/articles/:id/bookmark",
    operationId: "bookmarkArticle",
    summary: "Bookmark an article",
    tags: newsTags,
    access: "member",
    params: articleIdParamsSchema,
    status: 200,
    response: articleEngagementSchema,
    errors: errorResponses(400, 401, 404),
  }),
  unbookmarkArticle: defineEndpoint({
    method: "DELETE",
    path: "/api/articles/:id/bookmark",
    operationId: "unbookmarkArticle",
    summary: "Remove a bookmark",
    tags: newsTags,
    access: "member",
    params: articleIdParamsSchema,
    status: 200,
    response: articleEngagementSchema,
    errors: errorResponses(400, 401, 404),
  }),
  shareArticle: defineEndpoint({
    method: "POST",
    path: "/api/articles/:id/share",
    operationId: "shareArticle",
    summary: "Record that the member shared an article, and how",
    tags: newsTags,
    access: "member",
    params: articleIdParamsSchema,
    body: shareArticleRequestSchema,
    status: 200,
    response: articleEngagementSchema,
    errors: errorResponses(400, 401, 404),
  }),
};
