import { describe, expect, it } from "vitest";
import { REGISTRATION_INDUSTRIES } from "../../../../shared/rules/industries";
import { ADJACENT_INDUSTRIES, areIndustriesRelated, relatedIndustries } from "./matching-industries";

describe("adjacent industries", () => {
  it("is a small table with a reason for each pair", () => {
    expect(ADJACENT_INDUSTRIES.length).toBeLessThanOrEqual(16);
    for (const [a, b, why] of ADJACENT_INDUSTRIES) {
      expect(a).not.toBe(b);
      expect(a).toBe(a.toLowerCase());
      expect(b).toBe(b.toLowerCase());
      expect(why.length).toBeGreaterThan(10);
    }
  });

  it("is symmetric and ignores case", () => {
    expect(areIndustriesRelated("Finance", "insurance")).toBe(true);
    expect(areIndustriesRelated("Insurance", "FINANCE")).toBe(true);
    expect(areIndustriesRelated("Food & Beverage", "Hospitality")).toBe(true);
    expect(areIndustriesRelated("finance", "finance")).toBe(false);
    expect(areIndustriesRelated(null, "finance")).toBe(false);
  });

  it("never calls every registration industry close to one another", () => {
    // The issue: a designer in technology read "Works in healthcare, close to your field".
    for (const a of REGISTRATION_INDUSTRIES)
      for (const b of REGISTRATION_INDUSTRIES) expect(areIndustriesRelated(a, b)).toBe(false);
    expect(relatedIndustries("technology").sort()).toEqual(["software", "telecommunications"]);
    expect(relatedIndustries("healthcare")).toEqual(["wellness"]);
    expect(relatedIndustries("consulting")).toEqual(["professional services"]);
  });
});
