import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";

/** config → open database → migrate → seed → listen; SIGINT/SIGTERM close the server, then the database. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let closing = false;
  const closeDatabase = async () => {
    await database.close().catch((error: unknown) => console.error("Closing the database failed:", error));
  };

  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: config.seedDemo });
  } catch (error) {
    await closeDatabase();
    throw error;
  }

  const app = await buildApp({ db: database.db, config });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing the HTTP server, then the database`);
    try {
      await app.close();
    } finally {
      await closeDatabase();
      process.exit(0);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await closeDatabase();
    throw error;
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
