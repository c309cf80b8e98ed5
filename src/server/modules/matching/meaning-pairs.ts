import { BoundedCache } from "../../../shared/bounded-cache";
import type { DbExecutor } from "../../db/client";
import {
  activeSentenceModel,
  type PhraseModels,
  phraseSimilarity,
  sentenceVectors,
  similarityOf,
} from "./embeddings/phrase-vectors";
import { type MemberOffer, preparedOffer, storedOfferVectors, storeOfferVectors } from "./offer-vectors";
import {
  MEANING_WEIGHTS,
  type MeaningOrder,
  type MeaningWeights,
  meaningOrder,
  meaningTexts,
  ordersByMeaning,
} from "./rules/matching-order";
import type { PreparedProfile } from "./rules/matching-profile";
import { builtInWordMeaning } from "./word-meaning";

export type MeaningCandidate = { id: number; profile: PreparedProfile };

/** What each candidate offers as the order by meaning reads it (those who offer nothing left out). */
export const offersOf = (candidates: MeaningCandidate[]): MemberOffer[] =>
  candidates.flatMap(({ id, profile }) => preparedOffer(id, profile) ?? []);

/**
 * How pairs read by meaning, kept between requests like their scores (pair-scores.ts): a list asks
 * the same few hundred pairs again, and reading them was most of its CPU. A pair's reading is a
 * function of the two profile versions and the sentence model's vectors of the viewer's wishes and
 * the candidate's offer; it is kept only when the offer's vector was the stored one (a vector
 * embedded during the request is not the stored vector's rounding) and no wish reads as someone's
 * stored offer, so a kept reading is the one the request would make. Same bounds as the scores.
 */
const VIEWERS_KEPT = 20;
const PAIRS_PER_VIEWER = 500;
type KeptMeaning = { version: string; meaning: MeaningOrder | null };
const meaningsByViewer = new BoundedCache<string, BoundedCache<number, KeptMeaning>>(VIEWERS_KEPT);

function keptMeanings(model: string, weights: MeaningWeights, viewer: PreparedProfile, create: boolean) {
  const { cacheKey } = viewer.profile;
  if (!cacheKey) return null;
  const key = `${model}|${weights.sentence}|${weights.pair}|${cacheKey}`;
  let pairs = meaningsByViewer.get(key);
  if (!pairs && create) {
    pairs = new BoundedCache(PAIRS_PER_VIEWER);
    meaningsByViewer.set(key, pairs);
  }
  return pairs ?? null;
}

/**
 * How each candidate reads by meaning to the viewer (matching-order.ts), in their order; null for
 * every one when the viewer looks for nothing the order reads or the sentence model is off or
 * failing. Stored offer vectors are read (or given, by member id); the other candidates' offers are
 * embedded now and stored.
 */
export async function meaningsFor(
  db: DbExecutor,
  models: PhraseModels,
  viewer: PreparedProfile,
  candidates: MeaningCandidate[],
  knownStored?: ReadonlyMap<number, Float32Array>,
  weights: MeaningWeights = MEANING_WEIGHTS,
): Promise<Array<MeaningOrder | null>> {
  const none = () => candidates.map(() => null);
  const model = activeSentenceModel(models);
  if (!model || candidates.length === 0 || !ordersByMeaning(viewer)) return none();
  const offers = offersOf(candidates);
  const stored = knownStored ?? (await storedOfferVectors(db, model.name, offers));
  const known = new Map<string, Float32Array | null>();
  for (const { id, text } of offers) {
    const vector = stored.get(id);
    if (vector) known.set(text, vector);
  }
  const keepable = !viewer.serviceWishes.some((wish) => known.has(wish.text));
  const kept = keepable ? keptMeanings(model.name, weights, viewer, true) : null;
  const readings: Array<MeaningOrder | null | undefined> = candidates.map(({ id, profile }) => {
    const pair = kept?.get(id);
    return pair && pair.version === profile.profile.cacheKey ? pair.meaning : undefined;
  });
  const open = candidates.filter((_, index) => readings[index] === undefined);
  if (open.length === 0) return readings as Array<MeaningOrder | null>;
  const embedded = await sentenceVectors(models, [
    ...new Set(
      open.flatMap(({ profile }) => meaningTexts(viewer, profile)).filter((text) => !known.has(text)),
    ),
  ]);
  if (!embedded) return none();
  for (const [text, vector] of embedded) known.set(text, vector);
  await storeOfferVectors(
    db,
    model.name,
    offers.flatMap(({ id, text }) => {
      const vector = known.get(text);
      return !stored.has(id) && vector ? [{ id, text, vector }] : [];
    }),
  );
  const texts = new Set(viewer.comparableTexts);
  for (const { profile } of open) for (const text of profile.comparableTexts) texts.add(text);
  const words = (await phraseSimilarity(models, [...texts], { builtInOnly: true })).similarity;
  const sentences = similarityOf(known);
  return candidates.map(({ id, profile }, index) => {
    const known = readings[index];
    if (known !== undefined) return known;
    const meaning = meaningOrder(viewer, profile, words, sentences, builtInWordMeaning, weights);
    const version = profile.profile.cacheKey;
    if (kept && version && (stored.has(id) || !profile.wholeOffer)) {
      if (meaning) Object.freeze(meaning);
      kept.set(id, { version, meaning });
    }
    return meaning;
  });
}
