/**
 * Retrofitting (Faruqui et al. 2015, "Retrofitting Word Vectors to Semantic Lexicons"): each word's
 * vector is moved toward the vectors of the words a lexicon relates to it, while staying close to
 * its own corpus vector. Iterated update, for each word i with lexicon neighbours j:
 *
 *   q_i = (alpha · q̂_i + Σ_j β_ij · q_j) / (alpha + Σ_j β_ij)
 *
 * with q̂ the original (unit) vector and β_ij the edge weights of i scaled so they sum to `beta`.
 * Words without neighbours keep their vector. Build-time only (scripts/build-word-vectors.ts).
 */
import type { Lexicon } from "./wordnet-lexicon";

export type RetrofitOptions = {
  alpha: number;
  beta: number;
  iterations: number;
  /** Rows that keep their corpus vector (still pulling their neighbours), e.g. the most frequent words. */
  fixed?: (row: number) => boolean;
};

/** `vectors`: row-major, one row per word of `words`; returns new unit-length rows in the same order. */
export function retrofit(
  words: string[],
  vectors: Float64Array,
  dimensions: number,
  lexicon: Lexicon,
  { alpha, beta, iterations, fixed = () => false }: RetrofitOptions,
): Float64Array {
  const original = new Float64Array(vectors);
  for (let row = 0; row < words.length; row += 1) normalizeRow(original, row, dimensions);
  const rowOf = new Map(words.map((word, row) => [word, row]));
  const neighbours: Array<{ row: number; rows: number[]; weights: number[] }> = [];
  for (const [word, edges] of lexicon) {
    const row = rowOf.get(word);
    if (row === undefined || fixed(row)) continue;
    const rows: number[] = [];
    const weights: number[] = [];
    let total = 0;
    for (const [other, weight] of edges) {
      const otherRow = rowOf.get(other);
      if (otherRow === undefined || otherRow === row) continue;
      rows.push(otherRow);
      weights.push(weight);
      total += weight;
    }
    if (total > 0) neighbours.push({ row, rows, weights: weights.map((weight) => (weight / total) * beta) });
  }
  const current = new Float64Array(original);
  const sum = new Float64Array(dimensions);
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    for (const { row, rows, weights } of neighbours) {
      for (let column = 0; column < dimensions; column += 1)
        sum[column] = alpha * (original[row * dimensions + column] as number);
      rows.forEach((other, index) => {
        const weight = weights[index] as number;
        for (let column = 0; column < dimensions; column += 1)
          sum[column] = (sum[column] as number) + weight * (current[other * dimensions + column] as number);
      });
      for (let column = 0; column < dimensions; column += 1)
        current[row * dimensions + column] = (sum[column] as number) / (alpha + beta);
    }
  }
  for (let row = 0; row < words.length; row += 1) normalizeRow(current, row, dimensions);
  return current;
}

function normalizeRow(vectors: Float64Array, row: number, dimensions: number) {
  let norm = 0;
  for (let column = 0; column < dimensions; column += 1) {
    const value = vectors[row * dimensions + column] as number;
    norm += value * value;
  }
  if (norm === 0) return;
  const scale = 1 / Math.sqrt(norm);
  for (let column = 0; column < dimensions; column += 1)
    vectors[row * dimensions + column] = (vectors[row * dimensions + column] as number) * scale;
}
