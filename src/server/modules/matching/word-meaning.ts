import { BoundedCache } from "../../../shared/bounded-cache";
import { builtInVector, meaningfulWords } from "./embeddings/built-in-model";
import { cosine } from "./embeddings/phrase-vectors";
import type { WordMeaning } from "./rules/matching-reason-gate";

/**
 * Word-level meaning for the honesty rule of reasons (matching-reason-gate.ts): the built-in word
 * vectors, whatever model scores the phrases, so a reason's check is the same in every deployment.
 * Words are few (the words of profiles' phrases): their vectors are kept.
 */
const WORDS_KEPT = 20_000;
const vectors = new BoundedCache<string, Float32Array | null>(WORDS_KEPT);

function vectorOf(word: string): Float32Array | null {
  let vector = vectors.get(word);
  if (vector === undefined) {
    vector = builtInVector(word);
    vectors.set(word, vector);
  }
  return vector;
}

export const builtInWordMeaning: WordMeaning = {
  words: meaningfulWords,
  similarity(a, b) {
    const left = vectorOf(a);
    const right = vectorOf(b);
    return left && right ? cosine(left, right) : null;
  },
};
