import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";

/** config → open database → migrate → seed → listen; SIGINT/SIGTERM close the server, then the database. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  let stopping = false;

  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: closing the HTTP server, then the database`);
    try {
      await app?.close();
    } finally {
      await database.close().catch((error: unknown) => console.error("Closing the database failed:", error));
      process.exit(exitCode);
    }
  };
  // Registered before migrations run, so a stop during start-up also closes the database cleanly.
  process.once("SIGINT", () => void stop("SIGINT received", 0));
  process.once("SIGTERM", () => void stop("SIGTERM received", 0));

  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: config.seedDemo });
    app = await buildApp({ db: database.db, config });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop("Start-up failed", 1);
    return;
  }

  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL server";
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(`Netwise is running at http://localhost:${port} (${where}; ready in ${seconds}s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
