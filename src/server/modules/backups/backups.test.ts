import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BACKUP_FILE_NAME_PATTERN, EXPORT_FILE_NAME_PATTERN } from "../../../shared/contracts/backups";
import { adminAuditLog, banners, platformSettings, posts, users } from "../../db/schema";
import { insertArticle, insertPost, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import {
  BACKUP_SIGNATURE_MISMATCH,
  BACKUP_SIGNATURE_MISSING,
  backupSigningKey,
  SIGNING_KEY_FILE,
  signatureOf,
} from "./backup-signing";
import { backedUpTables, listApplicationTables, quoteIdent } from "./backup-tables";

let ctx: TestContext;
let backupDir: string;
let admin: Awaited<ReturnType<typeof signedInMember>>;
let member: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), "netwise-backups-test-"));
  ctx = await createTestApp({ authRateLimit: 1000, backupDir });
  admin = await signedInMember(ctx, { role: "admin", email: `backup-admin-${Date.now()}@example.test` });
  member = await signedInMember(ctx);
});
afterAll(async () => {
  await ctx.close();
  await rm(backupDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const name of await readdir(backupDir)) await rm(path.join(backupDir, name), { force: true });
});

const BACKUP_RESPONSE_KEYS = ["fileName", "message", "rows", "tables"];

async function createBackupFile(client = admin.client) {
  const response = await client.post("/api/admin/backup/create", {});
  expect(response.statusCode).toBe(201);
  return response.json().fileName as string;
}

/** Every backed-up table's rows as PostgreSQL's JSON, in primary-key order. */
async function snapshotTables(): Promise<Record<string, string[]>> {
  const tables = backedUpTables(await listApplicationTables(ctx.db));
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const order = table.primaryKey.length ? `order by ${table.primaryKey.map(quoteIdent).join(", ")}` : "";
    const rows = (await ctx.db.execute(
      sql.raw(`select row_to_json(t)::text as line from public.${quoteIdent(table.name)} t ${order}`),
    )) as unknown as { rows: { line: string }[] };
    result[table.name] = rows.rows.map((row) => row.line);
  }
  return result;
}

/** Signs a file with the server's key, as someone who holds the key (or Netwise itself) would. */
async function signWithServerKey(fileName: string) {
  const filePath = path.join(backupDir, fileName);
  const key = Buffer.from(ctx.config.backupSigningKey ?? "", "utf8");
  await writeFile(`${filePath}.sig`, await signatureOf(filePath, key));
}

const countPosts = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0]?.n;

describe("who may use /api/admin/backup", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/backup/list"],
    ["POST", "/api/admin/backup/create", {}],
    ["POST", "/api/admin/backup/export", {}],
    ["GET", "/api/admin/backup/download/netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz"],
    [
      "POST",
      "/api/admin/backup/restore",
      { backupFileName: "netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz" },
    ],
  ];
  it.each(routes)(
    "%s %s: 401 for a visitor, 403 for a member, and nothing written",
    async (method, url, body) => {
      const visitor = await new TestClient(ctx.app).request(method as "GET", url, body);
      expect(visitor.statusCode).toBe(401);
      const asMember = await member.client.request(method as "GET", url, body);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ message: "Only administrators can do that." });
      expect(await readdir(backupDir)).toEqual([]);
    },
  );
});

