import { BUSINESS_SEARCH_MAX } from "@shared/contracts/directory";
import { BUSINESS_CATEGORIES, BUSINESS_INDUSTRIES } from "@shared/rules/directory";

export const DIRECTORY_TABS = ["all", "featured", "verified"] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];
export const DIRECTORY_TAB_LABELS: Record<DirectoryTab, string> = {
  all: "All Businesses",
  featured: "Featured",
  verified: "Verified",
};

/**
 * What the directory shows, kept in the address bar so a search can be shared:
 * `?search=...&industry=Technology&category=Software+Development&tab=featured`.
 */
export type DirectoryFilters = { search: string; industry: string; category: string; tab: DirectoryTab };

export const EMPTY_DIRECTORY_FILTERS: DirectoryFilters = {
  search: "",
  industry: "",
  category: "",
  tab: "all",
};

const oneOf = (options: readonly string[], value: string | null) =>
  value && options.includes(value) ? value : "";

/** Filters from a query string; unknown values are dropped rather than sent. */
export function parseDirectoryFilters(search: string): DirectoryFilters {
  const params = new URLSearchParams(search);
  const tab = params.get("tab");
  return {
    search: (params.get("search") ?? "").slice(0, BUSINESS_SEARCH_MAX),
    industry: oneOf(BUSINESS_INDUSTRIES, params.get("industry")),
    category: oneOf(BUSINESS_CATEGORIES, params.get("category")),
    tab: DIRECTORY_TABS.includes(tab as DirectoryTab) ? (tab as DirectoryTab) : "all",
  };
}

/** The query string of the page's address: only what differs from the defaults. */
export function directoryFiltersToSearch(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("search", filters.search);
  if (filters.industry) params.set("industry", filters.industry);
  if (filters.category) params.set("category", filters.category);
  if (filters.tab !== "all") params.set("tab", filters.tab);
  return params.toString();
}

/** The API's parameters: the 'All' options and the All Businesses tab are simply left out. */
export function directoryApiParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.industry) params.set("industry", filters.industry);
  if (filters.category) params.set("category", filters.category);
  if (filters.tab === "featured") params.set("featured", "true");
  if (filters.tab === "verified") params.set("verified", "true");
  return params;
}

export function hasDirectoryFilters(filters: DirectoryFilters): boolean {
  return (
    filters.search.trim() !== "" ||
    filters.industry !== "" ||
    filters.category !== "" ||
    filters.tab !== "all"
  );
}
