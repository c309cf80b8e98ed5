import { describe, expect, it } from "vitest";
import { prefixTsQuery } from "./business-query";

describe("prefixTsQuery", () => {
  it("turns each word of three letters or more into a prefix term and drops symbols", () => {
    expect(prefixTsQuery(`"seo' OR audit; --`)).toBe("seo:* & or & audit:*");
  });

  it("leaves out single letters when longer words remain, as they match most of the index", () => {
    expect(prefixTsQuery("seo a")).toBe("seo:*");
    expect(prefixTsQuery("a")).toBe("a:*");
    expect(prefixTsQuery("7")).toBe("7");
  });

  it("matches numbers and short words whole, so SOC 2 does not find Social", () => {
    expect(prefixTsQuery("SOC 2")).toBe("soc:* & 2");
    expect(prefixTsQuery("seo 1=1")).toBe("seo:* & 1");
    expect(prefixTsQuery("ux designer")).toBe("ux & designer:*");
    expect(prefixTsQuery("sofia al")).toBe("sofia:* & al:*");
  });

  it("answers null when nothing searchable is left", () => {
    expect(prefixTsQuery("%% -- ;")).toBeNull();
  });
});
