import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { onServer } from "./database-template.global";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * NETWISE_TEST_DB=postgres, a new database on the TEST_DATABASE_URL server, dropped on close. Both
 * start as a copy of the run's migrated template (database-template.global.ts) when there is one.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.NETWISE_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  const template = inject("databaseTemplate") ?? null;
  if (!serverUrl) {
    if (template?.kind === "pglite") {
      const dump = new Blob([await readFile(template.dumpFile)]);
      return openDatabase({ dataDir: null, loadDataDir: dump });
    }
    const handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    return handle;
  }

  const name = `netwise_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(
    serverUrl,
    template?.kind === "postgres"
      ? `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`
      : `CREATE DATABASE "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  if (template?.kind !== "postgres") await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
