import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template each API test file's database starts from (test-database.ts). */
    databaseTemplate: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; name: string } | null;
  }
}

/**
 * Vitest global setup of the API projects: migrates one database per run, which every test file then
 * copies (a PGlite data-directory dump, or a PostgreSQL template database) instead of running the
 * migrations again: a copy takes well under a second, the migrations several.
 */
export default async function setup(project: TestProject) {
  const serverUrl = project.name === "api-postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) return postgresTemplate(project, serverUrl);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const handle = await openDatabase({ dataDir: null });
  const dumpFile = path.join(
    os.tmpdir(),
    `netwise-test-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`,
  );
  try {
    await handle.migrate();
    const dump = await (handle.driver as { client: PGlite }).client.dumpDataDir("none");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("databaseTemplate", { kind: "pglite", dumpFile });
  return () => rm(dumpFile, { force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `netwise_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide("databaseTemplate", { kind: "postgres", name });
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
