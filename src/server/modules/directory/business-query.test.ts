import { describe, expect, it } from "vitest";
import { prefixTsQuery } from "./business-query";

describe("prefixTsQuery", () => {
  it("turns each word into a prefix term and drops symbols", () => {
    expect(prefixTsQuery(`"seo' OR audit; --`)).toBe("seo:* & or:* & audit:*");
  });

  it("leaves out single characters when longer words remain, as they match most of the index", () => {
    expect(prefixTsQuery("seo 1=1")).toBe("seo:*");
    expect(prefixTsQuery("a 1")).toBe("a:* & 1:*");
  });

  it("answers null when nothing searchable is left", () => {
    expect(prefixTsQuery("%% -- ;")).toBeNull();
  });
});
