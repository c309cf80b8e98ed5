import { describe, expect, it } from "vitest";
import { businessKind, reviewCountText } from "./business-kind";

describe("businessKind", () => {
  it("names industry and category once each", () => {
    expect(businessKind({ industry: "Accounting", category: "Finance" })).toBe("Accounting • Finance");
    expect(businessKind({ industry: "Manufacturing", category: "manufacturing" })).toBe("Manufacturing");
    expect(businessKind({ industry: null, category: "Retail" })).toBe("Retail");
    expect(businessKind({ industry: " ", category: null })).toBe("");
  });
});

describe("reviewCountText", () => {
  it("says No reviews yet instead of a zero count", () => {
    expect(reviewCountText(0)).toBe("No reviews yet");
    expect(reviewCountText(1)).toBe("(1 review)");
    expect(reviewCountText(12)).toBe("(12 reviews)");
  });
});
