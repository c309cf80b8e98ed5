import { matchPercentage } from "./matching-calibration";
import type { Phrase } from "./matching-phrases";
import type { PreparedProfile } from "./matching-profile";
import { reasonHolds, SPELLING_ONLY, type WordMeaning } from "./matching-reason-gate";
import { offerReason, theyOfferReason } from "./matching-reasons";
import {
  MAX_MATCH_REASONS,
  type MatchScore,
  PAIR_WEIGHT,
  type PhraseSimilarity,
  REASON_FIT,
} from "./matching-score";

/**
 * The order by meaning (decision 0011): the engine's first suggestions are ordered again by how
 * close, in meaning, what each member offers is to what the viewer looks for, read by a sentence
 * model as well as the word vectors. The word vectors miss needs said in other words ("health cover
 * for our twelve employees" ↔ "group benefits plans for small employers"); a sentence model reads
 * them, and a member it finds close gets the reason and percentage of one who offers what is wanted.
 */

/**
 * How many of the engine's first suggestions are ordered again when the candidates' offer vectors
 * are not stored yet (embedded during the request); with them stored, every candidate is.
 */
export const MEANING_ORDER_DEPTH = 10;
/** The sentence model's share of the whole-offer cosine; the word vectors keep the rest. */
export const SENTENCE_WEIGHT = 0.7;

/**
 * The two weights the order by meaning was fitted with (on the development set); bench/matching-cv.ts
 * cross-validates them (decision 0011). Only that bench passes others.
 */
export type MeaningWeights = { readonly sentence: number; readonly pair: number };
export const MEANING_WEIGHTS: MeaningWeights = Object.freeze({
  sentence: SENTENCE_WEIGHT,
  pair: PAIR_WEIGHT,
});
/** Sentence-model cosines map linearly onto fits between these two (a fit of 0.5, a reason, at 0.45). */
export const SENTENCE_FLOOR = 0.3;
export const SENTENCE_FULL = 0.6;

export type MeaningOrder = {
  /** Orders the top: higher first. */
  key: number;
  /** How well the member's whole offer answers the viewer's closest wish, by the sentence model, 0..1. */
  fit: number;
  /** "Offers … — you're looking for …" when `fit` reaches a reason, else null. */
  reason: string | null;
};

/** Whether the viewer says anything the order by meaning can read. */
export const ordersByMeaning = (viewer: PreparedProfile) => viewer.serviceWishes.length > 0;

/** The texts the sentence model reads for this pair: the viewer's wishes and the candidate's whole offer. */
export function meaningTexts(viewer: PreparedProfile, candidate: PreparedProfile): string[] {
  const wishes = viewer.serviceWishes.map((wish) => wish.text);
  return candidate.wholeOffer ? [...wishes, candidate.wholeOffer] : wishes;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/**
 * The pair's place in the order by meaning, or null when the viewer says nothing they look for: for
 * the viewer's closest wish, PAIR_WEIGHT × its best single offer phrase (word vectors) + the rest ×
 * the whole offer (SENTENCE_WEIGHT sentence model, the rest word vectors; word vectors alone when the
 * sentence model has no vector for it).
 */
export function meaningOrder(
  viewer: PreparedProfile,
  candidate: PreparedProfile,
  words: PhraseSimilarity,
  sentences: PhraseSimilarity,
  meaning: WordMeaning = SPELLING_ONLY,
  weights: MeaningWeights = MEANING_WEIGHTS,
): MeaningOrder | null {
  const wishes = viewer.serviceWishes;
  if (wishes.length === 0) return null;
  const { offers, wholeOffer: whole } = candidate;
  let best: { key: number; cosine: number; wish: Phrase; offer: Phrase } | null = null;
  for (const wish of wishes) {
    let pair = -1;
    let closest: Phrase | null = null;
    for (const offer of offers) {
      const cosine = words(wish.text, offer.text) ?? -1;
      if (!closest || cosine > pair) {
        pair = cosine;
        closest = offer;
      }
    }
    if (!closest || !whole) continue;
    const wordWhole = words(wish.text, whole) ?? pair;
    const sentence = sentences(wish.text, whole);
    const wholeCosine =
      sentence === null ? wordWhole : weights.sentence * sentence + (1 - weights.sentence) * wordWhole;
    const key = weights.pair * pair + (1 - weights.pair) * wholeCosine;
    if (!best || key > best.key) best = { key, cosine: sentence ?? -1, wish, offer: closest };
  }
  if (!best) return { key: -1, fit: 0, reason: null };
  const fit = clamp01((best.cosine - SENTENCE_FLOOR) / (SENTENCE_FULL - SENTENCE_FLOOR));
  // The sentence model reads the whole offer against the wish, and its confident fit is what the
  // percentage says (one way, 50–75 %); the reason quotes one phrase of the offer, which must be
  // about what the wish asks for (matching-reason-gate.ts), else the member is introduced by a fact.
  const holds = fit >= REASON_FIT && reasonHolds(best.wish, best.offer, meaning);
  return {
    key: best.key,
    fit: fit >= REASON_FIT ? fit : 0,
    reason: holds ? theyOfferReason(best.offer, best.wish) : null,
  };
}

/**
 * The score as shown once the sentence model has read the pair: a member whose whole offer it finds
 * close gets the percentage of one who offers what is wanted and, when the words gave none, the
 * reason first. A member it orders without anything confident to say is introduced by what they
 * offer, and no more. The score's points stay as they were.
 */
export function withMeaning(
  score: MatchScore,
  meaning: MeaningOrder | null,
  candidate: PreparedProfile,
): MatchScore {
  if (!meaning) return score;
  let shown = score;
  if (meaning.fit > score.fits.theyOffer) {
    const fits = { ...score.fits, theyOffer: meaning.fit };
    const hadOfferReason = score.fits.theyOffer >= REASON_FIT;
    const reasons =
      meaning.reason && !hadOfferReason
        ? [meaning.reason, ...score.reasons].slice(0, MAX_MATCH_REASONS)
        : score.reasons;
    shown = { score: score.score, percentage: matchPercentage(fits), reasons, fits };
  }
  return introducedByOffer(shown, candidate);
}

/**
 * A member the engine orders for what they offer, with nothing it can vouch for to say, is
 * introduced by a fact: what they offer ("Offers patent searches"), and no more.
 */
export function introducedByOffer(score: MatchScore, candidate: PreparedProfile): MatchScore {
  const [offer] = candidate.offers;
  return score.reasons.length > 0 || !offer ? score : { ...score, reasons: [offerReason(offer)] };
}
