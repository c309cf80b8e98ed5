import { z } from "zod";
import { cursorPage, cursorParam, errorResponses, isoDateTime, pageLimit, safeText } from "./common";
import { defineEndpoint } from "./endpoint";
import { feedPostSchema } from "./feed";
import { memberSummarySchema } from "./members";

/** Longest search the box sends; a longer one is a 400, never a slow query. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** How many of each kind the navigation's dropdown shows. */
export const SEARCH_PREVIEW_SIZE = 5;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;

/** The kinds a search finds, in order; each is also the path of its list: /api/search/{kind}. */
export const SEARCH_KINDS = ["members", "posts", "articles", "businesses"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The tabs of /search: All (the default: a section per kind), then one per kind. */
export const SEARCH_TABS = ["all", ...SEARCH_KINDS] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
/** Counts stop here: a kind with more matches answers SEARCH_COUNT_MAX + 1, shown as "99+". */
export const SEARCH_COUNT_MAX = 99;

const searchText = z
  .string({ error: "Search is required" })
  .trim()
  .min(1, "Search is required")
  .max(SEARCH_QUERY_MAX_LENGTH, `Search must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
  .pipe(safeText(SEARCH_QUERY_MAX_LENGTH));

/** GET /api/search: the dropdown's few results of each kind. */
export const searchPreviewQuerySchema = z.strictObject({ q: searchText });
export type SearchPreviewQuery = z.output<typeof searchPreviewQuerySchema>;

/** GET /api/search/{tab}: one keyset page of one kind. */
export const searchPageQuerySchema = z.strictObject({
  q: searchText,
  limit: pageLimit(SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX),
  cursor: cursorParam,
});
export type SearchPageQuery = z.output<typeof searchPageQuerySchema>;

/** One member found; `name` is the joined name the search matched. */
export const memberResultSchema = memberSummarySchema.extend({ name: z.string() });
export type MemberResult = z.input<typeof memberResultSchema>;

export const articleResultSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  category: z.string(),
  publishedAt: isoDateTime,
});
export type ArticleResult = z.input<typeof articleResultSchema>;

export const businessResultSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  category: z.string(),
  industry: z.string().nullable(),
  city: z.string().nullable(),
  shortDescription: z.string().nullable(),
  isVerified: z.boolean(),
});
export type BusinessResult = z.input<typeof businessResultSchema>;

export const memberResultPageSchema = cursorPage("members", memberResultSchema);
export const postResultPageSchema = cursorPage("posts", feedPostSchema);
export const articleResultPageSchema = cursorPage("articles", articleResultSchema);
export const businessResultPageSchema = cursorPage("businesses", businessResultSchema);

/** The dropdown: up to SEARCH_PREVIEW_SIZE of each kind, best first. */
export const searchPreviewSchema = z.object({
  members: z.array(memberResultSchema),
  posts: z.array(feedPostSchema),
  articles: z.array(articleResultSchema),
  businesses: z.array(businessResultSchema),
});
export type SearchPreview = z.input<typeof searchPreviewSchema>;

/** GET /api/search/counts: how many of each kind match, each counted no further than SEARCH_COUNT_MAX + 1. */
export const searchCountsSchema = z.object({
  members: z.number().int(),
  posts: z.number().int(),
  articles: z.number().int(),
  businesses: z.number().int(),
});
export type SearchCounts = z.input<typeof searchCountsSchema>;

const searchTags = ["search"] as const;

/** The one search box's calls (decision 0015, written as decision 0018 asks); anyone may search. */
export const searchEndpoints = {
  searchPreview: defineEndpoint({
    method: "GET",
    path: "/api/search",
    operationId: "searchPreview",
    summary:
      "The first few members, posts, articles and businesses matching a search (the dropdown, the All tab)",
    tags: searchTags,
    access: "public",
    query: searchPreviewQuerySchema,
    status: 200,
    response: searchPreviewSchema,
    errors: errorResponses(400),
  }),
  countSearchResults: defineEndpoint({
    method: "GET",
    path: "/api/search/counts",
    operationId: "countSearchResults",
    summary: "How many members, posts, articles and businesses match a search (capped: over 99 is 100)",
    tags: searchTags,
    access: "public",
    query: searchPreviewQuerySchema,
    status: 200,
    response: searchCountsSchema,
    errors: errorResponses(400),
  }),
  searchMembers: defineEndpoint({
    method: "GET",
    path: "/api/search/members",
    operationId: "searchMembers",
    summary: "Members matching a search: every word in their name, title, company, skills or location",
    tags: searchTags,
    access: "public",
    query: searchPageQuerySchema,
    status: 200,
    response: memberResultPageSchema,
    errors: errorResponses(400),
    list: "members",
  }),
  searchPosts: defineEndpoint({
    method: "GET",
    path: "/api/search/posts",
    operationId: "searchPosts",
    summary: "Published posts matching a search, newest first",
    tags: searchTags,
    access: "public",
    query: searchPageQuerySchema,
    status: 200,
    response: postResultPageSchema,
    errors: errorResponses(400),
    list: "posts",
  }),
  searchArticles: defineEndpoint({
    method: "GET",
    path: "/api/search/articles",
    operationId: "searchArticles",
    summary: "Published articles whose title or tags hold every word of a search, newest first",
    tags: searchTags,
    access: "public",
    query: searchPageQuerySchema,
    status: 200,
    response: articleResultPageSchema,
    errors: errorResponses(400),
    list: "articles",
  }),
  searchBusinesses: defineEndpoint({
    method: "GET",
    path: "/api/search/businesses",
    operationId: "searchBusinesses",
    summary: "Visible businesses matching a search, as the directory finds them",
    tags: searchTags,
    access: "public",
    query: searchPageQuerySchema,
    status: 200,
    response: businessResultPageSchema,
    errors: errorResponses(400),
    list: "businesses",
  }),
};
