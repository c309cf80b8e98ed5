import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { insertUser } from "../../db/seed/factories";
import { startFakeEmbeddingsServer } from "../../test/fakes/fake-embeddings-server";
import { openTestDatabase } from "../../test/test-database";
import { createPhraseModels, type Embedder, phraseSimilarity } from "./embeddings/phrase-vectors";
import { createRemoteEmbedder, embeddingsUrl } from "./embeddings/remote-embeddings";
import { findMatches } from "./matching.service";

/** The matching models these tests run with (an app builds its own from its config). */
let models = createPhraseModels({ remote: null, sentence: null }, console);
const remoteOnly = (embedder: Embedder, log: { warn(details: object, message: string): void }) =>
  createPhraseModels({ remote: embedder, sentence: null }, log);

let fake: Awaited<ReturnType<typeof startFakeEmbeddingsServer>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  // In the fake model "zqlorem" and "zqipsum" mean the same; the built-in model knows neither word.
  fake = await startFakeEmbeddingsServer([["zqlorem", "zqipsum"]]);
  database = await openTestDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
afterEach(() => {
  fake.state.mode = "ok";
  fake.state.requests.length = 0;
});

function recordingLog() {
  const warnings: Array<{ details: object; message: string }> = [];
  return { warnings, warn: (details: object, message: string) => warnings.push({ details, message }) };
}

const settings = () => ({ url: fake.url, model: "fake-embed-1", apiKey: "test-key" });

describe("remote embeddings", () => {
  it("are used when EMBEDDINGS_URL and EMBEDDINGS_MODEL are set, for the score (not to vouch for a reason)", async () => {
    // The app builds its models from its config: the remote embedder of EMBEDDINGS_URL.
    const app = await buildApp({
      db: database.db,
      config: testConfig({ embeddings: settings() }),
      onServices: (built) => {
        models = built.phraseModels;
      },
    });
    try {
      const viewer = await insertUser(database.db, { lookingFor: "zqlorem", location: "Zqtown" });
      const other = await insertUser(database.db, { servicesOffered: "zqipsum", location: "Zqtown" });
      const [match] = await findMatches(database.db, models, viewer, { limit: 3 });
      expect(match?.member.id).toBe(other.id);
      // The honesty rule of reasons reads the built-in words, whose precision was measured (issue 29):
      // a remote model orders and scores, but does not vouch for "Offers zqipsum — … zqlorem".
      expect(match?.reasons).toEqual(["Both in Zqtown"]);
      expect(fake.state.requests[0]?.model).toBe("fake-embed-1");
      expect(fake.state.requests[0]?.input).toEqual(expect.arrayContaining(["zqlorem", "zqipsum"]));
    } finally {
      await app.close();
    }
  });

  it.each(["error", "slow", "garbage", "wrong-count"] as const)(
    "fall back to the built-in model when the endpoint is %s, and the log says why",
    async (mode) => {
      fake.state.mode = mode;
      const log = recordingLog();
      models = remoteOnly(createRemoteEmbedder(settings(), { timeoutMs: 300 }), log);
      const { model, similarity } = await phraseSimilarity(models, [
        `web design ${mode}`,
        `website design ${mode}`,
      ]);
      expect(model).toBe("built-in");
      expect(similarity(`web design ${mode}`, `website design ${mode}`)).toBeGreaterThan(0.5);
      expect(log.warnings).toEqual([
        expect.objectContaining({
          message: "Remote embeddings failed; matching uses the built-in model for this request",
          details: expect.objectContaining({ model: "remote:fake-embed-1", err: expect.any(Error) }),
        }),
      ]);
    },
  );

  it("fall back when the endpoint is down, then leave it alone for a while", async () => {
    const log = recordingLog();
    models = remoteOnly(
      createRemoteEmbedder({ ...settings(), url: "http://127.0.0.1:9/v1" }, { pauseMs: 60_000 }),
      log,
    );
    expect((await phraseSimilarity(models, ["bookkeeping zq1"])).model).toBe("built-in");
    expect((await phraseSimilarity(models, ["bookkeeping zq2"])).model).toBe("built-in");
    expect(log.warnings).toHaveLength(2);
    expect(String((log.warnings[1]?.details as { err: Error } | undefined)?.err.message)).toMatch(/paused/);
  });

  it("accept the endpoint or its API base", () => {
    expect(embeddingsUrl("https://api.example.test/v1")).toBe("https://api.example.test/v1/embeddings");
    expect(embeddingsUrl("https://api.example.test/v1/embeddings/")).toBe(
      "https://api.example.test/v1/embeddings",
    );
  });
});
