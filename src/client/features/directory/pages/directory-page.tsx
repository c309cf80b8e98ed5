import {
  DIRECTORY_ALL_CATEGORIES,
  DIRECTORY_ALL_INDUSTRIES,
  DIRECTORY_LOADING_PLACEHOLDERS,
  DIRECTORY_SECTOR_FILTER_VALUES,
  DIRECTORY_SPECIALITY_FILTER_VALUES,
} from "@shared/rules/directory";
import { Building2, Plus, Search } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadMoreSentinel } from "@/components/feedback/load-more-sentinel";
import { PageContainer } from "@/components/layout/page-container";
import { PageLoadError } from "@/components/layout/page-load-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { flattenBusinesses, useBusinesses } from "../api";
import { BusinessCard, BusinessCardSkeleton } from "../components/list/business-card";
import { DirectoryFilterSelect } from "../components/list/directory-filter-select";
import { MyBusinessesCard } from "../components/list/my-businesses-card";
import { TeamInvitationsCard } from "../components/list/team-invitations-card";
import {
  DIRECTORY_TAB_LABELS,
  DIRECTORY_TABS,
  type DirectoryFilters,
  type DirectoryTab,
  directoryFiltersToSearch,
  EMPTY_DIRECTORY_FILTERS,
  hasDirectoryFilters,
  parseDirectoryFilters,
} from "../directory-filters";

const SEARCH_DELAY_MS = 300;

const tabClassName =
  "inline-flex h-9 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs";

/** /businesses: search, the two selects and the tabs live in the address bar, so a search can be shared. */
export function DirectoryPage() {
  useDocumentTitle("Business Directory");
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = parseDirectoryFilters(search);
  const [searchText, setSearchText] = useState(filters.search);

  const setFilters = (next: DirectoryFilters) => {
    const query = directoryFiltersToSearch(next);
    navigate(query ? `/businesses?${query}` : "/businesses", { replace: true });
  };

  // The search box updates the address (and so the list) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing should trigger this
  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => setFilters({ ...filters, search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const query = useBusinesses(filters);
  const businesses = flattenBusinesses(query.data);

  const handleClear = () => {
    setSearchText("");
    setFilters(EMPTY_DIRECTORY_FILTERS);
  };

  return (
    <PageContainer className="grid gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Business Directory</h1>
          <p className="text-muted-foreground">
            Discover trusted businesses in the Netwise community: search by name, service or speciality.
          </p>
        </div>
        <Button asChild>
          <Link href="/business/create">
            <Plus aria-hidden="true" />
            Add Your Business
          </Link>
        </Button>
      </header>

      {user ? <TeamInvitationsCard /> : null}
      {user ? <MyBusinessesCard /> : null}

      <section
        aria-label="Search and filters"
        className="grid gap-3 md:grid-cols-[1fr_14rem_14rem] md:items-end"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="directory-search">Search businesses</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="directory-search"
              type="search"
              className="pl-9"
              placeholder="Search by name, service, tag or city..."
              maxLength={100}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
        </div>
        <DirectoryFilterSelect
          id="directory-category"
          label="Category"
          value={filters.industry}
          allLabel={DIRECTORY_ALL_CATEGORIES}
          options={DIRECTORY_SECTOR_FILTER_VALUES}
          onChange={(industry) => setFilters({ ...filters, industry })}
        />
        <DirectoryFilterSelect
          id="directory-industry"
          label="Industry"
          value={filters.category}
          allLabel={DIRECTORY_ALL_INDUSTRIES}
          options={DIRECTORY_SPECIALITY_FILTER_VALUES}
          onChange={(category) => setFilters({ ...filters, category })}
        />
      </section>

      <Tabs.Root
        value={filters.tab}
        onValueChange={(tab) => setFilters({ ...filters, tab: tab as DirectoryTab })}
      >
        <Tabs.List
          aria-label="Directory views"
          className="flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 sm:w-fit"
        >
          {DIRECTORY_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={tabClassName}>
              {DIRECTORY_TAB_LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {DIRECTORY_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="mt-6 outline-none">
            {tab !== filters.tab ? null : query.isPending ? (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
                <span className="sr-only" role="status">
                  Loading businesses
                </span>
                {Array.from({ length: DIRECTORY_LOADING_PLACEHOLDERS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
                  <BusinessCardSkeleton key={index} />
                ))}
              </div>
            ) : !query.data ? (
              <PageLoadError
                title="We couldn't load the directory"
                error={query.error}
                onRetry={() => void query.refetch()}
              />
            ) : businesses.length === 0 ? (
              <EmptyState
                icon={Building2}
                message={
                  hasDirectoryFilters(filters)
                    ? "No businesses found. Try a different search or clear the filters."
                    : "No businesses are listed yet. Be the first to add yours."
                }
                action={
                  hasDirectoryFilters(filters) ? (
                    <Button variant="outline" onClick={handleClear}>
                      Clear Filters
                    </Button>
                  ) : (
                    <Button asChild>
                      <Link href="/business/create">Add Your Business</Link>
                    </Button>
                  )
                }
                testId="directory-empty"
              />
            ) : (
              <div className="grid gap-6">
                <h2 className="sr-only">{DIRECTORY_TAB_LABELS[tab]}</h2>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {businesses.map((business) => (
                    <li key={business.id}>
                      <BusinessCard business={business} />
                    </li>
                  ))}
                </ul>
                <LoadMoreSentinel
                  hasNextPage={query.hasNextPage}
                  isFetchingNextPage={query.isFetchingNextPage}
                  onLoadMore={() => void query.fetchNextPage()}
                />
              </div>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
