import type { FeedPost } from "@shared/contracts/feed";
import type {
  ArticleResult,
  BusinessResult,
  MemberResult,
  SearchPreview,
  SearchTab,
} from "@shared/contracts/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { useCursorPages } from "@/lib/use-cursor-pages";

/** Fewer letters than this are not sent: a one-letter prefix matches most of every index. */
export const SEARCH_MIN_LENGTH = 2;

export const searchQueryKeys = {
  all: ["/api/search"] as const,
  preview: (q: string) => ["/api/search", "preview", q] as const,
  tab: (tab: SearchTab, q: string) => ["/api/search", tab, q] as const,
};

/** The navigation's dropdown; the previous answer stays on screen while the next one loads. */
export function useSearchPreview(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: searchQueryKeys.preview(text),
    queryFn: ({ signal }) => getJson<SearchPreview>(`/api/search?q=${encodeURIComponent(text)}`, signal),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export type SearchResultOf = {
  members: MemberResult;
  posts: FeedPost;
  articles: ArticleResult;
  businesses: BusinessResult;
};

/** One tab of /search, page by page. */
export function useSearchTab<Tab extends SearchTab>(tab: Tab, q: string) {
  const text = q.trim();
  return useCursorPages<SearchResultOf[Tab]>({
    queryKey: searchQueryKeys.tab(tab, text),
    path: `/api/search/${tab}`,
    key: tab,
    params: { q: text },
    enabled: text.length > 0,
  });
}

/** The page of all results for a search, on a tab. */
export function searchPageHref(q: string, tab: SearchTab = "members") {
  return `/search?${new URLSearchParams({ q: q.trim(), tab }).toString()}`;
}
