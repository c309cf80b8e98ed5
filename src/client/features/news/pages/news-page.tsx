import { NEWS_CATEGORY_OPTIONS } from "@shared/rules/news";
import { Newspaper, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { PageLoadError } from "@/components/layout/page-load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { type ArticleFilters, EMPTY_FILTERS, flattenArticles, useArticles } from "../api";
import { ArticleCard, ArticleCardSkeleton } from "../components/article-card";
import { FilterPanel } from "../components/filter-panel";
import { TrendingTopics } from "../components/trending-topics";

const SEARCH_DELAY_MS = 300;

function categoryLabel(option: string): string {
  return option === "all" ? "All Categories" : option;
}

function countText(total: number, category: string): string {
  const noun = total === 1 ? "article" : "articles";
  const base = `Showing ${total.toLocaleString("en-US")} ${noun}`;
  return category === "all" ? base : `${base} in ${category}`;
}

export function NewsPage() {
  useDocumentTitle("Industry News");
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState<ArticleFilters>(EMPTY_FILTERS);

  // The search box updates the list once typing pauses.
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((current) => ({ ...current, search: searchText })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const query = useArticles(filters);
  const { articles, total } = flattenArticles(query.data);
  const hasFilters =
    filters.search.trim() !== "" ||
    filters.category !== "all" ||
    filters.featuredOnly ||
    filters.from ||
    filters.to;

  function handleTopic(topic: string) {
    setSearchText(topic);
    setFilters((current) => ({ ...current, search: topic }));
  }

  function handleClearAll() {
    setSearchText("");
    setFilters(EMPTY_FILTERS);
  }

  return (
    <PageContainer>
      <header className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Industry News</h1>
        <p className="text-muted-foreground">
          Stay current with technology, business, finance, sales, leadership and security.
        </p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
        <section aria-label="Articles" className="grid min-w-0 content-start gap-5">
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
            <div className="grid gap-1.5">
              <Label htmlFor="news-search">Search articles</Label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id="news-search"
                  type="search"
                  className="pl-9"
                  placeholder="Search by title or tag..."
                  maxLength={100}
                  value={searchText}
                  onChange={(event) => setSearchText(event.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="news-category">Category</Label>
              <Select
                value={filters.category}
                onValueChange={(category) => setFilters((current) => ({ ...current, category }))}
              >
                <SelectTrigger id="news-category">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {NEWS_CATEGORY_OPTIONS.map((option) => (
                    <SelectItem key={option} value={option}>
                      {categoryLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <FilterPanel
              value={filters}
              onApply={(panel) => setFilters((current) => ({ ...current, ...panel }))}
            />
          </div>

          <div
            className="min-h-5 text-sm text-muted-foreground"
            aria-live="polite"
            data-testid="article-count"
          >
            {query.isPending ? (
              <Skeleton className="h-4 w-40" />
            ) : query.data ? (
              countText(total, filters.category)
            ) : null}
          </div>

          {query.isPending ? (
            <div className="grid gap-4" aria-busy="true">
              <span className="sr-only" role="status">
                Loading articles
              </span>
              {[0, 1, 2, 3].map((key) => (
                <ArticleCardSkeleton key={key} />
              ))}
            </div>
          ) : !query.data ? (
            <PageLoadError
              title="We couldn't load the articles"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : articles.length === 0 ? (
            <Card className="grid justify-items-center gap-3 px-6 py-12 text-center">
              <Newspaper aria-hidden="true" className="size-8 text-muted-foreground" />
              <h2 className="text-lg font-semibold">No articles found</h2>
              <p className="text-sm text-muted-foreground">
                Try another search or category, or clear the filters.
              </p>
              {hasFilters ? (
                <Button variant="outline" onClick={handleClearAll}>
                  Clear search and filters
                </Button>
              ) : null}
            </Card>
          ) : (
            <>
              <ul className="grid gap-4">
                {articles.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
              {query.isFetchNextPageError ? (
                <p className="text-center text-sm text-destructive" role="alert">
                  More articles could not be loaded. Try again.
                </p>
              ) : null}
              {query.hasNextPage ? (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? (
                    <Spinner className="size-4" label="Loading more articles" />
                  ) : null}
                  {query.isFetchingNextPage ? "Loading..." : "Load more articles"}
                </Button>
              ) : null}
            </>
          )}
        </section>

        <aside className="order-first lg:order-none" aria-label="Trending topics">
          <TrendingTopics onPick={handleTopic} active={filters.search} />
        </aside>
      </div>
    </PageContainer>
  );
}
