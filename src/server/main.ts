import type { FastifyInstance } from "fastify";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createLifecycle } from "./modules/health/lifecycle";
import type { PhraseModels } from "./modules/matching/embeddings/phrase-vectors";

/** Milliseconds after listening before the matching model is read into memory. */
const MODEL_WARM_UP_DELAY_MS = 2000;

const STOP_TIMEOUT_MS = 15_000;

/**
 * config → open database → migrate → seed → listen. SIGTERM: /readyz turns 503 at once while requests are
 * still served for SHUTDOWN_DRAIN_SECONDS (the load balancer's time to notice), then the server stops
 * accepting and finishes in-flight requests, the job queue stops, and the database closes. SIGINT (Ctrl-C)
 * skips the drain.
 */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  // The app's modules (Fastify, every area) load while the database opens: the embedded database
  // compiles its WebAssembly off the main thread meanwhile, so start-up pays for the longer of the two.
  const appModules = import("./main-app");
  const [
    database,
    {
      buildApp,
      seedDatabase,
      serveCreateAdmin,
      warmUpBuiltInModel,
      warmUpSentenceModel,
      queueMissingOfferVectors,
    },
  ] = await Promise.all([
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      acceptDataLoss: config.acceptDataLoss,
    }),
    appModules,
  ]);
  let app: FastifyInstance | undefined;
  let phraseModels: PhraseModels | undefined;
  let stopCreateAdminSocket: (() => Promise<void>) | null = null;
  let stopping = false;
  const lifecycle = createLifecycle();

  const stop = async (reason: string, exitCode: number, drainMs = 0) => {
    if (stopping) return;
    stopping = true;
    lifecycle.beginStopping();
    if (app && drainMs > 0) {
      console.log(`${reason}: unready now, serving for ${drainMs / 1000} s more before closing`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    console.log(`${reason}: finishing requests, stopping the job queue, then closing the database`);
    // In-flight requests get this long; then the process ends anyway.
    setTimeout(() => {
      console.error(`Stopping took longer than ${STOP_TIMEOUT_MS / 1000} s: exiting now`);
      process.exit(exitCode || 1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      await stopCreateAdminSocket?.().catch(() => {});
      await app?.close();
    } finally {
      await database.close().catch((error: unknown) => console.error("Closing the database failed:", error));
      process.exit(exitCode);
    }
  };
  // Registered before migrations run, so a stop during start-up also closes the database cleanly.
  process.once("SIGINT", () => void stop("SIGINT received", 0));
  process.once("SIGTERM", () => void stop("SIGTERM received", 0, config.shutdownDrainMs));

  try {
    await database.whileStarting(async () => {
      await database.migrate();
      await seedDatabase(database.db, { demo: config.seedDemo, uploadDir: config.uploadDir });
    });
    app = await buildApp({
      db: database.db,
      config,
      startJobsAfterListen: true,
      lifecycle,
      onServices: (built) => {
        phraseModels = built.phraseModels;
      },
    });
    await app.listen({ port: config.port, host: config.host });
    // `npm run create-admin` cannot open the embedded database this process holds: it asks here.
    if (database.kind === "pglite")
      stopCreateAdminSocket = await serveCreateAdmin(database.db, config.dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop("Start-up failed", 1);
    return;
  }

  // The matching model is read after the first answers, not before (start-up stays as fast). The
  // sentence model loads in its own process meanwhile, so the first suggestions do not wait for it.
  setTimeout(warmUpBuiltInModel, MODEL_WARM_UP_DELAY_MS).unref();
  if (config.sentenceModel && config.processRole !== "worker") {
    warmUpSentenceModel();
    if (phraseModels)
      queueMissingOfferVectors(phraseModels, database.db).catch((error: unknown) =>
        app?.log.warn({ err: error }, "Could not queue the members' offer vectors"),
      );
  }

  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL server";
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  const role = config.processRole === "all" ? "" : `, role ${config.processRole}`;
  console.log(`Netwise is running at http://localhost:${port} (${where}${role}; ready in ${seconds}s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
