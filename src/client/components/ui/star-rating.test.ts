import { describe, expect, it } from "vitest";
import { starFills as starFillsOf } from "@/components/ui/star-rating";

const starFills = (rating: number) => starFillsOf(rating).map((star) => star.fill);

describe("starFills", () => {
  it("shows 4, 5, 5, 4 and 5 (an average of 4.6) as four and a half stars", () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.5]);
  });
  it("rounds to the nearest half star", () => {
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0.5)).toEqual([0.5, 0, 0, 0, 0]);
  });
  it("keeps out-of-range values within zero and five stars", () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(-3)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
  });
});
