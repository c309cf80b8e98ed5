import { readWordVectors, rowOf, type WordVectors } from "./word-vectors-file";

/**
 * Phrase vectors from the built-in word vectors: the IDF-like weighted average of a phrase's word
 * vectors (smooth inverse frequency: a word's weight is rank / (rank + SIF_RANK), so "the" weighs
 * nothing and rare words weigh about 1), minus the direction every frequent word shares.
 * The file is read on first use (about 80 ms, 50 MB), never at start.
 */

/** Words at this frequency rank weigh one half. */
const SIF_RANK = 300;
/** The direction shared by the vectors of this many most frequent words is removed from every phrase. */
const COMMON_DIRECTION_WORDS = 5_000;

/** Words that carry no meaning for matching: grammar, and the framing of a wish ("someone to help us"). */
const FRAMING = new Set(
  `a about an and any are as at be by for from has have i in into is it its me my of on or our so that the their them
  they this to us we who whom with you your someone somebody anyone people person looking look need needs needed
  want wants seeking seek find help helps helping get good great best new also just like some`.split(/\s+/),
);

type Model = WordVectors & { common: Float32Array };

// Process-wide cache: the word-vector file is the same for every app (no config), loaded once.
let loaded: Model | null = null;

function load(): Model {
  if (loaded) return loaded;
  const vectors = readWordVectors();
  const { dimensions } = vectors;
  const common = new Float32Array(dimensions);
  for (let row = 0; row < vectors.size; row += 1) {
    if ((vectors.ranks[row] as number) < COMMON_DIRECTION_WORDS) addUnit(vectors, row, 1, common);
  }
  normalize(common);
  loaded = { ...vectors, common };
  return loaded;
}

/** Reads the model now (the server calls this shortly after it starts listening). */
export function warmUpBuiltInModel() {
  load();
}

function addUnit(model: WordVectors, row: number, weight: number, into: Float32Array) {
  const { dimensions, vectors } = model;
  let norm = 0;
  for (let column = 0; column < dimensions; column += 1) {
    const value = vectors[row * dimensions + column] as number;
    norm += value * value;
  }
  if (norm === 0) return;
  const scale = weight / Math.sqrt(norm);
  for (let column = 0; column < dimensions; column += 1) {
    into[column] = (into[column] as number) + (vectors[row * dimensions + column] as number) * scale;
  }
}

function normalize(vector: Float32Array): boolean {
  let norm = 0;
  for (const value of vector) norm += value * value;
  if (norm === 0 || !Number.isFinite(norm)) return false;
  const scale = 1 / Math.sqrt(norm);
  for (let index = 0; index < vector.length; index += 1) vector[index] = (vector[index] as number) * scale;
  return true;
}

/** Lower-case words of a text, the way the vectors spell them ("e-commerce", "c++", "node.js"). */
export function meaningfulWords(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .match(/[a-z0-9]+(?:[-.+#][a-z0-9+#]+)*\+{0,2}/g) ?? []
  ).filter((word) => !FRAMING.has(word));
}

/** The row of a word, trying its singular too ("servers" → "server" only when "servers" is unknown). */
function wordRow(model: WordVectors, word: string): number {
  const row = rowOf(model, word);
  if (row >= 0 || word.length < 4) return row;
  if (word.endsWith("ies")) return rowOf(model, `${word.slice(0, -3)}y`);
  if (word.endsWith("s")) return rowOf(model, word.slice(0, -1));
  return -1;
}

/** A unit vector for the text, or null when none of its words is known (emoji, other scripts, names). */
export function builtInVector(text: string): Float32Array | null {
  const model = load();
  const vector = new Float32Array(model.dimensions);
  let known = 0;
  // A word repeated 5,000 times counts once: the phrase means the same.
  for (const word of new Set(meaningfulWords(text))) {
    const row = wordRow(model, word);
    if (row < 0) continue;
    const rank = model.ranks[row] as number;
    addUnit(model, row, (rank + 1) / (rank + 1 + SIF_RANK), vector);
    known += 1;
  }
  if (known === 0 || !normalize(vector)) return null;
  let shared = 0;
  for (let column = 0; column < vector.length; column += 1)
    shared += (vector[column] as number) * (model.common[column] as number);
  for (let column = 0; column < vector.length; column += 1) {
    vector[column] = (vector[column] as number) - shared * (model.common[column] as number);
  }
  return normalize(vector) ? vector : null;
}
