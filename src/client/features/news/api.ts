import {
  type ArticleDetail,
  type ArticleListItem,
  type ArticleListQuery,
  newsEndpoints,
} from "@shared/contracts/news";
import { type InfiniteData, useMutation, useQuery } from "@tanstack/react-query";
import type { CursorPage } from "@/lib/api-request";
import { call, useList } from "@/lib/endpoint-client";
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

/** The list's query parameters: the 'All' category and empty fields are left out. */
export function articleListParams(filters: ArticleFilters): Omit<ArticleListQuery, "cursor"> {
  return {
    search: filters.search.trim().slice(0, 100),
    category: filters.category === "all" ? undefined : (filters.category as ArticleListQuery["category"]),
    featured: filters.featuredOnly ? "true" : undefined,
    from: filters.from,
    to: filters.to,
  };
}

/** The newest `count` published articles (the feed's Latest industry news). */
export function useLatestArticles(count: number) {
  return useQuery({
    queryKey: newsQueryKeys.latest(count),
    queryFn: ({ signal }) => call(newsEndpoints.listArticles, { query: { limit: count } }, { signal }),
  });
}

/** The news list, page by page ('Load more'); the total comes with the first page. */
export function useArticles(filters: ArticleFilters) {
  return useList(newsEndpoints.listArticles, articleListParams(filters), {
    queryKey: newsQueryKeys.list(filters),
  });
}

export function flattenArticles(data: InfiniteData<CursorPage<ArticleListItem>> | undefined): {
  articles: ArticleListItem[];
  total: number;
} {
  const pages = data?.pages ?? [];
  return { articles: pages.flatMap((page) => page.items), total: pages[0]?.total ?? 0 };
}

/** One article: the whole of it for a member, the teaser for a visitor. */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: newsQueryKeys.article(slug),
    queryFn: ({ signal }) => call(newsEndpoints.readArticle, { params: { slug } }, { signal }),
  });
}

export type ReactionChange =
  | { kind: "like" | "bookmark"; on: boolean }
  | { kind: "share"; channel: ShareChannel };
export type ShareChannel = "device" | "clipboard" | "link";

/** Like, unlike, bookmark, unbookmark or record a share; the answer updates the article's counts. */
export function useArticleReaction(article: Pick<ArticleDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: (change: ReactionChange) => {
      const params = { id: article.id };
      if (change.kind === "share") {
        return call(newsEndpoints.shareArticle, { params, body: { channel: change.channel } });
      }
      const endpoint =
        change.kind === "like"
          ? change.on
            ? newsEndpoints.likeArticle
            : newsEndpoints.unlikeArticle
          : change.on
            ? newsEndpoints.bookmarkArticle
            : newsEndpoints.unbookmarkArticle;
      return call(endpoint, { params });
    },
    onSuccess: (engagement) => {
      queryClient.setQueryData<ArticleDetail>(newsQueryKeys.article(article.slug), (current) =>
        current ? { ...current, engagement } : current,
      );
    },
  });
}
