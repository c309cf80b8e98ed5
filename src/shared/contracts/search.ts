import { z } from "zod";
import { cursorPage, cursorParam, isoDateTime, pageLimit, safeText } from "./common";
import { feedPostSchema } from "./feed";

/** Longest search the box sends; a longer one is a 400, never a slow query. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** How many of each kind the navigation's dropdown shows. */
export const SEARCH_PREVIEW_SIZE = 5;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;

/** The tabs of /search, in order; each is also the path of its list: /api/search/{tab}. */
export const SEARCH_TABS = ["members", "posts", "articles", "businesses"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

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

export const memberResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  avatar: z.string().nullable(),
});
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
