import type { FeedPost } from "@shared/contracts/feed";
import {
  type ArticleResult,
  type BusinessResult,
  type MemberResult,
  SEARCH_COUNT_MAX,
  type SearchKind,
  searchEndpoints,
} from "@shared/contracts/search";
import { useQuery } from "@tanstack/react-query";
import { call, useList } from "@/lib/endpoint-client";
import type { useCursorPages } from "@/lib/use-cursor-pages";
import { searchQueryKeys } from "./preview-api";

export {
  KIND_LABELS,
  SEARCH_MIN_LENGTH,
  searchPageHref,
  searchQueryKeys,
  useSearchPreview,
} from "./preview-api";

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
