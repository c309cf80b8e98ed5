import { describe, expect, it } from "vitest";
import { growthPercentage } from "./network-growth";

describe("growthPercentage", () => {
  it("compares this month with last month as a whole percent", () => {
    expect(growthPercentage(3, 2)).toBe(50);
    expect(growthPercentage(2, 3)).toBe(-33);
    expect(growthPercentage(4, 4)).toBe(0);
    expect(growthPercentage(0, 5)).toBe(-100);
    expect(growthPercentage(5, 3)).toBe(67);
  });

  it("answers 100 for growth from nothing and 0 when there is nothing on either side", () => {
    expect(growthPercentage(1, 0)).toBe(100);
    expect(growthPercentage(7, 0)).toBe(100);
    expect(growthPercentage(0, 0)).toBe(0);
  });
});
