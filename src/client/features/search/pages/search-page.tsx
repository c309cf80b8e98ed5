import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TABS, type SearchTab } from "@shared/contracts/search";
import { Search } from "lucide-react";
import { Tabs } from "radix-ui";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDocumentTitle } from "@/lib/use-document-title";
import { countLabel, KIND_LABELS, searchPageHref, useSearchCounts } from "../api";
import { SearchAllPanel } from "../components/search-all-panel";
import { SearchTabPanel } from "../components/search-tab-panel";

const TAB_LABELS: Record<SearchTab, string> = { all: "All", ...KIND_LABELS };

const triggerClassName =
  "relative inline-flex h-9 shrink-0 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs";

const isTab = (value: string | null): value is SearchTab => SEARCH_TABS.includes(value as SearchTab);

/**
 * /search?q=&tab=: every result of a search. All (the default) holds a section per kind, the kinds
 * with results first; each kind has its own keyset-paged tab; every tab shows its count. The URL
 * holds the search and the tab.
 */
export function SearchPage() {
  const params = new URLSearchParams(useSearch());
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const tabParam = params.get("tab");
  const tab: SearchTab = isTab(tabParam) ? tabParam : "all";
  const counts = useSearchCounts(q);
  const [, navigate] = useLocation();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useDocumentTitle(q ? `Search: ${q}` : "Search");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) navigate(searchPageHref(text, tab));
  }

  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{q ? `Results for “${q}”` : "Search"}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark around the form, as the <search> element would be. */}
      <form role="search" onSubmit={handleSubmit} className="flex gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          Search members, posts, articles and businesses
        </label>
        <Input
          id="search-page-input"
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search members, posts, articles and businesses"
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {q ? (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => navigate(searchPageHref(q, value as SearchTab), { replace: true })}
          className="grid min-w-0 gap-4"
        >
          <Tabs.List
            aria-label="Kinds of results"
            className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1"
          >
            {SEARCH_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} className={triggerClassName}>
                {TAB_LABELS[value]}
                {value !== "all" && counts.data ? (
                  <span
                    className="ml-1.5 rounded-full bg-muted px-1.5 text-xs tabular-nums"
                    data-testid={`search-count-${value}`}
                  >
                    <span className="sr-only">, </span>
                    {countLabel(counts.data[value])}
                  </span>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {SEARCH_TABS.map((value) => (
            <Tabs.Content key={value} value={value} className="grid min-w-0 gap-3 outline-none">
              {value !== tab ? null : value === "all" ? (
                <SearchAllPanel q={q} counts={counts.data} />
              ) : (
                <SearchTabPanel tab={value} q={q} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <EmptyState
          icon={Search}
          message="Type a name, a skill, a company or a topic to find members, posts, articles and businesses."
        />
      )}
    </PageContainer>
  );
}
