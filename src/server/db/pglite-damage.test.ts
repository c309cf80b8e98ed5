import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../test/redis-server";
import { startServerProcess } from "../test/server-process";
import { openDatabase } from "./client";
import { MANIFEST_FILE } from "./pglite-manifest";
import { EmbeddedDatabaseError, explainStartError } from "./pglite-start-errors";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-damage-"));
const pristine = path.join(root, "pristine");
let postsFile = "";
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A copy of the cleanly stopped database folder, damaged by `harm` (given the copy's pglite folder). */
function damagedCopy(name: string, harm: (pgliteDir: string) => void): string {
  const dataDir = path.join(root, name);
  fs.cpSync(pristine, dataDir, { recursive: true });
  harm(path.join(dataDir, "pglite"));
  return dataDir;
}

async function startError(dataDir: string, acceptDataLoss = false): Promise<Error | null> {
  try {
    const database = await openDatabase({ dataDir, acceptDataLoss });
    await database.close();
    return null;
  } catch (error) {
    return error as Error;
  }
}

// Damage to the embedded database's files: the PostgreSQL run has no such files.
describe.runIf(process.env.NETWISE_TEST_DB !== "postgres")("a damaged embedded database", () => {
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: pristine });
    await database.db.execute(sql`create table posts (id int primary key, body text not null)`);
    await database.db.execute(
      sql`insert into posts select n, repeat('words ', 40) from generate_series(1, 2000) as n`,
    );
    const { client } = database.driver as { client: PGlite };
    const { rows } = await client.query<{ file: string }>("select pg_relation_filepath('posts') as file");
    postsFile = rows[0]?.file ?? "";
    const { rows: settings } = await client.query<{ data_checksums: string }>("show data_checksums");
    expect(settings[0]?.data_checksums).toBe("on");
    await database.close();
    expect(fs.existsSync(path.join(pristine, MANIFEST_FILE))).toBe(true);
  }, 240_000);

  it("starts after a clean stop when nothing is missing, and records the manifest again at the next stop", async () => {
    const dataDir = damagedCopy("intact", () => {});
    expect(await startError(dataDir)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, MANIFEST_FILE))).toBe(true);
  }, 120_000);

  it("refuses a table file cut short, naming the folder, the table and how to restore", async () => {
    const dataDir = damagedCopy("truncated", (dir) => {
      const file = path.join(dir, postsFile);
      fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2 / 8192) * 8192);
    });
    const error = await startError(dataDir);
    expect(error).toBeInstanceOf(EmbeddedDatabaseError);
    expect(error?.message).toContain(`The embedded database in ${path.join(dataDir, "pglite")} is damaged`);
    expect(error?.message).toMatch(/public\.posts holds \d+ rows instead of 2000/);
    expect(error?.message).toContain("Restore your latest backup");
    expect(error?.message).toContain("ACCEPT_DATA_LOSS=true");
    // Still refused on the next try; the operator's override starts it and the manifest is dropped.
    expect(await startError(dataDir)).toBeInstanceOf(EmbeddedDatabaseError);
    expect(await startError(dataDir, true)).toBeNull();
    expect(await startError(dataDir)).toBeNull();
  }, 180_000);

  it("refuses zeroed pages in a table file", async () => {
    const dataDir = damagedCopy("zeroed", (dir) => {
      const handle = fs.openSync(path.join(dir, postsFile), "r+");
      fs.writeSync(handle, Buffer.alloc(3 * 8192), 0, 3 * 8192, 8192);
      fs.closeSync(handle);
    });
    const error = await startError(dataDir);
    expect(error?.message).toMatch(/public\.posts holds \d+ rows instead of 2000/);
  }, 120_000);

  it("refuses a removed table file", async () => {
    const dataDir = damagedCopy("removed", (dir) => fs.rmSync(path.join(dir, postsFile)));
    const error = await startError(dataDir);
    expect(error).toBeInstanceOf(EmbeddedDatabaseError);
    expect(error?.message).toMatch(/is damaged: .*a table cannot be read \(could not open file/);
  }, 120_000);

  it("explains a removed pg_control in words, not as a WebAssembly abort", async () => {
    const dataDir = damagedCopy("no-control", (dir) => fs.rmSync(path.join(dir, "global", "pg_control")));
    const error = await startError(dataDir);
    expect(error).toBeInstanceOf(EmbeddedDatabaseError);
    expect(error?.message).toContain("could not read its control file or write-ahead log");
    expect(error?.message).not.toContain("ASSERTIONS");
  }, 120_000);

  it("explains a removed write-ahead log folder", async () => {
    const dataDir = damagedCopy("no-wal", (dir) => fs.rmSync(path.join(dir, "pg_wal"), { recursive: true }));
    const error = await startError(dataDir);
    expect(error).toBeInstanceOf(EmbeddedDatabaseError);
    expect(error?.message).toMatch(/is damaged/);
  }, 120_000);

  it("npm start exits 1 with one line and no stack trace", async () => {
    const dataDir = damagedCopy("process", (dir) => {
      const file = path.join(dir, postsFile);
      fs.truncateSync(file, 8192);
    });
    const server = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(
      lines.some((line) =>
        line.startsWith(`The embedded database in ${path.join(dataDir, "pglite")} is damaged`),
      ),
    ).toBe(true);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 300_000);
});

describe("start-up errors of the embedded database's WebAssembly build", () => {
  it("name a full disk, a read-only folder and an abort in words", () => {
    const folder = "/srv/netwise/data/pglite";
    const full = explainStartError(Object.assign(new Error(""), { name: "ErrnoError", errno: 51 }), folder);
    expect((full as Error).message).toBe(
      `The embedded database in ${folder} cannot start: no space left on the device (file system error 51). Free some space and start again.`,
    );
    const readOnly = explainStartError(
      Object.assign(new Error("EROFS: read-only file system, open 'x'"), { code: "EROFS" }),
      folder,
    );
    expect((readOnly as Error).message).toMatch(
      /cannot start: the folder cannot be written \(EROFS: read-only file system/,
    );
    const aborted = explainStartError(new Error("Aborted(). Build with -sASSERTIONS for more info."), folder);
    expect((aborted as Error).message).toMatch(/is damaged: PostgreSQL could not read its control file/);
    const other = new Error("something else");
    expect(explainStartError(other, folder)).toBe(other);
  });
});