describe("POST /api/admin/backup/create", () => {
  it("writes one gzip-compressed backup named with its timestamp, with a format header, and no temporary file", async () => {
    await insertPost(ctx.db, { userId: member.user.id });
    const response = await admin.client.post("/api/admin/backup/create", {});
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(BACKUP_RESPONSE_KEYS);
    expect(body.message).toBe("Backup created.");
    expect(body.fileName).toMatch(BACKUP_FILE_NAME_PATTERN);
    expect(body.tables).toBeGreaterThan(10);
    expect(body.rows).toBeGreaterThan(2);
    expect((await readdir(backupDir)).sort()).toEqual([body.fileName, `${body.fileName}.sig`]);

    const lines = gunzipSync(await readFile(path.join(backupDir, body.fileName)))
      .toString("utf8")
      .trim()
      .split("\n");
    const header = JSON.parse(lines[0] ?? "");
    expect(header[0]).toBe("h");
    expect(header[1]).toMatchObject({ format: "netwise-backup", version: 1 });
    const tableNames = header[1].tables.map((table: { name: string }) => table.name);
    expect(tableNames).toEqual(expect.arrayContaining(["users", "posts", "banners", "platform_settings"]));
    expect(tableNames).not.toContain("sessions");
    expect(tableNames).not.toContain("__drizzle_migrations");
    // Parents come before the tables whose foreign keys point at them.
    expect(tableNames.indexOf("users")).toBeLessThan(tableNames.indexOf("posts"));
    expect(JSON.parse(lines.at(-1) ?? "")[0]).toBe("e");
  });

  it("records the action in the audit log", async () => {
    const fileName = await createBackupFile();
    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.targetId} = ${fileName}`);
    expect(entry).toMatchObject({ adminId: admin.user.id, action: "backup.create", targetType: "backup" });
  });

  it("refuses a body with fields", async () => {
    const response = await admin.client.post("/api/admin/backup/create", { path: "/tmp" });
    expect(response.statusCode).toBe(400);
    expect(await readdir(backupDir)).toEqual([]);
  });
});

describe("POST /api/admin/backup/export", () => {
  it("writes a JSON data export without sessions or password hashes", async () => {
    const response = await admin.client.post("/api/admin/backup/export", {});
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(BACKUP_RESPONSE_KEYS);
    expect(body.message).toBe("Data exported.");
    expect(body.fileName).toMatch(EXPORT_FILE_NAME_PATTERN);
    const exported = JSON.parse(await readFile(path.join(backupDir, body.fileName), "utf8"));
    expect(exported).toMatchObject({ format: "netwise-export", version: 1 });
    expect(exported.tables.sessions).toBeUndefined();
    const exportedAdmin = exported.tables.users.find((user: { id: number }) => user.id === admin.user.id);
    expect(exportedAdmin).toMatchObject({ email: admin.user.email, first_name: admin.user.firstName });
    expect(exportedAdmin.password_hash).toBeUndefined();
    expect(JSON.stringify(exported)).not.toContain("$argon2id$");
  });
});

describe("GET /api/admin/backup/list", () => {
  it("answers an empty list when there are no backups", async () => {
    const response = await admin.client.get("/api/admin/backup/list");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists backups and exports newest first and nothing else in the folder", async () => {
    const older = "netwise-backup-2025-01-01T00-00-00-000Z.ndjson.gz";
    await writeFile(path.join(backupDir, older), "x");
    await writeFile(path.join(backupDir, "notes.txt"), "x");
    await writeFile(path.join(backupDir, ".tmp-backup-abc"), "x");
    const backup = await createBackupFile();
    const exported = (await admin.client.post("/api/admin/backup/export", {})).json().fileName;
    const response = await admin.client.get("/api/admin/backup/list");
    expect(response.json()).toEqual([exported, backup, older]);
  });
});

describe("GET /api/admin/backup/download/{fileName}", () => {
  it("sends the file as an attachment", async () => {
    const fileName = await createBackupFile();
    const response = await admin.client.get(`/api/admin/backup/download/${fileName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.rawPayload.equals(await readFile(path.join(backupDir, fileName)))).toBe(true);
    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} = 'backup.download' and ${adminAuditLog.targetId} = ${fileName}`);
    expect(entries).toHaveLength(1);
  });

  it("answers 404 for a well-formed name that does not exist", async () => {
    const response = await admin.client.get(
      "/api/admin/backup/download/netwise-export-2020-01-01T00-00-00-000Z.json",
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Backup file not found." });
  });

  it.each([
    ["a climbing path", "..%2F..%2Fetc%2Fpasswd"],
    ["an encoded climbing path", "..%252F..%252Fpackage.json"],
    ["a climbing path to package.json", "..%2F..%2Fpackage.json"],
    ["an absolute path", "%2Fetc%2Fpasswd"],
    ["an absolute path with slashes", "/etc/passwd"],
    ["a path into another folder", "backups/netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz"],
    ["an empty name", ""],
    ["another file in the data folder", "pglite"],
    ["the lock file", "netwise.lock"],
    ["a backup name with a suffix", "netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz.bak"],
    ["a temporary file", ".tmp-backup-abc"],
  ])("refuses %s with 400 and reads nothing", async (_, name) => {
    await writeFile(path.join(backupDir, ".tmp-backup-abc"), "secret");
    const response = await admin.client.get(`/api/admin/backup/download/${name}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Invalid backup file name");
  });
});

