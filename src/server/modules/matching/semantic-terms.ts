import { sql } from "drizzle-orm";
import { BoundedCache } from "../../../shared/bounded-cache";
import type { DbExecutor } from "../../db/client";
import { builtInVector, meaningfulWords } from "./embeddings/built-in-model";
import { cosine } from "./embeddings/phrase-vectors";
import { vocabularyGeneration } from "./vocabulary-changes";

/**
 * Expands what a member looks for (or offers) into the words other members actually use that are
 * closest in meaning, so the indexed candidate step finds "AWS migration" for "move our servers to
 * the cloud". The vocabulary is every word of every profile's offers and wishes (`match_words`,
 * filled by a trigger), read into the process once and kept there.
 *
 * It is read again (only the words added since) when a profile changed in this process
 * (`matchVocabularyChanged`, called wherever profile text is written) or when the copy is older
 * than `VOCABULARY_MAX_AGE_MS` (profiles changed by another app process). A request between two
 * checks reads nothing: a word new to the vocabulary cannot be an expansion target for at most that
 * long, while the member who wrote it is still found by their own words.
 */

/**
 * Neighbours kept per phrase, and how close they must be. A looser floor with a rank limit (15 at
 * cosine ≥ 0.45, was 6 at ≥ 0.5) lets the candidate step reach words the 100-d vectors place only
 * moderately close ("developers", 0.55 and 8th, for "help hiring two software engineers"); the
 * limit and `MAX_WORDS_PER_SIDE` keep the lookups bounded at any vocabulary size. Looser floors
 * (≤ 0.42) let in members the score then ranks wrongly (decision 0011).
 */
export const NEIGHBOURS_PER_PHRASE = 15;
export const NEIGHBOUR_MIN_SIMILARITY = 0.45;
/**
 * And each word of the phrase, alone: its closest vocabulary words, so a need said in several words
 * still reaches a member who answers one of them ("invention" → "patent", "relocate" → "movers").
 * A phrase's vector is pulled by all its words and can miss those (decision 0011, "Candidates for
 * the order by meaning").
 */
export const NEIGHBOURS_PER_WORD = 5;
export const WORD_NEIGHBOUR_MIN_SIMILARITY = 0.5;
/** At most this many phrases of a side are expanded. */
const MAX_PHRASES = 8;
/** How long a vocabulary is used without asking the database for words added by other processes. */
export const VOCABULARY_MAX_AGE_MS = 10_000;
/**
 * Each read starts this many ids before the highest id seen: a word whose transaction committed
 * after a later id was read (ids come from a sequence, commits need not follow them) is still found.
 */
const ID_OVERLAP = 1_000;
const READ_BATCH = 50_000;

type Entry = { word: string; vector: Float32Array };
type Vocabulary = {
  lastId: number;
  entries: Entry[];
  words: Set<string>;
  /** When the database was last asked (ms since epoch) and which local change it had seen. */
  checkedAt: number;
  generation: number;
  refreshing: Promise<void> | null;
};
/** One vocabulary per database (tests and benchmarks open several in one process). */
const vocabularies = new WeakMap<object, Vocabulary>();

async function refreshVocabulary(db: DbExecutor, vocabulary: Vocabulary) {
  const seen = vocabularyGeneration();
  const startedAt = Date.now();
  for (;;) {
    const from = Math.max(0, vocabulary.lastId - ID_OVERLAP);
    const result = (await db.execute(
      sql`select id, word from match_words where id > ${from} order by id limit ${READ_BATCH}`,
    )) as unknown as { rows: Array<{ id: number; word: string }> };
    for (const { id, word } of result.rows) {
      vocabulary.lastId = Math.max(vocabulary.lastId, Number(id));
      if (vocabulary.words.has(word)) continue;
      vocabulary.words.add(word);
      const vector = builtInVector(word);
      if (vector) vocabulary.entries.push({ word, vector });
    }
    // A full batch reached past the overlap, so the next one starts further on.
    if (result.rows.length < READ_BATCH) break;
  }
  vocabulary.checkedAt = startedAt;
  vocabulary.generation = seen;
}

