import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * NETWISE_TEST_DB=postgres, a new database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.NETWISE_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    return handle;
  }

  const name = `netwise_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
