import { describe, expect, it } from "vitest";
import { meaningOrder, meaningTexts, SENTENCE_WEIGHT, withMeaning } from "./matching-order";
import { buildMatchProfile, type MatchProfile, prepareProfile } from "./matching-profile";
import { SPELLING_ONLY, type WordMeaning } from "./matching-reason-gate";
import { MAX_MATCH_REASONS, PAIR_WEIGHT, scoreMatch } from "./matching-score";

/** A profile that says only `overrides`, prepared for scoring. */
const profile = (overrides: Partial<MatchProfile> = {}) => prepareProfile(buildMatchProfile(overrides));

const seeker = profile({ lookingFor: "someone to sort out health cover for our twelve employees" });
const BROKER = {
  jobTitle: "Benefits Consultant",
  servicesOffered: "group benefits plans for small employers",
};
const broker = profile(BROKER);
const WISH = "someone to sort out health cover for our twelve employees";
const WHOLE = "group benefits plans for small employers, Benefits Consultant";

/** A word meaning that vouches for every reason: for tests of the order, not of the honesty rule. */
const TRUSTING: WordMeaning = { ...SPELLING_ONLY, similarity: () => 1 };

/** A similarity that knows only the given pairs, either way round. */
function similarities(pairs: Array<[string, string, number]>) {
  return (a: string, b: string) =>
    pairs.find(([x, y]) => (x === a && y === b) || (x === b && y === a))?.[2] ?? null;
}

describe("meaningTexts", () => {
  it("reads the viewer's wishes and the candidate's whole offer", () => {
    expect(meaningTexts(seeker, broker)).toEqual([WISH, WHOLE]);
    expect(meaningTexts(seeker, profile())).toEqual([WISH]);
  });
});

describe("meaningOrder", () => {
  const words = similarities([
    [WISH, "group benefits plans for small employers", 0.3],
    [WISH, "Benefits Consultant", 0.2],
    [WISH, WHOLE, 0.25],
  ]);

  it("blends the best offer phrase with the whole offer, mostly by the sentence model", () => {
    const order = meaningOrder(seeker, broker, words, similarities([[WISH, WHOLE, 0.6]]), TRUSTING);
    const whole = SENTENCE_WEIGHT * 0.6 + (1 - SENTENCE_WEIGHT) * 0.25;
    expect(order?.key).toBeCloseTo(PAIR_WEIGHT * 0.3 + (1 - PAIR_WEIGHT) * whole, 10);
    expect(order?.fit).toBe(1);
    expect(order?.reason).toBe(
      "Offers group benefits plans for small employers — you're looking for someone to sort out health cover for your twelve employees",
    );
  });

  it("blends with the weights it is given (the cross-validation's grid), the fit unchanged", () => {
    const sentences = similarities([[WISH, WHOLE, 0.6]]);
    const order = meaningOrder(seeker, broker, words, sentences, TRUSTING, { sentence: 0.5, pair: 0.1 });
    expect(order?.key).toBeCloseTo(0.1 * 0.3 + 0.9 * (0.5 * 0.6 + 0.5 * 0.25), 10);
    expect(order?.fit).toBe(meaningOrder(seeker, broker, words, sentences, TRUSTING)?.fit);
  });

  it("gives a reason from a cosine of 0.45 (a fit of 0.5) up, none below", () => {
    expect(
      meaningOrder(seeker, broker, words, similarities([[WISH, WHOLE, 0.45]]), TRUSTING)?.reason,
    ).not.toBeNull();
    const below = meaningOrder(seeker, broker, words, similarities([[WISH, WHOLE, 0.44]]), TRUSTING);
    expect(below?.reason).toBeNull();
    // A fit with no reason to show counts in no percentage (issue 29); it still orders by its key.
    expect(below?.fit).toBe(0);
  });

  it("says no reason when the honesty rule cannot vouch for it, and keeps the sentence model's confident fit", () => {
    // "health cover" and "group benefits plans" share no word: without word meaning, nothing is said.
    const order = meaningOrder(seeker, broker, words, similarities([[WISH, WHOLE, 0.6]]));
    expect(order?.reason).toBeNull();
    expect(order?.fit).toBe(1);
  });

  it("orders by the word vectors alone where the sentence model has no vector", () => {
    const order = meaningOrder(seeker, broker, words, () => null);
    expect(order?.key).toBeCloseTo(PAIR_WEIGHT * 0.3 + (1 - PAIR_WEIGHT) * 0.25, 10);
    expect(order).toMatchObject({ fit: 0, reason: null });
  });

  it("is null for a viewer who looks for nothing, and last for a member who offers nothing", () => {
    expect(meaningOrder(profile(), broker, words, words)).toBeNull();
    expect(meaningOrder(seeker, profile({ lookingFor: "investors" }), words, words)).toEqual({
      key: -1,
      fit: 0,
      reason: null,
    });
  });
});

describe("withMeaning", () => {
  const wordScore = scoreMatch(seeker, profile({ ...BROKER, location: "Denver" }));

  it("gives a member the sentence model finds close the one-way percentage and its reason first", () => {
    const reason = "Offers group benefits plans for small employers — you're looking for health cover";
    const shown = withMeaning(wordScore, { key: 0.5, fit: 0.8, reason }, broker);
    expect(shown.reasons[0]).toBe(reason);
    expect(shown.percentage).toBeGreaterThanOrEqual(50);
    expect(shown.percentage).toBeLessThanOrEqual(75);
    expect(shown.score).toBe(wordScore.score);
    expect(shown.fits.theyOffer).toBe(0.8);
  });

  it("keeps the score as it is when the sentence model reads the pair no closer than the words", () => {
    expect(withMeaning(wordScore, null, broker)).toBe(wordScore);
    const explained = { ...wordScore, reasons: ["Both in Denver"] };
    expect(withMeaning(explained, { key: 0.1, fit: 0, reason: null }, broker)).toBe(explained);
  });

  it("introduces a member it orders with nothing confident to say by what they offer, and no more", () => {
    const nothingInCommon = scoreMatch(seeker, broker);
    expect(nothingInCommon.reasons).toEqual([]);
    const shown = withMeaning(nothingInCommon, { key: 0.3, fit: 0.2, reason: null }, broker);
    expect(shown.reasons).toEqual(["Offers group benefits plans for small employers"]);
    expect(shown.percentage).toBeLessThan(50);
    expect(withMeaning(nothingInCommon, { key: 0.3, fit: 0, reason: null }, profile())).toBe(nothingInCommon);
  });

  it("keeps the words' own offer reason and at most four reasons", () => {
    const named = scoreMatch(profile({ lookingFor: "benefits plans" }), broker);
    expect(named.fits.theyOffer).toBeGreaterThanOrEqual(0.5);
    const shown = withMeaning(
      named,
      { key: 0.9, fit: 1, reason: "Offers the sentence model's reason" },
      broker,
    );
    expect(shown.reasons).toEqual(named.reasons);
    expect(shown.percentage).toBeGreaterThanOrEqual(named.percentage);
    const crowded = { ...wordScore, reasons: ["a", "b", "c", "d"] };
    expect(withMeaning(crowded, { key: 1, fit: 1, reason: "e" }, broker).reasons).toHaveLength(
      MAX_MATCH_REASONS,
    );
  });
});
