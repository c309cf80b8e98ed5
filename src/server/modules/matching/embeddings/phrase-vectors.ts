import { BoundedCache } from "../../../../shared/bounded-cache";
import { builtInVector } from "./built-in-model";

/**
 * Phrase vectors for scoring, from the built-in model or, when configured, a remote
 * OpenAI-compatible endpoint. Vectors of the two models live in different spaces, so one request
 * compares vectors of one model only: if the remote endpoint fails for any phrase of a request,
 * the whole request uses the built-in model, and the log says why.
 */

export type Embedder = {
  name: string;
  /** One vector per text, or null for a text the model cannot read. Throws when the model is unavailable. */
  embed(texts: string[]): Promise<Array<Float32Array | null>>;
};

type Log = { warn(details: object, message: string): void };

export const builtInEmbedder: Embedder = {
  name: "built-in",
  async embed(texts) {
    return texts.map(builtInVector);
  },
};

/**
 * Vectors by text, per model, the least recently used dropped past this many (a vector is 400 bytes
 * of numbers plus its text and the map's entry: about 20 MB when full).
 */
export const PHRASE_VECTOR_CACHE_SIZE = 30_000;
// Process-wide cache keyed by model name: a model's vector of a text is the same for every app.
const caches = new Map<string, BoundedCache<string, Float32Array | null>>();

/** The sentence model's vectors are 512 numbers (2 KB): fewer are kept, about 10 MB when full. */
export const SENTENCE_VECTOR_CACHE_SIZE = 5_000;

function cacheOf(embedder: Embedder, size: number) {
  let cache = caches.get(embedder.name);
  if (!cache) {
    cache = new BoundedCache(size);
    caches.set(embedder.name, cache);
  }
  return cache;
}

async function vectorsWith(
  embedder: Embedder,
  texts: string[],
  cacheSize = PHRASE_VECTOR_CACHE_SIZE,
): Promise<Map<string, Float32Array | null>> {
  const cache = cacheOf(embedder, cacheSize);
  const { found, missing } = cache.getMany(texts);
  if (missing.length > 0) {
    const vectors = await embedder.embed(missing);
    missing.forEach((text, index) => {
      const vector = vectors[index] ?? null;
      cache.set(text, vector);
      found.set(text, vector);
    });
  }
  return found;
}

/**
 * The models one app compares meanings with: its remote embedder (null: the built-in model only) and
 * its sentence model (null: the word vectors order alone), with the sentence model's last failure.
 * Built once by buildApp from its config and passed down (route options, then parameters).
 */
export type PhraseModels = {
  readonly remote: { readonly embedder: Embedder; readonly log: Log } | null;
  readonly sentence: { readonly embedder: Embedder; readonly log: Log; failedAt: number } | null;
  /** Members' offers waiting to be embedded in the background (offer-vectors.ts). */
  readonly offerQueue: { queued: Map<number, { db: unknown; text: string }>; draining: Promise<void> | null };
};

export function createPhraseModels(
  { remote, sentence }: { remote: Embedder | null; sentence: Embedder | null },
  log: Log,
): PhraseModels {
  return {
    remote: remote ? { embedder: remote, log } : null,
    sentence: sentence ? { embedder: sentence, log, failedAt: Number.NEGATIVE_INFINITY } : null,
    offerQueue: { queued: new Map(), draining: null },
  };
}

/** The vector scaled to length 1 (a new array), or null for a zero or non-finite one: `cosine` expects unit vectors. */
export function toUnitVector(vector: Float32Array): Float32Array | null {
  let norm = 0;
  for (const value of vector) norm += value * value;
  if (!(norm > 0) || !Number.isFinite(norm)) return null;
  const scale = 1 / Math.sqrt(norm);
  return vector.map((value) => value * scale);
}

export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  for (let index = 0; index < a.length; index += 1) dot += (a[index] as number) * (b[index] as number);
  return dot;
}

/** After a failure the sentence model is left alone this long: requests order by the word vectors. */
const SENTENCE_MODEL_BACKOFF_MS = 60_000;

/** The sentence model the order by meaning reads now: null when it is off or failed within the last minute. */
export function activeSentenceModel(models: PhraseModels): { name: string; log: Log } | null {
  const sentenceModel = models.sentence;
  if (!sentenceModel || Date.now() - sentenceModel.failedAt < SENTENCE_MODEL_BACKOFF_MS) return null;
  return { name: sentenceModel.embedder.name, log: sentenceModel.log };
}

/**
 * The sentence model's vectors of `texts`, or null when it is off, failed within the last minute,
 * or fails now (the log says why).
 */
export async function sentenceVectors(
  models: PhraseModels,
  texts: string[],
): Promise<Map<string, Float32Array | null> | null> {
  const sentenceModel = models.sentence;
  if (!sentenceModel || !activeSentenceModel(models)) return null;
  try {
    return await vectorsWith(sentenceModel.embedder, texts, SENTENCE_VECTOR_CACHE_SIZE);
  } catch (error) {
    sentenceModel.failedAt = Date.now();
    sentenceModel.log.warn(
      { err: error, model: sentenceModel.embedder.name },
      "The sentence model failed; suggestions are ordered by the word vectors for a minute",
    );
    return null;
  }
}

/** The cosine of any two texts of `vectors` (unit vectors of one model), or null when either has none. */
export function similarityOf(vectors: ReadonlyMap<string, Float32Array | null>) {
  return (a: string, b: string) => {
    const left = vectors.get(a);
    const right = vectors.get(b);
    return left && right ? cosine(left, right) : null;
  };
}

/** The model a request asks first: the remote one when configured, else the built-in one. */
export function preferredModel(models: PhraseModels): string {
  return models.remote?.embedder.name ?? builtInEmbedder.name;
}

/**
 * The similarity of any two of `texts`, from one model (the built-in one only, when `builtInOnly`:
 * a request whose remote vectors failed scores everything with it).
 */
export async function phraseSimilarity(
  models: PhraseModels,
  texts: string[],
  options: { builtInOnly?: boolean } = {},
): Promise<{
  model: string;
  similarity: (a: string, b: string) => number | null;
}> {
  let vectors: Map<string, Float32Array | null> | null = null;
  let model = builtInEmbedder.name;
  const configured = models.remote;
  if (configured && !options.builtInOnly) {
    try {
      vectors = await vectorsWith(configured.embedder, texts);
      model = configured.embedder.name;
    } catch (error) {
      configured.log.warn(
        { err: error, model: configured.embedder.name },
        "Remote embeddings failed; matching uses the built-in model for this request",
      );
    }
  }
  if (!vectors) vectors = await vectorsWith(builtInEmbedder, texts);
  return { model, similarity: similarityOf(vectors) };
}
