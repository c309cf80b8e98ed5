import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { checkManifest, writeManifest } from "./pglite-manifest";
import { explainStartError } from "./pglite-start-errors";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: for writes that must join the caller's transaction. */
export type DbExecutor = Database | Transaction;

/** The connection under a Database, for libraries that talk to it directly (the pg-boss job queue). */
export type DatabaseDriver =
  | { kind: "pglite"; client: PGlite }
  | {
      kind: "postgres";
      /** With this process's application_name, so pg-boss's and the live listener's connections carry it too. */
      connectionString: string;
      pool: pg.Pool;
      /** `netwise <pid> <random>`: tells this process's connections from other app processes' (pg_stat_activity). */
      applicationName: string;
    };

const drivers = new WeakMap<Database, DatabaseDriver>();

/** The driver a Database opened by openDatabase runs on. */
export function databaseDriver(db: Database): DatabaseDriver {
  const driver = drivers.get(db);
  if (!driver) throw new Error("This database was not opened by openDatabase");
  return driver;
}

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  driver: DatabaseDriver;
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeds) while holding a cluster-wide lock, so app processes starting
   * together on one PostgreSQL server take turns (a PostgreSQL advisory lock; PGlite has one process).
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const POOL_CONNECT_TIMEOUT_MS = 5000;
const CONNECTION_LOST_LOG_INTERVAL_MS = 60_000;

/** The advisory lock key of start-up work: any fixed 64-bit number the app uses for nothing else. */
const STARTUP_LOCK_KEY = 7_318_401_266;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Settings every connection starts with, so no request spends a round trip (or a transaction) on
 * them: directory search's typo tolerance, the `<%` operator's pg_trgm word-similarity threshold.
 */
export const NAME_SIMILARITY_THRESHOLD = 0.4;
const CONNECTION_SETTINGS = { "pg_trgm.word_similarity_threshold": String(NAME_SIMILARITY_THRESHOLD) };

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
  /** Start the embedded database although it holds less than at its last clean stop (ACCEPT_DATA_LOSS). */
  acceptDataLoss?: boolean;
  /** An in-memory embedded database starts as a copy of this dump (`PGlite.dumpDataDir`): tests' migrated template. */
  loadDataDir?: Blob;
};

/** PGlite under dataDir when no databaseUrl is given, a PostgreSQL server otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.acceptDataLoss ?? false, options.loadDataDir);
}

/**
 * Memory caps of the embedded database. Its WebAssembly memory grows and never shrinks, so what Postgres
 * may take once stays resident: shared_buffers 32 MB (default 128 MB; the files are cached by the
 * operating system anyway) keeps the WebAssembly heap at its 128 MB floor instead of 190 MB, and a
 * 16 MB maintenance_work_mem (default 64 MB) keeps a migration's index build from growing it for good.
 * Measured by bench/memory.ts (decision 0013).
 */
export const PGLITE_MEMORY_SETTINGS = {
  shared_buffers: "32MB",
  maintenance_work_mem: "16MB",
  temp_buffers: "2MB",
} as const;

/**
 * A new embedded database is created with data checksums on (a damaged page fails its read instead of
 * answering wrong rows). An existing one is compared with what its last clean stop recorded
 * (db/pglite-manifest.ts), and every clean stop records it again. A start that fails says why in one
 * line naming the folder (db/pglite-start-errors.ts).
 */
async function openPglite(
  dataDir: string | null,
  acceptDataLoss: boolean,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  const folder = dataDir ? path.join(dataDir, "pglite") : "memory";
  let unlock: () => void;
  try {
    unlock = dataDir ? lockDataDir(dataDir) : () => {};
  } catch (error) {
    throw explainStartError(error, folder);
  }
  // Each driver is read only by the processes that use it (a PostgreSQL deployment never loads PGlite).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ],
  );
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir: folder } : {}),
      ...(loadDataDir && !dataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      initDbStartParams: ["--data-checksums"],
      startParams: [
        ...PGlite.defaultStartParams,
        ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
      ],
    });
  } catch (error) {
    unlock();
    throw explainStartError(error, folder);
  }
  if (dataDir) {
    try {
      await checkManifest(client, { dataDir, acceptDataLoss, warn: (message) => console.warn(message) });
    } catch (error) {
      await client.close().catch(() => {});
      unlock();
      throw explainStartError(error, folder);
    }
  }
  for (const [name, value] of Object.entries(CONNECTION_SETTINGS)) {
    await client.query("select set_config($1, $2, false)", [name, value]);
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  const driver: DatabaseDriver = { kind: "pglite", client };
  drivers.set(db as unknown as Database, driver);
  return {
    db: db as unknown as Database,
    kind: "pglite",
    driver,
    migrate: () => migratePglite(db, { migrationsFolder }),
    whileStarting: (work) => work(),
    async close() {
      try {
        if (dataDir) {
          await writeManifest(client, dataDir).catch((error: unknown) =>
            console.warn(`Could not record the database's manifest at stop: ${(error as Error).message}`),
          );
        }
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Every connection of a Netwise process names itself `netwise <pid> <random>` (application_name). */
export const APPLICATION_NAME_PREFIX = "netwise ";

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const applicationName = `${APPLICATION_NAME_PREFIX}${process.pid} ${randomBytes(4).toString("hex")}`;
  const named = new URL(databaseUrl);
  named.searchParams.set("application_name", applicationName);
  const connectionString = named.toString();
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A request waits this long for a connection, then fails as a connection error (a 503, not a hang).
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // Sent with the connection's start-up message: no extra round trip.
    options: Object.entries(CONNECTION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(" "),
  });
  // An idle connection can be cut by the server (restart, failover, a dropped database); the pool
  // replaces it on the next query, so the error is reported instead of crashing the process.
  // Several idle connections are cut together when the server goes: one line, not one per connection
  // (requests report the outage through db/database-outage.ts).
  let lastLostAt = 0;
  pool.on("error", (error) => {
    if (Date.now() - lastLostAt < CONNECTION_LOST_LOG_INTERVAL_MS) return;
    lastLostAt = Date.now();
    console.warn(`PostgreSQL connection lost (${error.message}); new connections are made as needed`);
  });
  // Fail fast with a clear error when the server is unreachable.
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  const driver: DatabaseDriver = { kind: "postgres", connectionString, pool, applicationName };
  drivers.set(db as unknown as Database, driver);
  return {
    db: db as unknown as Database,
    kind: "postgres",
    driver,
    migrate: () => migratePg(db, { migrationsFolder }),
    async whileStarting(work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
