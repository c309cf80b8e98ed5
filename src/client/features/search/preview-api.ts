import type { SearchKind, SearchPreview, SearchTab } from "@shared/contracts/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";

// The navigation's search box is in the layout, on every page with the landing page: its preview call
// stays on apiRequest, because importing `searchEndpoints` would bring zod and the search schemas into
// the landing page's JavaScript (163 KB gzipped against the 130 KB budget; decision 0018,
// "Consequences"). The rest of search calls through its endpoint definitions (api.ts).

/** `searchEndpoints.searchPreview.path`, written out here (preview-api.test.ts checks they agree). */
export const SEARCH_PREVIEW_PATH = "/api/search";

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
    queryFn: async () =>
      (await (
        await apiRequest("GET", `${SEARCH_PREVIEW_PATH}?${new URLSearchParams({ q: text })}`)
      ).json()) as SearchPreview,
    enabled: text.length >= Math.max(minLength, 1),
    placeholderData: keepPreviousData,
  });
}

/** The page of all results for a search, on a tab (All unless another is asked for). */
export function searchPageHref(q: string, tab: SearchTab = "all") {
  const params = new URLSearchParams({ q: q.trim() });
  if (tab !== "all") params.set("tab", tab);
  return `/search?${params.toString()}`;
}
