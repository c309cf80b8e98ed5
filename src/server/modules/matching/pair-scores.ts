import { BoundedCache } from "../../../shared/bounded-cache";
import { type PhraseModels, phraseSimilarity, preferredModel } from "./embeddings/phrase-vectors";
import type { PreparedProfile } from "./rules/matching-profile";
import { type MatchScore, scoreMatch } from "./rules/matching-score";
import { builtInWordMeaning } from "./word-meaning";

/**
 * Scores of (viewer, candidate) pairs, kept between requests. A pair's score is a function of the
 * two profile versions (member id and update time), their mutual-connection count and the model
 * that compared their phrases, so a member who opens their matches again, or the dashboard after
 * the referrals tab, is scored only for the candidates that changed. A changed profile has a new
 * version: its pair is scored again.
 *
 * Kept per viewer version and model (a changed viewer starts afresh; the old entry ages out), then
 * by candidate id, so a request that finds its pairs allocates no key per candidate. About 0.5 KB a
 * pair (the score and its reason sentences): at most VIEWERS_KEPT × PAIRS_PER_VIEWER = 10,000
 * pairs, some 5 MB, the candidates of the last 20 members who asked.
 */
export const VIEWERS_KEPT = 20;
export const PAIRS_PER_VIEWER = 500;

/** A candidate as the scoring reads it: who, which version of their profile, their mutual connections. */
export type PairCandidate = {
  id: number;
  updatedAt: Date | string | null;
  mutualConnections: number;
};

type KeptPair = { version: number | string; mutualConnections: number; score: MatchScore };
const pairsByViewer = new BoundedCache<string, BoundedCache<number, KeptPair>>(VIEWERS_KEPT);

/** A profile version as read (a string from a raw row, a Date from Drizzle), comparable with `===`. */
const versionOf = (updatedAt: Date | string | null) =>
  updatedAt instanceof Date ? updatedAt.getTime() : (updatedAt ?? "");

/** The kept pairs of one viewer version under one model, created when `create`. */
function keptPairs(model: string, viewer: PreparedProfile, create: boolean) {
  const { cacheKey } = viewer.profile;
  if (!cacheKey) return null;
  const key = `${model}|${cacheKey}`;
  let pairs = pairsByViewer.get(key);
  if (!pairs && create) {
    pairs = new BoundedCache(PAIRS_PER_VIEWER);
    pairsByViewer.set(key, pairs);
  }
  return pairs ?? null;
}

/** The kept scores under one model, and which candidates have none. */
function lookUp(model: string, viewer: PreparedProfile, candidates: readonly PairCandidate[]) {
  const pairs = keptPairs(model, viewer, false);
  const scores: Array<MatchScore | undefined> = new Array(candidates.length);
  const missing: number[] = [];
  candidates.forEach((candidate, index) => {
    const kept = pairs?.get(candidate.id);
    if (
      kept &&
      kept.version === versionOf(candidate.updatedAt) &&
      kept.mutualConnections === candidate.mutualConnections
    ) {
      scores[index] = kept.score;
    } else {
      missing.push(index);
    }
  });
  return { scores, missing };
}

/**
 * Every candidate's score for the viewer, in the candidates' order. Only pairs not seen before (in
 * this process, with these profile versions and this model) are compared, each in one pass over the
 * viewer prepared once; `profileOf` is asked for those candidates only. When the remote model fails for this request, every pair of the request is scored
 * with the built-in model, as `phraseSimilarity` promises: one request never mixes two models.
 */
export async function scorePairs<C extends PairCandidate>(
  models: PhraseModels,
  viewer: PreparedProfile,
  candidates: readonly C[],
  profileOf: (candidate: C) => PreparedProfile,
): Promise<MatchScore[]> {
  let model = preferredModel(models);
  let found = lookUp(model, viewer, candidates);
  if (found.missing.length === 0) return found.scores as MatchScore[];
  const profiles = new Map<number, PreparedProfile>();
  const profileAt = (index: number) => {
    let profile = profiles.get(index);
    if (!profile) {
      profile = profileOf(candidates[index] as C);
      profiles.set(index, profile);
    }
    return profile;
  };
  const textsOf = (missing: number[]) => {
    const texts = new Set(viewer.comparableTexts);
    for (const index of missing) for (const text of profileAt(index).comparableTexts) texts.add(text);
    return [...texts];
  };
  let compared = await phraseSimilarity(models, textsOf(found.missing));
  if (compared.model !== model) {
    model = compared.model;
    found = lookUp(model, viewer, candidates);
    compared = await phraseSimilarity(models, textsOf(found.missing), { builtInOnly: true });
  }
  const pairs = keptPairs(model, viewer, true);
  const { scores, missing } = found;
  for (const index of missing) {
    const candidate = candidates[index] as C;
    const score = scoreMatch(
      viewer,
      profileAt(index),
      candidate.mutualConnections,
      compared.similarity,
      builtInWordMeaning,
    );
    // Shared by every request that reads the pair: frozen, so no caller can change another's answer.
    Object.freeze(score.reasons);
    Object.freeze(score);
    pairs?.set(candidate.id, {
      version: versionOf(candidate.updatedAt),
      mutualConnections: candidate.mutualConnections,
      score,
    });
    scores[index] = score;
  }
  return scores as MatchScore[];
}

/** How many pairs are kept, over every viewer (for tests). */
export function keptPairCount(): number {
  let count = 0;
  for (const viewer of pairsByViewer.values()) count += viewer.size;
  return count;
}
