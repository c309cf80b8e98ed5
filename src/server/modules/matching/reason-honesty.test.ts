import { describe, expect, it } from "vitest";
import { REASON_PAIRS, type ReasonPair } from "../../../../test-data/matching/reason-pairs";
import { HELD_OUT_REASON_PAIRS } from "../../../../test-data/matching/reason-pairs-held-out";
import { SECOND_REASON_PAIRS } from "../../../../test-data/matching/reason-pairs-second";
import { REASON_SUPPORT, reasonSupport } from "./rules/matching-reason-gate";
import { builtInWordMeaning } from "./word-meaning";

/**
 * The honesty rule of reasons (issue 29): a reason that pairs a wish with an offer is shown only when
 * both halves are about the same thing. Pinned on hand-labelled reason pairs: the threshold is the
 * one that keeps the most true reasons at precision ≥ TUNING_PRECISION on the development sets
 * (REASON_PAIRS and SECOND_REASON_PAIRS), and the held-out set (written after the rule and the
 * threshold were fixed, never used for either) must keep precision ≥ 0.95. TUNING_PRECISION is
 * above 0.95 on purpose: a threshold chosen for exactly 0.95 read 0.875 on the pairs held out from
 * it (decision 0011, "Honest reasons").
 */
const TUNING_PRECISION = 0.97;
const rowsOf = (pairs: readonly ReasonPair[]) =>
  pairs.map((pair) => ({ pair, support: reasonSupport(pair.wish, pair.offer, builtInWordMeaning) }));
type Row = ReturnType<typeof rowsOf>[number];

function measure(rows: Row[], threshold: number) {
  const shown = rows.filter((row) => row.support >= threshold);
  const right = shown.filter((row) => row.pair.holds).length;
  const truths = rows.filter((row) => row.pair.holds).length;
  return {
    shown: shown.length,
    right,
    precision: shown.length ? right / shown.length : 1,
    recall: right / truths,
  };
}

const tuning = rowsOf([...REASON_PAIRS, ...SECOND_REASON_PAIRS]);
const heldOut = rowsOf(HELD_OUT_REASON_PAIRS);

describe("the labelled reason pairs", () => {
  it("hold at least 200 pairs, true and false, including the issue's examples", () => {
    expect(REASON_PAIRS.length).toBeGreaterThanOrEqual(200);
    expect(HELD_OUT_REASON_PAIRS.length).toBeGreaterThanOrEqual(100);
    expect(REASON_PAIRS.filter((pair) => pair.holds).length).toBeGreaterThanOrEqual(80);
    expect(REASON_PAIRS.filter((pair) => !pair.holds).length).toBeGreaterThanOrEqual(80);
    const has = (wish: string, offer: string, holds: boolean) =>
      REASON_PAIRS.some(
        (pair: ReasonPair) => pair.wish === wish && pair.offer === offer && pair.holds === holds,
      );
    expect(has("a cloud architect for a HIPAA-ready data platform", "design systems", false)).toBe(true);
    expect(has("a cybersecurity advisor", "Employee Benefits Advisor", false)).toBe(true);
    expect(has("a cybersecurity advisor for client audits", "HR Consulting", false)).toBe(true);
    expect(has("a cybersecurity advisor for client audits", "deliverability audits", false)).toBe(true);
  });

  it("the threshold is the one chosen on the tuning set", () => {
    let best = { threshold: 1, recall: -1 };
    for (let step = 30; step <= 100; step += 1) {
      const threshold = step / 100;
      const { precision, recall } = measure(tuning, threshold);
      if (precision >= TUNING_PRECISION && recall > best.recall) best = { threshold, recall };
    }
    expect(best.threshold).toBe(REASON_SUPPORT);
  });

  it("keeps precision at least 0.95 on the held-out set", () => {
    const held = measure(heldOut, REASON_SUPPORT);
    const tuned = measure(tuning, REASON_SUPPORT);
    // The numbers decision 0011 reports (a change that moves them must update the record).
    console.info("reason pairs", { tuning: tuned, heldOut: held });
    expect(held.precision).toBeGreaterThanOrEqual(0.95);
    expect(held.shown).toBeGreaterThanOrEqual(10);
  });

  it("never passes the issue's examples", () => {
    for (const [wish, offer] of [
      ["a cloud architect for a HIPAA-ready data platform", "design systems"],
      ["a cybersecurity advisor", "Employee Benefits Advisor"],
      ["a cybersecurity advisor for client audits", "HR Consulting"],
      ["a cybersecurity advisor for client audits", "deliverability audits"],
      ["a UX designer for our patient app", "Senior Backend Engineer"],
    ] as const) {
      expect(reasonSupport(wish, offer, builtInWordMeaning), `${wish} | ${offer}`).toBeLessThan(
        REASON_SUPPORT,
      );
    }
  });

  it("passes plain right pairs", () => {
    for (const [wish, offer] of [
      ["a web designer", "web design"],
      ["a cybersecurity advisor", "cybersecurity consulting"],
      ["search engine optimisation", "SEO"],
      ["a product designer", "product design"],
    ] as const) {
      expect(reasonSupport(wish, offer, builtInWordMeaning), `${wish} | ${offer}`).toBeGreaterThanOrEqual(
        REASON_SUPPORT,
      );
    }
  });
});
