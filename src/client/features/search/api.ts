import type { FeedPost } from "@shared/contracts/feed";
import {
  type ArticleResult,
  type BusinessResult,
  type MemberResult,
  SEARCH_COUNT_MAX,
  type SearchKind,
  type SearchTab,
  searchEndpoints,
} from "@shared/contracts/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, useList } from "@/lib/endpoint-client";
import type { useCursorPages } from "@/lib/use-cursor-pages";

/** Fewer letters than this are not sent: a one-letter prefix matches most of every index. */
export const SEARCH_MIN_LENGTH = 2;

/** What each kind is called on its tab, its section and in the dropdown. */
export const KIND_LABELS: Record<SearchKind, string> = {
  members: "Members",
  posts: "Posts",
  articles: "Articles",
  businesses: "Businesses",
};

export const searchQueryKeys = {
  all: ["/api/search"] as const,
  preview: (q: string) => ["/api/search", "preview", q] as const,
  counts: (q: string) => ["/api/search", "counts", q] as const,
  tab: (kind: SearchKind, q: string) => ["/api/search", kind, q] as const,
};

/** The navigation's dropdown and the All tab; the previous answer stays on screen while the next one loads. */
export function useSearchPreview(q: string, minLength = SEARCH_MIN_LENGTH) {
  const text = q.trim();
  return useQuery({
    queryKey: searchQueryKeys.preview(text),
    queryFn: ({ signal }) => call(searchEndpoints.searchPreview, { query: { q: text } }, { signal }),
    enabled: text.length >= Math.max(minLength, 1),
    placeholderData: keepPreviousData,
  });
}

/** How many of each kind match (each stops at SEARCH_COUNT_MAX + 1). */
export function useSearchCounts(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: searchQueryKeys.counts(text),
    queryFn: ({ signal }) => call(searchEndpoints.countSearchResults, { query: { q: text } }, { signal }),
    enabled: text.length > 0,
  });
}

/** A count as a tab shows it: "99+" past the cap. */
export function countLabel(count: number): string {
  return count > SEARCH_COUNT_MAX ? `${SEARCH_COUNT_MAX}+` : String(count);
}

export type SearchResultOf = {
  members: MemberResult;
  posts: FeedPost;
  articles: ArticleResult;
  businesses: BusinessResult;
};

const kindEndpoints = {
  members: searchEndpoints.searchMembers,
  posts: searchEndpoints.searchPosts,
  articles: searchEndpoints.searchArticles,
  businesses: searchEndpoints.searchBusinesses,
} as const;

/** One kind's tab of /search, page by page. */
export function useSearchTab<Kind extends SearchKind>(kind: Kind, q: string) {
  const text = q.trim();
  // Each kind's endpoint lists that kind's items: the union of the four narrows back to this one.
  return useList(
    kindEndpoints[kind] as (typeof kindEndpoints)[SearchKind],
    { q: text },
    {
      queryKey: searchQueryKeys.tab(kind, text),
      enabled: text.length > 0,
    },
  ) as unknown as ReturnType<typeof useCursorPages<SearchResultOf[Kind]>>;
}

/** The page of all results for a search, on a tab (All unless another is asked for). */
export function searchPageHref(q: string, tab: SearchTab = "all") {
  const params = new URLSearchParams({ q: q.trim() });
  if (tab !== "all") params.set("tab", tab);
  return `/search?${params.toString()}`;
}
