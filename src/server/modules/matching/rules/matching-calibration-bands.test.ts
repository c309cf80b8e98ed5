import { describe, expect, it } from "vitest";
import { percentageBand, placedPercentage } from "./matching-calibration";

describe("placedPercentage", () => {
  it("puts each kind of match in its band, and the order's strength places it there", () => {
    expect(placedPercentage({ theyOffer: 0.9, youOffer: 0.6, context: 0 }, 0)).toBe(80);
    expect(placedPercentage({ theyOffer: 0.9, youOffer: 0.6, context: 0 }, 1)).toBe(95);
    expect(placedPercentage({ theyOffer: 0.9, youOffer: 0, context: 1 }, 0.5)).toBe(63);
    expect(placedPercentage({ theyOffer: 0, youOffer: 0.7, context: 0 }, 1)).toBe(75);
    expect(placedPercentage({ theyOffer: 0.49, youOffer: 0, context: 0 }, 1)).toBe(49);
    expect(placedPercentage({ theyOffer: 0.3, youOffer: 0, context: 0 }, 0)).toBe(40);
    expect(placedPercentage({ theyOffer: 0, youOffer: 0, context: 0.2 }, 1)).toBe(39);
    expect(placedPercentage({ theyOffer: 0, youOffer: 0, context: 0.2 }, 0)).toBe(1);
    expect(placedPercentage({ theyOffer: 0, youOffer: 0, context: 0 }, 0)).toBe(0);
    // Ordered by meaning with nothing vouched for: below 40 %, placed by the order.
    expect(placedPercentage({ theyOffer: 0, youOffer: 0, context: 0 }, 1)).toBe(39);
  });

  it("never lets a weaker kind of match read above a stronger one", () => {
    const kinds = [
      { theyOffer: 0.8, youOffer: 0.8, context: 0 },
      { theyOffer: 0.8, youOffer: 0, context: 1 },
      { theyOffer: 0.4, youOffer: 0.4, context: 1 },
      { theyOffer: 0, youOffer: 0, context: 1 },
    ];
    for (let index = 1; index < kinds.length; index += 1) {
      const weaker = placedPercentage(kinds[index] as (typeof kinds)[number], 1);
      const stronger = placedPercentage(kinds[index - 1] as (typeof kinds)[number], 0);
      expect(weaker).toBeLessThan(stronger);
    }
    expect(percentageBand({ theyOffer: Number.NaN, youOffer: 2, context: -1 })).toEqual({
      low: 50,
      high: 75,
    });
  });
});
