import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Database } from "../../db/client";
import { signatureOf } from "../../modules/backups/backup-signing";
import { backedUpTables, listApplicationTables, quoteIdent } from "../../modules/backups/backup-tables";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  type TestClient,
  type TestContext,
} from "../test-app";

export const BACKUP_RESPONSE_KEYS = ["fileName", "message", "rows", "tables"];

export type BackupTestApp = {
  ctx: TestContext;
  /** A folder of its own, emptied by `emptyBackupDir`. */
  backupDir: string;
  admin: SignedInMember;
  member: SignedInMember;
  emptyBackupDir(): Promise<void>;
  close(): Promise<void>;
};

/** A test app with a backup folder of its own, a signed-in administrator and a signed-in member. */
async function openBackupTestApp(): Promise<BackupTestApp> {
  const backupDir = await mkdtemp(path.join(os.tmpdir(), "netwise-backups-test-"));
  const ctx = await createTestApp({ authRateLimit: 1000, backupDir });
  const admin = await signedInMember(ctx, {
    role: "admin",
    email: `backup-admin-${Date.now()}@example.test`,
  });
  const member = await signedInMember(ctx);
  return {
    ctx,
    backupDir,
    admin,
    member,
    async emptyBackupDir() {
      for (const name of await readdir(backupDir))
        await rm(path.join(backupDir, name), { recursive: true, force: true });
    },
    async close() {
      await ctx.close();
      await rm(backupDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the app before the file's first test, empties its backup folder before each test and closes
 * it after the last: the object is filled in when the first test runs.
 */
export function backupTestAppPerFile(): BackupTestApp {
  const app = {} as BackupTestApp;
  beforeAll(async () => {
    Object.assign(app, await openBackupTestApp());
  });
  afterAll(() => app.close());
  beforeEach(() => app.emptyBackupDir());
  return app;
}

/** Writes a backup through the API and answers its file name. */
export async function createBackupFile(client: TestClient) {
  const response = await client.post("/api/admin/backup/create", {});
  expect(response.statusCode).toBe(201);
  return response.json().fileName as string;
}

/** Every backed-up table's rows as PostgreSQL's JSON, in primary-key order. */
export async function snapshotTables(db: Database): Promise<Record<string, string[]>> {
  const tables = backedUpTables(await listApplicationTables(db));
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const order = table.primaryKey.length ? `order by ${table.primaryKey.map(quoteIdent).join(", ")}` : "";
    const rows = (await db.execute(
      sql.raw(`select row_to_json(t)::text as line from public.${quoteIdent(table.name)} t ${order}`),
    )) as unknown as { rows: { line: string }[] };
    result[table.name] = rows.rows.map((row) => row.line);
  }
  return result;
}

/** Signs a file with the server's key, as someone who holds the key (or Netwise itself) would. */
export async function signWithServerKey({ ctx, backupDir }: BackupTestApp, fileName: string) {
  const filePath = path.join(backupDir, fileName);
  const key = Buffer.from(ctx.config.backupSigningKey ?? "", "utf8");
  await writeFile(`${filePath}.sig`, await signatureOf(filePath, key));
}
