import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LABELLED_PROFILES, profilesOf } from "../../../../../test-data/matching/labelled-profiles";
import { UNTUNED_SCENARIOS } from "../../../../../test-data/matching/untuned-scenarios";
import { openTestDatabase } from "../../../test/test-database";
import { evaluateMatching, formatMetrics } from "./evaluate-matching";

/**
 * Issue 29, point 6: an evaluation the engine cannot be fitted to. The untuned set
 * (test-data/matching/untuned-scenarios.ts) was written on 29 November 2026 without reading the
 * engine, and run once after it was committed. As the app runs by default (sentence model on), it
 * read: recall@3 0.79, hit@1 0.86, MRR 0.89, a designed distractor above both right matches for 14 %
 * of its 21 seekers. The issue's bar is recall@3 ≥ 0.75 on this set; it is met.
 *
 * When the sentence model does not answer in time (seen twice on a busy machine, before the evaluation
 * waited for the model to load), the engine orders by word vectors and the same set reads recall@3
 * 0.67, hit@1 0.67, MRR 0.77, distractor 0.14; the test then fails on `modelWarnings` first, so that
 * failure names its cause.
 *
 * Never tune on this set: a change made because of a miss here turns it into a development set.
 */
const ISSUE_RECALL_AT_3 = 0.75;
const HIT_AT_1_FLOOR = 0.8;
const MRR_FLOOR = 0.85;
const MAX_DISTRACTOR_ABOVE_RIGHT = 0.25;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the untuned matching set", () => {
  it("has at least 16 seekers, each with two right matches and distractors among its own members", () => {
    expect(UNTUNED_SCENARIOS.length).toBeGreaterThanOrEqual(16);
    const profiles = profilesOf(UNTUNED_SCENARIOS);
    const keys = new Set(profiles.map((profile) => profile.key));
    expect(keys.size).toBe(profiles.length);
    expect(LABELLED_PROFILES.filter((profile) => keys.has(profile.key))).toEqual([]);
    for (const { seeker, profiles: rows } of UNTUNED_SCENARIOS) {
      const own = new Set(rows.map(([key]) => key));
      expect(seeker.split).toBe("untuned");
      expect(new Set(seeker.rightMatches).size).toBe(2);
      expect(seeker.distractors.length).toBeGreaterThanOrEqual(2);
      for (const key of [seeker.key, ...seeker.rightMatches, ...seeker.distractors])
        expect(own.has(key)).toBe(true);
    }
  });

  it(`reaches recall@3 ${ISSUE_RECALL_AT_3} with the sentence model, as the app runs`, async () => {
    const { all, modelWarnings } = await evaluateMatching(database.db, UNTUNED_SCENARIOS);
    const summary = formatMetrics("untuned", all);
    expect(modelWarnings, "the sentence model failed, so the engine ran on its fallback").toBe(0);
    expect(all.seekers).toBe(UNTUNED_SCENARIOS.length);
    expect(all.recallAt3, summary).toBeGreaterThanOrEqual(ISSUE_RECALL_AT_3);
    expect(all.hitAt1, summary).toBeGreaterThanOrEqual(HIT_AT_1_FLOOR);
    expect(all.mrr, summary).toBeGreaterThanOrEqual(MRR_FLOOR);
    expect(all.distractorAboveRight, summary).toBeLessThanOrEqual(MAX_DISTRACTOR_ABOVE_RIGHT);
  }, 180_000);
});
