import { searchEndpoints } from "@shared/contracts/search";
import { describe, expect, it } from "vitest";
import { SEARCH_PREVIEW_PATH } from "./preview-api";

describe("the layout's search preview call", () => {
  it("asks the path and method of the endpoint's definition", () => {
    expect(SEARCH_PREVIEW_PATH).toBe(searchEndpoints.searchPreview.path);
    expect(searchEndpoints.searchPreview.method).toBe("GET");
  });
});