/** The vocabulary, asking the database only when it may be behind (see above). */
async function currentVocabulary(db: DbExecutor): Promise<Entry[]> {
  let vocabulary = vocabularies.get(db);
  if (!vocabulary) {
    vocabulary = { lastId: 0, entries: [], words: new Set(), checkedAt: 0, generation: -1, refreshing: null };
    vocabularies.set(db, vocabulary);
  }
  const current = vocabulary;
  const fresh =
    current.generation === vocabularyGeneration() && Date.now() - current.checkedAt < VOCABULARY_MAX_AGE_MS;
  if (fresh && !current.refreshing) return current.entries;
  current.refreshing ??= refreshVocabulary(db, current).finally(() => {
    current.refreshing = null;
  });
  await current.refreshing;
  return current.entries;
}

/** Expansions by phrase text: the same wishes are expanded once per process. */
const EXPANSION_CACHE_SIZE = 10_000;
const expansions = new BoundedCache<string, { size: number; words: Array<{ word: string; weight: number }> }>(
  EXPANSION_CACHE_SIZE,
);

/** The `count` vocabulary words closest to `vector` at `floor` or more, closest first (`except` left out). */
function nearest(vector: Float32Array, entries: Entry[], count: number, floor: number, except?: string) {
  const near: Array<{ word: string; weight: number }> = [];
  for (const entry of entries) {
    const similarity = cosine(vector, entry.vector);
    if (similarity >= floor && entry.word !== except) near.push({ word: entry.word, weight: similarity });
  }
  near.sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1));
  return near.slice(0, count);
}

function expandPhrase(phrase: string, entries: Entry[]): Array<{ word: string; weight: number }> {
  const known = expansions.get(phrase);
  if (known && known.size === entries.length) return known.words;
  const own = meaningfulWords(phrase);
  const vector = builtInVector(phrase);
  const words = [
    ...own.map((word) => ({ word, weight: 1 })),
    ...(vector ? nearest(vector, entries, NEIGHBOURS_PER_PHRASE, NEIGHBOUR_MIN_SIMILARITY) : []),
    ...own.flatMap((word) => {
      const wordVector = builtInVector(word);
      return wordVector
        ? nearest(wordVector, entries, NEIGHBOURS_PER_WORD, WORD_NEIGHBOUR_MIN_SIMILARITY, word)
        : [];
    }),
  ];
  expansions.set(phrase, { size: entries.length, words });
  return words;
}

/**
 * Words as the word index stores them: PostgreSQL's `english` stemming (the same as the trigger's),
 * asked once per new word and kept in the process; stop words have none.
 */
const STEMS_CACHE_SIZE = 50_000;
const stems = new BoundedCache<string, string[]>(STEMS_CACHE_SIZE);

async function stemsOf(db: DbExecutor, words: string[]): Promise<Map<string, string[]>> {
  const { found, missing } = stems.getMany(words);
  if (missing.length > 0) {
    const result = (await db.execute(
      sql`select w.word, tsvector_to_array(to_tsvector('english', w.word)) as stems
        from unnest(${sql.param(missing)}::text[]) as w(word)`,
    )) as unknown as { rows: Array<{ word: string; stems: string[] | null }> };
    const fetched = new Map(result.rows.map((row) => [row.word, row.stems ?? []]));
    for (const word of missing) {
      const wordStems = fetched.get(word) ?? [];
      stems.set(word, wordStems);
      found.set(word, wordStems);
    }
  }
  return found;
}

/** Stemmed terms of weighted words, each with the largest weight of the words it comes from. */
export async function stemmedWords(
  db: DbExecutor,
  words: Array<{ word: string; weight: number }>,
): Promise<Array<{ word: string; weight: number }>> {
  if (words.length === 0) return [];
  const byWord = await stemsOf(
    db,
    words.map((word) => word.word),
  );
  const best = new Map<string, number>();
  for (const { word, weight } of words) {
    for (const stem of byWord.get(word) ?? []) best.set(stem, Math.max(best.get(stem) ?? 0, weight));
  }
  return [...best]
    .map(([word, weight]) => ({ word, weight }))
    .sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1));
}

/** The words to look up for these phrases, each with its weight (1 for the phrase's own words). */
export async function expandedWords(
  db: DbExecutor,
  phrases: string[],
): Promise<Array<{ word: string; weight: number }>> {
  if (phrases.length === 0) return [];
  const entries = await currentVocabulary(db);
  const best = new Map<string, number>();
  for (const phrase of phrases.slice(0, MAX_PHRASES)) {
    for (const { word, weight } of expandPhrase(phrase, entries)) {
      best.set(word, Math.max(best.get(word) ?? 0, weight));
    }
  }
  return [...best]
    .map(([word, weight]) => ({ word, weight }))
    .sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1));
}
