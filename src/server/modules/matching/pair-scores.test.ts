import { describe, expect, it } from "vitest";
import { comparableTexts, type MatchProfile, scoreMatch } from "../../../shared/rules/matching-score";
import { phraseSimilarity } from "./embeddings/phrase-vectors";
import { PAIR_SCORE_CACHE_SIZE, pairScoreCacheSize, scorePairs } from "./pair-scores";

const profile = (overrides: Partial<MatchProfile>): MatchProfile => ({
  jobTitle: null,
  industry: null,
  location: null,
  skills: [],
  lookingFor: null,
  servicesOffered: null,
  targetAudience: null,
  ...overrides,
});

describe("scorePairs", () => {
  it("scores as scoreMatch does with the built-in model, in the candidates' order", async () => {
    const viewer = profile({ lookingFor: "a web designer for our bakery", cacheKey: "1@a" });
    const designer = profile({ servicesOffered: "web design, logos", location: "Porto", cacheKey: "2@a" });
    const chef = profile({ jobTitle: "Chef", cacheKey: "3@a" });
    const scores = await scorePairs(viewer, [
      { profile: designer, mutualConnections: 0 },
      { profile: chef, mutualConnections: 2 },
    ]);
    const { similarity } = await phraseSimilarity(
      [viewer, designer, chef].flatMap((one) => comparableTexts(one)),
    );
    expect(scores).toEqual([
      scoreMatch(viewer, designer, 0, similarity),
      scoreMatch(viewer, chef, 2, similarity),
    ]);
  });

  it("keeps a pair's score for its two profile versions, and scores again when one changes", async () => {
    const viewer = profile({ lookingFor: "bookkeeping for a small shop", cacheKey: "10@2026-01-01" });
    const before = profile({ servicesOffered: "bookkeeping", cacheKey: "11@2026-01-01" });
    const [first] = await scorePairs(viewer, [{ profile: before, mutualConnections: 0 }]);
    expect(first?.reasons[0]).toMatch(/^Offers bookkeeping/);
    // Same version key: the kept score, whatever the object says (a version never changes its text).
    const sameVersion = profile({ servicesOffered: "tax returns", cacheKey: "11@2026-01-01" });
    const [again] = await scorePairs(viewer, [{ profile: sameVersion, mutualConnections: 0 }]);
    expect(again).toBe(first);
    // The member edited their profile: a new updatedAt, a new key, a new score.
    const edited = profile({ servicesOffered: "wedding photography", cacheKey: "11@2026-02-01" });
    const [after] = await scorePairs(viewer, [{ profile: edited, mutualConnections: 0 }]);
    expect(after).not.toBe(first);
    expect(after?.reasons.join(" ")).not.toMatch(/bookkeeping/);
    // So does a new mutual connection.
    const [withFriend] = await scorePairs(viewer, [{ profile: before, mutualConnections: 1 }]);
    expect(withFriend?.reasons).toContain("1 mutual connection");
  });

  it("hands out frozen scores, so no caller can change another request's answer", async () => {
    const viewer = profile({ skills: ["Figma"], cacheKey: "20@a" });
    const [score] = await scorePairs(viewer, [
      { profile: profile({ skills: ["Figma"], cacheKey: "21@a" }), mutualConnections: 0 },
    ]);
    expect(Object.isFrozen(score)).toBe(true);
    expect(Object.isFrozen(score?.reasons)).toBe(true);
  });

  it("keeps at most PAIR_SCORE_CACHE_SIZE pairs", async () => {
    const viewer = profile({ skills: ["Excel"], cacheKey: "30@a" });
    const candidates = Array.from({ length: PAIR_SCORE_CACHE_SIZE + 50 }, (_, index) => ({
      profile: profile({ skills: ["Excel"], cacheKey: `${1_000 + index}@a` }),
      mutualConnections: 0,
    }));
    const scores = await scorePairs(viewer, candidates);
    expect(scores).toHaveLength(candidates.length);
    expect(pairScoreCacheSize()).toBe(PAIR_SCORE_CACHE_SIZE);
  });
});
