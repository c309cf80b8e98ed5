import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, banners, platformSettings, posts, users } from "../../db/schema";
import { insertArticle, insertPost, insertUser } from "../../db/seed/factories";
import {
  BACKUP_RESPONSE_KEYS,
  backupTestAppPerFile,
  createBackupFile,
  signWithServerKey,
  snapshotTables,
} from "../../test/helpers/backups-test-helpers";
import { signedInMember } from "../../test/test-app";

const app = backupTestAppPerFile();

const countPosts = async () => (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0]?.n;

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
    const response = await app.admin.client.post("/api/admin/backup/restore", { backupFileName });
    expect(response.statusCode).toBe(400);
    expect(await countPosts()).toBe(before);
  });

  it.each([
    ["a missing name", {}],
    ["a number", { backupFileName: 1 }],
    ["an extra field", { backupFileName: "netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz", force: true }],
  ])("refuses %s with 400", async (_, body) => {
    const response = await app.admin.client.post("/api/admin/backup/restore", body);
    expect(response.statusCode).toBe(400);
  });

  it("refuses to restore a data export", async () => {
    const exported = (await app.admin.client.post("/api/admin/backup/export", {})).json().fileName;
    const response = await app.admin.client.post("/api/admin/backup/restore", { backupFileName: exported });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Data exports cannot be restored");
  });

  it("answers 404 for a well-formed name that does not exist", async () => {
    const response = await app.admin.client.post("/api/admin/backup/restore", {
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
        lines[0] = (lines[0] ?? "").replace('"version":2', '"version":3');
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
    const good = await readFile(path.join(app.backupDir, await createBackupFile(app.admin.client)));
    await writeFile(path.join(app.backupDir, damagedName), await damage(good));
    // Signed with the right key, so each flaw reaches the reader's own checks.
    await signWithServerKey(app, damagedName);
    await insertPost(app.ctx.db, { userId: app.member.user.id, content: "Written after the backup." });
    const before = await snapshotTables(app.ctx.db);
    const response = await app.admin.client.post("/api/admin/backup/restore", {
      backupFileName: damagedName,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/No data was changed/);
    expect(await snapshotTables(app.ctx.db)).toEqual(before);
    expect((await app.member.client.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("restores every table to the backup's data, keeps the admin signed in and moves sequences on", async () => {
    const author = await insertUser(app.ctx.db, { firstName: "Restored", lastName: "Author" });
    await insertPost(app.ctx.db, { userId: author.id, content: "In the backup." });
    await insertArticle(app.ctx.db, { title: "Backed up article" });
    await app.ctx.db
      .insert(banners)
      .values({ title: "Backed up banner", isActive: true, targetPages: ["Feed"] });
    await app.admin.client.put("/api/admin/settings", { announcement: "Before the backup" });
    const backedUp = await snapshotTables(app.ctx.db);
    const fileName = await createBackupFile(app.admin.client);

    // Change everything: new rows, deleted rows, changed settings.
    const newcomer = await signedInMember(app.ctx, { firstName: "Newcomer" });
    const later = await insertUser(app.ctx.db, { firstName: "Later" });
    await insertPost(app.ctx.db, { userId: later.id, content: "After the backup." });
    await insertArticle(app.ctx.db, { title: "Later article" });
    await app.ctx.db.delete(users).where(sql`${users.id} = ${author.id}`);
    await app.ctx.db.update(platformSettings).set({ postModeration: true });
    await app.ctx.db.delete(banners);

    const response = await app.admin.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(BACKUP_RESPONSE_KEYS);
    expect(body).toMatchObject({ message: "Backup restored.", fileName });

    const restored = await snapshotTables(app.ctx.db);
    for (const table of Object.keys(backedUp)) {
      const expected = backedUp[table] ?? [];
      // The audit log also holds the entries written after the snapshot (the backup and the restore).
      const actual =
        table === "admin_audit_log" ? (restored[table] ?? []).slice(0, expected.length) : restored[table];
      expect({ table, rows: actual }).toEqual({ table, rows: expected });
    }
    const [lastEntry] = await app.ctx.db
      .select()
      .from(adminAuditLog)
      .orderBy(sql`${adminAuditLog.id} desc`)
      .limit(1);
    expect(lastEntry).toMatchObject({
      action: "backup.restore",
      targetId: fileName,
      adminId: app.admin.user.id,
    });

    // The admin carries on, and so do members the backup holds; a member made later is gone.
    expect((await app.admin.client.get("/api/admin/backup/list")).statusCode).toBe(200);
    expect((await app.member.client.get("/api/auth/me")).statusCode).toBe(200);
    expect((await newcomer.client.get("/api/auth/me")).statusCode).toBe(401);

    // New rows get ids after the restored ones.
    const maxId =
      (await app.ctx.db.select({ id: sql<number>`max(${posts.id})::int` }).from(posts))[0]?.id ?? 0;
    const post = await insertPost(app.ctx.db, { userId: app.admin.user.id });
    expect(post.id).toBe(maxId + 1);
    // The news search shadow came back with its articles, not twice.
    const search = await app.ctx.db.execute(sql`select count(*)::int as n from article_search`);
    const visible = await app.ctx.db.execute(
      sql`select count(*)::int as n from articles where is_published and published_at is not null`,
    );
    expect((search as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
      (visible as unknown as { rows: { n: number }[] }).rows[0]?.n,
    );
  });

  it("keeps an admin who is not in the backup signed in and an admin", async () => {
    const fileName = await createBackupFile(app.admin.client);
    const newcomer = await signedInMember(app.ctx, { role: "admin", firstName: "Newer", lastName: "Admin" });
    const response = await newcomer.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(200);
    const me = await newcomer.client.get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: newcomer.user.email, role: "admin" });
    expect((await newcomer.client.get("/api/admin/backup/list")).statusCode).toBe(200);
  });
});
