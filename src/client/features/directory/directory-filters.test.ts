import { describe, expect, it } from "vitest";
import {
  directoryApiParams,
  directoryFiltersToSearch,
  EMPTY_DIRECTORY_FILTERS,
  hasDirectoryFilters,
  parseDirectoryFilters,
} from "./directory-filters";

describe("directory filters in the address bar", () => {
  it("round-trips search, both selects and the tab", () => {
    const filters = {
      search: "seo & ads",
      industry: "Technology",
      category: "Software Development",
      tab: "featured" as const,
    };
    const search = directoryFiltersToSearch(filters);
    expect(search).toBe("search=seo+%26+ads&industry=Technology&category=Software+Development&tab=featured");
    expect(parseDirectoryFilters(`?${search}`)).toEqual(filters);
  });

  it("drops unknown values and leaves the defaults out", () => {
    expect(parseDirectoryFilters("?industry=Nope&category=Technology&tab=x")).toEqual(
      EMPTY_DIRECTORY_FILTERS,
    );
    expect(directoryFiltersToSearch(EMPTY_DIRECTORY_FILTERS)).toBe("");
    expect(hasDirectoryFilters(EMPTY_DIRECTORY_FILTERS)).toBe(false);
  });

  it("sends each select's value to the API parameter of the field it belongs to, and the tab as a flag", () => {
    const params = directoryApiParams({
      search: " ",
      industry: "Healthcare",
      category: "Healthcare",
      tab: "verified",
    });
    expect(params.toString()).toBe("industry=Healthcare&category=Healthcare&verified=true");
  });
});
