import { describe, expect, it } from "vitest";
import { createPhraseModels, phraseSimilarity } from "./embeddings/phrase-vectors";
import { keptPairCount, PAIRS_PER_VIEWER, scorePairs, VIEWERS_KEPT } from "./pair-scores";
import { buildMatchProfile, type MatchProfile, prepareProfile } from "./rules/matching-profile";
import { scoreMatch } from "./rules/matching-score";

/** The matching models these tests run with (an app builds its own from its config). */
const models = createPhraseModels({ remote: null, sentence: null }, console);

type Member = MatchProfile & { id: number; updatedAt: string; mutualConnections: number };

/** A member row as the candidate query reads it; its cache key is id@updatedAt, as asProfile makes it. */
const member = (id: number, updatedAt: string, overrides: Partial<MatchProfile> = {}): Member => ({
  id,
  updatedAt,
  mutualConnections: 0,
  ...buildMatchProfile({ cacheKey: `${id}@${updatedAt}`, ...overrides }),
});

/** Counts the profiles the scoring had to read (it reads only pairs it has not kept). */
function counting() {
  const read: number[] = [];
  return {
    read,
    profileOf: (candidate: Member) => {
      read.push(candidate.id);
      return prepareProfile(candidate);
    },
  };
}

describe("scorePairs", () => {
  it("scores as scoreMatch does with the built-in model, in the candidates' order", async () => {
    const viewer = member(1, "a", { lookingFor: "a web designer for our bakery" });
    const designer = member(2, "a", { servicesOffered: "web design, logos", location: "Porto" });
    const chef = { ...member(3, "a", { jobTitle: "Chef" }), mutualConnections: 2 };
    const scores = await scorePairs(models, prepareProfile(viewer), [designer, chef], counting().profileOf);
    const { similarity } = await phraseSimilarity(
      models,
      [viewer, designer, chef].flatMap((one) => prepareProfile(one).comparableTexts),
    );
    expect(scores).toEqual([
      scoreMatch(prepareProfile(viewer), prepareProfile(designer), 0, similarity),
      scoreMatch(prepareProfile(viewer), prepareProfile(chef), 2, similarity),
    ]);
  });

  it("keeps a pair's score for its two profile versions, and scores again when one changes", async () => {
    const viewer = member(10, "2026-01-01", { lookingFor: "bookkeeping for a small shop" });
    const before = member(11, "2026-01-01", { servicesOffered: "bookkeeping" });
    const first = counting();
    const [score] = await scorePairs(models, prepareProfile(viewer), [before], first.profileOf);
    expect(first.read).toEqual([11]);
    expect(score?.reasons[0]).toMatch(/^Offers bookkeeping/);

    const again = counting();
    expect(await scorePairs(models, prepareProfile(viewer), [before], again.profileOf)).toEqual([score]);
    expect((await scorePairs(models, prepareProfile(viewer), [before], again.profileOf))[0]).toBe(score);
    expect(again.read).toEqual([]);

    // The member edited their profile: a new updatedAt, a new score.
    const edited = member(11, "2026-02-01", { servicesOffered: "wedding photography" });
    const afterEdit = counting();
    const [changed] = await scorePairs(models, prepareProfile(viewer), [edited], afterEdit.profileOf);
    expect(afterEdit.read).toEqual([11]);
    expect(changed?.reasons.join(" ")).not.toMatch(/bookkeeping/);

    // So does a new mutual connection, and a change of the viewer's own profile.
    const [withFriend] = await scorePairs(
      models,
      prepareProfile(viewer),
      [{ ...edited, mutualConnections: 1 }],
      counting().profileOf,
    );
    expect(withFriend?.reasons).toContain("1 mutual connection");
    const viewerEdited = member(10, "2026-03-01", { lookingFor: "wedding photos" });
    const viewerChange = counting();
    await scorePairs(models, prepareProfile(viewerEdited), [edited], viewerChange.profileOf);
    expect(viewerChange.read).toEqual([11]);
  });

  it("hands out frozen scores, so no caller can change another request's answer", async () => {
    const viewer = member(20, "a", { skills: ["Figma"] });
    const [score] = await scorePairs(
      models,
      prepareProfile(viewer),
      [member(21, "a", { skills: ["Figma"] })],
      counting().profileOf,
    );
    expect(Object.isFrozen(score)).toBe(true);
    expect(Object.isFrozen(score?.reasons)).toBe(true);
  });

  it("keeps at most PAIRS_PER_VIEWER pairs for each of the last VIEWERS_KEPT viewers", async () => {
    const candidates = Array.from({ length: PAIRS_PER_VIEWER + 50 }, (_, index) =>
      member(1_000 + index, "a", { skills: ["Excel"] }),
    );
    for (let viewer = 0; viewer < VIEWERS_KEPT + 3; viewer++) {
      const scores = await scorePairs(
        models,
        prepareProfile(member(100 + viewer, "a", { skills: ["Excel"] })),
        candidates,
        counting().profileOf,
      );
      expect(scores).toHaveLength(candidates.length);
    }
    expect(keptPairCount()).toBe(VIEWERS_KEPT * PAIRS_PER_VIEWER);
  });
});
