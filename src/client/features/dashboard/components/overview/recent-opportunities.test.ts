import { describe, expect, it } from "vitest";
import { recentOpportunities } from "./recent-opportunities";

const item = (id: number, matchesProfile: boolean) => ({ id, matchesProfile });

describe("recentOpportunities", () => {
  it("shows only the matching ones, at most three, when any matches", () => {
    const page = [item(1, true), item(2, true), item(3, false), item(4, false)];
    expect(recentOpportunities(page)).toEqual({ items: [item(1, true), item(2, true)], matching: true });
    const many = [1, 2, 3, 4].map((id) => item(id, true));
    expect(recentOpportunities(many).items.map(({ id }) => id)).toEqual([1, 2, 3]);
  });

  it("shows the newest without the matching claim when none matches", () => {
    const page = [1, 2, 3, 4].map((id) => item(id, false));
    expect(recentOpportunities(page)).toEqual({ items: page.slice(0, 3), matching: false });
    expect(recentOpportunities([])).toEqual({ items: [], matching: false });
  });
});
