import { BoundedCache } from "../../../shared/bounded-cache";
import {
  comparableTexts,
  type MatchProfile,
  type MatchScore,
  scoreMatch,
} from "../../../shared/rules/matching-score";
import { phraseSimilarity, preferredModel } from "./embeddings/phrase-vectors";

/**
 * Scores of (viewer, candidate) pairs, kept between requests. A pair's score is a function of the
 * two profile versions (their cache keys: member id and update time), their mutual-connection count
 * and the model that compared their phrases, so a member who opens their matches again, or the
 * dashboard after the referrals tab, is scored only for the candidates that changed. A changed
 * profile has a new key; its old pairs are never read again and age out.
 *
 * About 0.5 KB a pair (the key, the score and its reason sentences): 10,000 pairs, some 5 MB, hold
 * the candidates of the last 25 to 30 members who asked.
 */
export const PAIR_SCORE_CACHE_SIZE = 10_000;
const pairScores = new BoundedCache<string, MatchScore>(PAIR_SCORE_CACHE_SIZE);

function pairKey(model: string, viewer: MatchProfile, candidate: MatchProfile, mutualConnections: number) {
  return viewer.cacheKey && candidate.cacheKey
    ? `${model}|${viewer.cacheKey}|${candidate.cacheKey}|${mutualConnections}`
    : null;
}

type Candidate = { profile: MatchProfile; mutualConnections: number };

/** The cached scores under one model, and which candidates have none. */
function lookUp(model: string, viewer: MatchProfile, candidates: readonly Candidate[]) {
  const keys = candidates.map(({ profile, mutualConnections }) =>
    pairKey(model, viewer, profile, mutualConnections),
  );
  const scores = keys.map((key) => (key === null ? undefined : pairScores.get(key)));
  const missing: number[] = [];
  scores.forEach((score, index) => {
    if (score === undefined) missing.push(index);
  });
  return { keys, scores, missing };
}

/** The phrase texts the missing candidates and the viewer compare. */
function textsOf(viewer: MatchProfile, profiles: MatchProfile[]): string[] {
  const texts = new Set(comparableTexts(viewer));
  for (const profile of profiles) for (const text of comparableTexts(profile)) texts.add(text);
  return [...texts];
}

/**
 * Every candidate's score for the viewer, in the candidates' order. Only pairs not seen before (in
 * this process, with these profile versions and this model) are compared. When the remote model
 * fails for this request, every pair of the request is scored with the built-in model, as
 * `phraseSimilarity` promises: one request never mixes two models.
 */
export async function scorePairs(
  viewer: MatchProfile,
  candidates: readonly Candidate[],
): Promise<MatchScore[]> {
  const textsOfMissing = (missing: number[]) =>
    textsOf(
      viewer,
      missing.map((index) => (candidates[index] as Candidate).profile),
    );
  let model = preferredModel();
  let found = lookUp(model, viewer, candidates);
  if (found.missing.length === 0) return found.scores as MatchScore[];
  let compared = await phraseSimilarity(textsOfMissing(found.missing));
  if (compared.model !== model) {
    model = compared.model;
    found = lookUp(model, viewer, candidates);
    compared = await phraseSimilarity(textsOfMissing(found.missing), { builtInOnly: true });
  }
  const { keys, scores, missing } = found;
  for (const index of missing) {
    const { profile, mutualConnections } = candidates[index] as Candidate;
    // Shared by every request that reads the pair: frozen, so no caller can change another's answer.
    const score = scoreMatch(viewer, profile, mutualConnections, compared.similarity);
    Object.freeze(score.reasons);
    Object.freeze(score);
    const key = keys[index];
    if (key) pairScores.set(key, score);
    scores[index] = score;
  }
  return scores as MatchScore[];
}

/** How many pair scores are kept (for tests). */
export function pairScoreCacheSize(): number {
  return pairScores.size;
}
