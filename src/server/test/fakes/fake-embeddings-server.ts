import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible `/v1/embeddings` endpoint for tests. Its "model" gives each text the
 * sum of one-hot vectors of its words, where the words of each `synonyms` group share one
 * dimension, so two texts are similar exactly when they share a word or a synonym. `mode` makes it
 * misbehave: an error status, an answer slower than any timeout, or garbage.
 */
export type FakeEmbeddingsMode = "ok" | "error" | "slow" | "garbage" | "wrong-count";

export async function startFakeEmbeddingsServer(synonyms: string[][] = []) {
  const dimensionOf = new Map<string, number>();
  synonyms.forEach((group, index) => {
    for (const word of group) dimensionOf.set(word, index);
  });
  const dimensions = 64;
  const vectorOf = (text: string) => {
    const vector = new Array<number>(dimensions).fill(0);
    for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
      let dimension = dimensionOf.get(word);
      if (dimension === undefined) {
        dimension =
          synonyms.length +
          ([...word].reduce((hash, char) => hash * 31 + char.charCodeAt(0), 7) %
            (dimensions - synonyms.length));
      }
      vector[dimension] = (vector[dimension] as number) + 1;
    }
    return vector;
  };
  const state = {
    mode: "ok" as FakeEmbeddingsMode,
    requests: [] as Array<{ model: string; input: string[] }>,
  };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/embeddings") {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      state.requests.push(parsed);
      const send = (status: number, payload: string) => {
        if (!response.destroyed)
          response.writeHead(status, { "content-type": "application/json" }).end(payload);
      };
      if (state.mode === "error") return send(503, JSON.stringify({ error: { message: "overloaded" } }));
      if (state.mode === "garbage") return send(200, JSON.stringify({ data: [{ embedding: ["x", null] }] }));
      if (state.mode === "slow") {
        setTimeout(() => send(200, "{}"), 3000).unref();
        return;
      }
      const input = state.mode === "wrong-count" ? parsed.input.slice(1) : parsed.input;
      send(
        200,
        JSON.stringify({
          object: "list",
          model: parsed.model,
          data: input.map((text, index) => ({ object: "embedding", index, embedding: vectorOf(text) })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
