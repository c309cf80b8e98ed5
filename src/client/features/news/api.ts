import type {
  ArticleDetail,
  ArticleEngagement,
  ArticleListItem,
  ArticleListResponse,
} from "@shared/contracts/news";
import { type InfiniteData, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, type CursorPage, getJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";

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

/** The list's query parameters: the 'All' category and empty fields are left out. */
export function articleListParams(filters: ArticleFilters): Record<string, string | undefined> {
  return {
    search: filters.search.trim().slice(0, 100),
    category: filters.category === "all" ? undefined : filters.category,
    featured: filters.featuredOnly ? "true" : undefined,
    from: filters.from,
    to: filters.to,
  };
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
  return useCursorPages<ArticleListItem>({
    queryKey: newsQueryKeys.list(filters),
    path: "/api/articles",
    key: "articles",
    params: articleListParams(filters),
  });
}

export function flattenArticles(data: InfiniteData<CursorPage<ArticleListItem>> | undefined): {
  articles: ArticleListItem[];
  total: number;
} {
  const pages = data?.pages ?? [];
  return { articles: pages.flatMap((page) => page.items), total: pages[0]?.total ?? 0 };
}

/** One article for a signed-in member. The spec allows an array answer: its first element is used. */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: newsQueryKeys.article(slug),
    queryFn: async ({ signal }) => {
      const body = await getJson<ArticleDetail | ArticleDetail[]>(
        `/api/articles/${encodeURIComponent(slug)}`,
        signal,
      );
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