describe("POST /api/admin/backup/restore", () => {
  it.each([
    ["a climbing path", "../../etc/passwd"],
    ["an encoded climbing path", "..%2F..%2Fpackage.json"],
    ["an absolute path", "/etc/passwd"],
    ["an absolute path to a backup name", `${os.tmpdir()}/netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz`],
    ["an empty name", ""],
    ["another file in the data folder", "pglite"],
    ["a name with a NUL", "netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz\u0000"],
  ])("refuses %s with 400 and changes nothing", async (_, backupFileName) => {
    const before = await countPosts();
    const response = await admin.client.post("/api/admin/backup/restore", { backupFileName });
    expect(response.statusCode).toBe(400);
    expect(await countPosts()).toBe(before);
  });

  it.each([
    ["a missing name", {}],
    ["a number", { backupFileName: 1 }],
    ["an extra field", { backupFileName: "netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz", force: true }],
  ])("refuses %s with 400", async (_, body) => {
    const response = await admin.client.post("/api/admin/backup/restore", body);
    expect(response.statusCode).toBe(400);
  });

  it("refuses to restore a data export", async () => {
    const exported = (await admin.client.post("/api/admin/backup/export", {})).json().fileName;
    const response = await admin.client.post("/api/admin/backup/restore", { backupFileName: exported });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Data exports cannot be restored");
  });

  it("answers 404 for a well-formed name that does not exist", async () => {
    const response = await admin.client.post("/api/admin/backup/restore", {
      backupFileName: "netwise-backup-2020-01-01T00-00-00-000Z.ndjson.gz",
    });
    expect(response.statusCode).toBe(404);
  });

  const damagedName = "netwise-backup-2020-02-02T00-00-00-000Z.ndjson.gz";
  it.each([
    ["a truncated backup", async (good: Buffer) => good.subarray(0, Math.floor(good.length / 2))],
    [
      "a backup missing its last lines",
      async (good: Buffer) => {
        const lines = gunzipSync(good).toString("utf8").trim().split("\n");
        return gzipSync(`${lines.slice(0, -3).join("\n")}\n`);
      },
    ],
    [
      "a backup with a damaged row",
      async (good: Buffer) => {
        const lines = gunzipSync(good).toString("utf8").trim().split("\n");
        const index = lines.findIndex((line) => line.startsWith('["r",'));
        lines[index] = '["r",{"id":1,';
        return gzipSync(`${lines.join("\n")}\n`);
      },
    ],
    ["a plain text file", async () => Buffer.from("hello, world\n")],
    ["a gzip of something else", async () => gzipSync('{"hello":"world"}\n')],
    ["an empty file", async () => Buffer.alloc(0)],
    [
      "another format",
      async () =>
        gzipSync(`["h",${JSON.stringify({ format: "other", version: 1, tables: [] })}]\n["e",{"rows":{}}]\n`),
    ],
    [
      "a newer format version",
      async (good: Buffer) => {
        const lines = gunzipSync(good).toString("utf8").trim().split("\n");
        lines[0] = (lines[0] ?? "").replace('"version":1', '"version":2');
        return gzipSync(`${lines.join("\n")}\n`);
      },
    ],
    [
      "a backup of other tables",
      async (good: Buffer) => {
        const lines = gunzipSync(good).toString("utf8").trim().split("\n");
        lines[0] = (lines[0] ?? "").replace('"name":"posts"', '"name":"postings"');
        return gzipSync(`${lines.join("\n")}\n`);
      },
    ],
  ])("refuses %s with 400 and leaves the data untouched", async (_, damage) => {
    const good = await readFile(path.join(backupDir, await createBackupFile()));
    await writeFile(path.join(backupDir, damagedName), await damage(good));
    // Signed with the right key, so each flaw reaches the reader's own checks.
    await signWithServerKey(damagedName);
    await insertPost(ctx.db, { userId: member.user.id, content: "Written after the backup." });
    const before = await snapshotTables();
    const response = await admin.client.post("/api/admin/backup/restore", { backupFileName: damagedName });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/No data was changed/);
    expect(await snapshotTables()).toEqual(before);
    expect((await member.client.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("restores every table to the backup's data, keeps the admin signed in and moves sequences on", async () => {
    const author = await insertUser(ctx.db, { firstName: "Restored", lastName: "Author" });
    await insertPost(ctx.db, { userId: author.id, content: "In the backup." });
    await insertArticle(ctx.db, { title: "Backed up article" });
    await ctx.db.insert(banners).values({ title: "Backed up banner", isActive: true, targetPages: ["Feed"] });
    await admin.client.put("/api/admin/settings", { announcement: "Before the backup" });
    const backedUp = await snapshotTables();
    const fileName = await createBackupFile();

    // Change everything: new rows, deleted rows, changed settings.
    const newcomer = await signedInMember(ctx, { firstName: "Newcomer" });
    const later = await insertUser(ctx.db, { firstName: "Later" });
    await insertPost(ctx.db, { userId: later.id, content: "After the backup." });
    await insertArticle(ctx.db, { title: "Later article" });
    await ctx.db.delete(users).where(sql`${users.id} = ${author.id}`);
    await ctx.db.update(platformSettings).set({ postModeration: true });
    await ctx.db.delete(banners);

    const response = await admin.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(BACKUP_RESPONSE_KEYS);
    expect(body).toMatchObject({ message: "Backup restored.", fileName });

    const restored = await snapshotTables();
    for (const table of Object.keys(backedUp)) {
      const expected = backedUp[table] ?? [];
      // The audit log also holds the entries written after the snapshot (the backup and the restore).
      const actual =
        table === "admin_audit_log" ? (restored[table] ?? []).slice(0, expected.length) : restored[table];
      expect({ table, rows: actual }).toEqual({ table, rows: expected });
    }
    const [lastEntry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .orderBy(sql`${adminAuditLog.id} desc`)
      .limit(1);
    expect(lastEntry).toMatchObject({ action: "backup.restore", targetId: fileName, adminId: admin.user.id });

    // The admin carries on, and so do members the backup holds; a member made later is gone.
    expect((await admin.client.get("/api/admin/backup/list")).statusCode).toBe(200);
    expect((await member.client.get("/api/auth/me")).statusCode).toBe(200);
    expect((await newcomer.client.get("/api/auth/me")).statusCode).toBe(401);

    // New rows get ids after the restored ones.
    const maxId = (await ctx.db.select({ id: sql<number>`max(${posts.id})::int` }).from(posts))[0]?.id ?? 0;
    const post = await insertPost(ctx.db, { userId: admin.user.id });
    expect(post.id).toBe(maxId + 1);
    // The news search shadow came back with its articles, not twice.
    const search = await ctx.db.execute(sql`select count(*)::int as n from article_search`);
    const visible = await ctx.db.execute(
      sql`select count(*)::int as n from articles where is_published and published_at is not null`,
    );
    expect((search as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
      (visible as unknown as { rows: { n: number }[] }).rows[0]?.n,
    );
  });

  it("keeps an admin who is not in the backup signed in and an admin", async () => {
    const fileName = await createBackupFile();
    const newcomer = await signedInMember(ctx, { role: "admin", firstName: "Newer", lastName: "Admin" });
    const response = await newcomer.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(200);
    const me = await newcomer.client.get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: newcomer.user.email, role: "admin" });
    expect((await newcomer.client.get("/api/admin/backup/list")).statusCode).toBe(200);
  });
});

describe("finding 4: backups are signed, and a restore never replaces the audit log", () => {
  const tamper = async (fileName: string, edit: (lines: string[]) => string[]) => {
    const filePath = path.join(backupDir, fileName);
    const lines = gunzipSync(await readFile(filePath))
      .toString("utf8")
      .trim()
      .split("\n");
    await writeFile(filePath, gzipSync(`${edit(lines).join("\n")}\n`));
  };

  it("writes an HMAC-SHA256 signature beside each backup, not listed", async () => {
    const fileName = await createBackupFile();
    const signature = await readFile(path.join(backupDir, `${fileName}.sig`), "utf8");
    expect(signature).toMatch(/^hmac-sha256:[0-9a-f]{64}\n$/);
    const key = Buffer.from(ctx.config.backupSigningKey ?? "", "utf8");
    expect(signature).toBe(await signatureOf(path.join(backupDir, fileName), key));
    expect((await admin.client.get("/api/admin/backup/list")).json()).toEqual([fileName]);
  });

  it("refuses a backup edited to make a member an admin, and changes nothing", async () => {
    const fileName = await createBackupFile();
    await tamper(fileName, (lines) =>
      lines.map((line) =>
        line.includes(`"email":"${member.user.email}"`)
          ? line.replace('"role":"user"', '"role":"admin"')
          : line,
      ),
    );
    const before = await snapshotTables();
    const response = await admin.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BACKUP_SIGNATURE_MISMATCH });
    expect(await snapshotTables()).toEqual(before);
    expect((await member.client.get("/api/auth/me")).json().role).toBe("user");
  });

  it("refuses a planted backup without a signature, or with one made by another key", async () => {
    const good = await readFile(path.join(backupDir, await createBackupFile()));
    const planted = "netwise-backup-2020-03-03T00-00-00-000Z.ndjson.gz";
    await writeFile(path.join(backupDir, planted), good);
    const missing = await admin.client.post("/api/admin/backup/restore", { backupFileName: planted });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: BACKUP_SIGNATURE_MISSING });

    const otherKey = Buffer.from("another-install-key-0123456789abcdef", "utf8");
    await writeFile(
      path.join(backupDir, `${planted}.sig`),
      await signatureOf(path.join(backupDir, planted), otherKey),
    );
    const wrongKey = await admin.client.post("/api/admin/backup/restore", { backupFileName: planted });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toEqual({ message: BACKUP_SIGNATURE_MISMATCH });

    await writeFile(path.join(backupDir, `${planted}.sig`), "hmac-sha256:not-hex\n");
    const garbage = await admin.client.post("/api/admin/backup/restore", { backupFileName: planted });
    expect(garbage.json()).toEqual({ message: BACKUP_SIGNATURE_MISMATCH });
  });

  it("keeps every audit entry written since the backup, even one the file would rewrite, and appends 'restored from'", async () => {
    const fileName = await createBackupFile();
    await admin.client.put("/api/admin/settings", { announcement: "After the backup" });
    // A correctly signed backup whose audit log was emptied (the key holder's own file, say).
    await tamper(fileName, (lines) => {
      const header = JSON.parse(lines[0] ?? "");
      const auditIndex = header[1].tables.findIndex((t: { name: string }) => t.name === "admin_audit_log");
      const start = lines.indexOf('["t","admin_audit_log"]');
      let end = start + 1;
      while (lines[end]?.startsWith('["r",')) end += 1;
      const kept = [...lines.slice(0, start + 1), ...lines.slice(end)];
      const last = JSON.parse(kept.at(-1) ?? "");
      last[1].rows.admin_audit_log = 0;
      expect(auditIndex).toBeGreaterThanOrEqual(0);
      return [...kept.slice(0, -1), JSON.stringify(last)];
    });
    await signWithServerKey(fileName);
    const before = await ctx.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(before.length).toBeGreaterThan(1);

    const response = await admin.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(200);
    const after = await ctx.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      adminId: admin.user.id,
      action: "backup.restore",
      targetType: "backup",
      targetId: fileName,
      details: { restoredFrom: fileName },
    });
    // New entries continue after the kept ones.
    await admin.client.put("/api/admin/settings", { announcement: "" });
    const [newest] = await ctx.db
      .select()
      .from(adminAuditLog)
      .orderBy(sql`${adminAuditLog.id} desc`)
      .limit(1);
    expect(newest?.id).toBe((after.at(-1)?.id ?? 0) + 1);
  });
});

describe("the backup signing key", () => {
  it("comes from BACKUP_SIGNING_KEY, else from a key file made once in DATA_DIR, never inside BACKUP_DIR", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "netwise-signing-key-"));
    try {
      const given = await backupSigningKey({ key: "k".repeat(32), dataDir, backupDir: dataDir });
      expect(given.toString()).toBe("k".repeat(32));
      expect(await readdir(dataDir)).toEqual([]);

      const place = { key: undefined, dataDir, backupDir: path.join(dataDir, "backups") };
      const made = await backupSigningKey(place);
      expect(made.toString()).toMatch(/^[0-9a-f]{64}$/);
      const { stat } = await import("node:fs/promises");
      expect((await stat(path.join(dataDir, SIGNING_KEY_FILE))).mode & 0o777).toBe(0o600);
      expect((await backupSigningKey(place)).equals(made)).toBe(true);

      await expect(backupSigningKey({ key: undefined, dataDir, backupDir: dataDir })).rejects.toThrow(
        "set BACKUP_SIGNING_KEY",
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
