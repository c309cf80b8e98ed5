import type { Config } from "../../../config";
import { type Embedder, toUnitVector } from "./phrase-vectors";

/** A slower answer than this is dropped for the built-in model. */
export const EMBEDDINGS_TIMEOUT_MS = 2000;
/** Texts per request to the endpoint. */
const BATCH_SIZE = 128;
/** The longest text sent (phrases are short; a pasted essay is cut). */
const MAX_TEXT_LENGTH = 2000;
const MAX_DIMENSIONS = 8192;

export type EmbeddingsSettings = NonNullable<Config["embeddings"]>;

/** Accepts the endpoint itself or its API base ('https://host/v1'). */
export function embeddingsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  return trimmed.endsWith("/embeddings") ? trimmed : `${trimmed}/embeddings`;
}

type EmbeddingsResponse = { data?: Array<{ index?: unknown; embedding?: unknown }> };

function unitVector(values: unknown, dimensions: number | null): Float32Array {
  if (!Array.isArray(values) || values.length === 0 || values.length > MAX_DIMENSIONS) {
    throw new Error("The embeddings endpoint answered without a usable vector");
  }
  if (dimensions !== null && values.length !== dimensions) {
    throw new Error("The embeddings endpoint answered vectors of different lengths");
  }
  const vector = Float32Array.from(values, (value) => {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new Error("The embeddings endpoint answered a vector with a value that is not a number");
    }
    return value;
  });
  const unit = toUnitVector(vector);
  if (!unit) throw new Error("The embeddings endpoint answered a zero vector");
  return unit;
}

async function embedBatch(
  settings: EmbeddingsSettings,
  texts: string[],
  timeoutMs: number,
  dimensions: number | null,
) {
  const response = await fetch(embeddingsUrl(settings.url), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      input: texts.map((text) => text.slice(0, MAX_TEXT_LENGTH)),
    }),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: "error",
  });
  if (!response.ok) throw new Error(`The embeddings endpoint answered ${response.status}`);
  const body = (await response.json()) as EmbeddingsResponse;
  if (!Array.isArray(body?.data) || body.data.length !== texts.length) {
    throw new Error("The embeddings endpoint answered a different number of vectors than texts");
  }
  const vectors: Float32Array[] = new Array(texts.length);
  let size = dimensions;
  body.data.forEach((item, position) => {
    const index = typeof item?.index === "number" ? item.index : position;
    if (!Number.isInteger(index) || index < 0 || index >= texts.length) {
      throw new Error("The embeddings endpoint answered an index out of range");
    }
    const vector = unitVector(item?.embedding, size);
    size = vector.length;
    vectors[index] = vector;
  });
  return { vectors, dimensions: size };
}

/**
 * An OpenAI-compatible embeddings endpoint as the matching model. Any failure (unreachable, an
 * error status, malformed or inconsistent vectors, no answer in time) throws; the caller falls back
 * to the built-in model. After a failure the endpoint is left alone for `pauseMs`, so a dead
 * endpoint does not add its timeout to every request.
 */
export function createRemoteEmbedder(
  settings: EmbeddingsSettings,
  options: { timeoutMs?: number; pauseMs?: number } = {},
): Embedder {
  const timeoutMs = options.timeoutMs ?? EMBEDDINGS_TIMEOUT_MS;
  const pauseMs = options.pauseMs ?? 60_000;
  let pausedUntil = 0;
  let dimensions: number | null = null;
  return {
    name: `remote:${settings.model}`,
    async embed(texts) {
      if (Date.now() < pausedUntil) throw new Error("The embeddings endpoint failed recently; paused");
      try {
        const vectors: Array<Float32Array | null> = [];
        for (let start = 0; start < texts.length; start += BATCH_SIZE) {
          const batch = await embedBatch(
            settings,
            texts.slice(start, start + BATCH_SIZE),
            timeoutMs,
            dimensions,
          );
          dimensions = batch.dimensions;
          vectors.push(...batch.vectors);
        }
        return vectors;
      } catch (error) {
        pausedUntil = Date.now() + pauseMs;
        throw error;
      }
    },
  };
}
