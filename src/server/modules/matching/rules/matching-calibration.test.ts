import { describe, expect, it } from "vitest";
import { matchPercentage } from "./matching-calibration";
import { buildMatchProfile, type MatchProfile, prepareProfile } from "./matching-profile";
import { scoreMatch } from "./matching-score";

/** A profile that says only `overrides`, prepared for scoring. */
const profile = (overrides: Partial<MatchProfile> = {}) => prepareProfile(buildMatchProfile(overrides));

describe("matchPercentage", () => {
  it("reads 80–95 % when each offers what the other looks for", () => {
    expect(matchPercentage({ theyOffer: 0.5, youOffer: 0.5, context: 0 })).toBe(80);
    expect(matchPercentage({ theyOffer: 1, youOffer: 1, context: 1 })).toBe(95);
    expect(matchPercentage({ theyOffer: 0.8, youOffer: 0.6, context: 0.3 })).toBe(86);
  });

  it("reads 50–75 % when only one side is met", () => {
    expect(matchPercentage({ theyOffer: 0.5, youOffer: 0, context: 0 })).toBe(50);
    expect(matchPercentage({ theyOffer: 1, youOffer: 0.45, context: 1 })).toBe(75);
    expect(matchPercentage({ theyOffer: 0, youOffer: 0.7, context: 0.2 })).toBe(58);
  });

  it("reads 40–49 % for a partial fit and below 40 % for context alone", () => {
    expect(matchPercentage({ theyOffer: 0.3, youOffer: 0, context: 0 })).toBe(44);
    expect(matchPercentage({ theyOffer: 0.49, youOffer: 0.49, context: 1 })).toBe(49);
    expect(matchPercentage({ theyOffer: 0, youOffer: 0, context: 1 })).toBe(38);
    expect(matchPercentage({ theyOffer: 0, youOffer: 0, context: 0 })).toBe(0);
    expect(matchPercentage({ theyOffer: Number.NaN, youOffer: -1, context: 7 })).toBe(38);
  });

  it("holds on whole profiles", () => {
    const seeker = profile({
      lookingFor: "a bookkeeper",
      servicesOffered: "web design",
      location: "Austin",
      industry: "retail",
      skills: ["Figma"],
    });
    const both = profile({ servicesOffered: "bookkeeping", lookingFor: "web design" });
    const oneSide = profile({ servicesOffered: "bookkeeping" });
    const contextOnly = profile({ location: "Austin", industry: "retail", skills: ["Figma"] });
    const [a, b, c] = [both, oneSide, contextOnly].map((other) => scoreMatch(seeker, other, 3).percentage);
    expect(a).toBeGreaterThanOrEqual(80);
    expect(a).toBeLessThanOrEqual(95);
    expect(b).toBeGreaterThanOrEqual(50);
    expect(b).toBeLessThanOrEqual(75);
    expect(c).toBeLessThan(40);
  });
});
