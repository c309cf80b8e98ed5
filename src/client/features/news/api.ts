import type {
  ArticleDetail,
  ArticleEngagement,
  ArticleListItem,
  ArticleListResponse,
} from "@shared/contracts/news";
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** What the news list asks for: the search box, the category select and the Filter panel. */
export type ArticleFilters = {
  search: string;
  category: string;
  featuredOnly: boolean;
  from: string;
  to: string;
};

export const EMPTY_FILTERS: ArticleFilters = {
  search: "",
  category: "all",
  featuredOnly: false,
  from: "",
  to: "",
};

export const newsQueryKeys = {
  all: ["/api/articles"] as const,
  list: (filters: ArticleFilters) => ["/api/articles", "list", filters] as const,
  article: (slug: string) => ["/api/articles", "detail", slug] as const,
  latest: (count: number) => ["/api/articles", "latest", count] as const,
};

export function articleListUrl(filters: ArticleFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  const search = filters.search.trim().slice(0, 100);
  if (search) params.set("search", search);
  if (filters.category !== "all") params.set("category", filters.category);
  if (filters.featuredOnly) params.set("featured", "true");
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/api/articles?${query}` : "/api/articles";
}

/** The newest `count` published articles (the feed's Latest industry news). */
export function useLatestArticles(count: number) {
  return useQuery<ArticleListResponse>({
    queryKey: newsQueryKeys.latest(count),
    queryFn: ({ signal }) => getJson<ArticleListResponse>(`/api/articles?limit=${count}`, signal),
  });
}

/** The news list, page by page ('Load more'); the total comes with the first page. */
export function useArticles(filters: ArticleFilters) {
  return useInfiniteQuery({
    queryKey: newsQueryKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => {
      const response = await fetch(articleListUrl(filters, pageParam), { credentials: "include", signal });
      if (!response.ok) {
        const text = (await response.text().catch(() => "")) || response.statusText;
        throw new Error(`${response.status}: ${text}`);
      }
      return (await response.json()) as ArticleListResponse;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function flattenArticles(data: InfiniteData<ArticleListResponse> | undefined): {
  articles: ArticleListItem[];
  total: number;
} {
  const pages = data?.pages ?? [];
  return { articles: pages.flatMap((page) => page.articles), total: pages[0]?.total ?? 0 };
}

/** One article for a signed-in member. The spec allows an array answer: its first element is used. */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: newsQueryKeys.article(slug),
    queryFn: async ({ signal }) => {
      const response = await fetch(`/api/articles/${encodeURIComponent(slug)}`, {
        credentials: "include",
        signal,
      });
      if (!response.ok) {
        const text = (await response.text().catch(() => "")) || response.statusText;
        throw new Error(`${response.status}: ${text}`);
      }
      const body = (await response.json()) as ArticleDetail | ArticleDetail[];
      const article = Array.isArray(body) ? body[0] : body;
      if (!article) throw new Error("404: Article not found.");
      return article;
    },
  });
}

export type ReactionChange =
  | { kind: "like" | "bookmark"; on: boolean }
  | { kind: "share"; channel: ShareChannel };
export type ShareChannel = "device" | "clipboard" | "link";

/** Like, unlike, bookmark, unbookmark or record a share; the answer updates the article's counts. */
export function useArticleReaction(article: Pick<ArticleDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: async (change: ReactionChange) => {
      const url = `/api/articles/${article.id}/${change.kind}`;
      const response =
        change.kind === "share"
          ? await apiRequest("POST", url, { channel: change.channel })
          : await apiRequest(change.on ? "PUT" : "DELETE", url);
      return (await response.json()) as ArticleEngagement;
    },
    onSuccess: (engagement) => {
      queryClient.setQueryData<ArticleDetail>(newsQueryKeys.article(article.slug), (current) =>
        current ? { ...current, engagement } : current,
      );
    },
  });
}
