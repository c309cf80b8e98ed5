import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKUP_FILE_NAME_PATTERN, EXPORT_FILE_NAME_PATTERN } from "../../../shared/contracts/backups";
import { adminAuditLog } from "../../db/schema";
import { insertPost } from "../../db/seed/factories";
import {
  BACKUP_RESPONSE_KEYS,
  backupTestAppPerFile,
  createBackupFile,
} from "../../test/helpers/backups-test-helpers";
import { TestClient } from "../../test/test-app";

const app = backupTestAppPerFile();

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
      const visitor = await new TestClient(app.ctx.app).request(method as "GET", url, body);
      expect(visitor.statusCode).toBe(401);
      const asMember = await app.member.client.request(method as "GET", url, body);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ message: "Only administrators can do that." });
      expect(await readdir(app.backupDir)).toEqual([]);
    },
  );
});

describe("POST /api/admin/backup/create", () => {
  it("writes one gzip-compressed backup named with its timestamp, with a format header, and no temporary file", async () => {
    await insertPost(app.ctx.db, { userId: app.member.user.id });
    const response = await app.admin.client.post("/api/admin/backup/create", {});
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(BACKUP_RESPONSE_KEYS);
    expect(body.message).toBe("Backup created.");
    expect(body.fileName).toMatch(BACKUP_FILE_NAME_PATTERN);
    expect(body.tables).toBeGreaterThan(10);
    expect(body.rows).toBeGreaterThan(2);
    expect((await readdir(app.backupDir)).sort()).toEqual([body.fileName, `${body.fileName}.sig`]);

    const lines = gunzipSync(await readFile(path.join(app.backupDir, body.fileName)))
      .toString("utf8")
      .trim()
      .split("\n");
    const header = JSON.parse(lines[0] ?? "");
    expect(header[0]).toBe("h");
    expect(header[1]).toMatchObject({ format: "netwise-backup", version: 2 });
    const tableNames = header[1].tables.map((table: { name: string }) => table.name);
    expect(tableNames).toEqual(expect.arrayContaining(["users", "posts", "banners", "platform_settings"]));
    expect(tableNames).not.toContain("sessions");
    expect(tableNames).not.toContain("__drizzle_migrations");
    // Parents come before the tables whose foreign keys point at them.
    expect(tableNames.indexOf("users")).toBeLessThan(tableNames.indexOf("posts"));
    expect(JSON.parse(lines.at(-1) ?? "")[0]).toBe("e");
  });

  it("records the action in the audit log", async () => {
    const fileName = await createBackupFile(app.admin.client);
    const [entry] = await app.ctx.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.targetId} = ${fileName}`);
    expect(entry).toMatchObject({
      adminId: app.admin.user.id,
      action: "backup.create",
      targetType: "backup",
    });
  });

  it("refuses a body with fields", async () => {
    const response = await app.admin.client.post("/api/admin/backup/create", { path: "/tmp" });
    expect(response.statusCode).toBe(400);
    expect(await readdir(app.backupDir)).toEqual([]);
  });
});

describe("POST /api/admin/backup/export", () => {
  it("writes a JSON data export without sessions or password hashes", async () => {
    const response = await app.admin.client.post("/api/admin/backup/export", {});
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(BACKUP_RESPONSE_KEYS);
    expect(body.message).toBe("Data exported.");
    expect(body.fileName).toMatch(EXPORT_FILE_NAME_PATTERN);
    const exported = JSON.parse(await readFile(path.join(app.backupDir, body.fileName), "utf8"));
    expect(exported).toMatchObject({ format: "netwise-export", version: 1 });
    expect(exported.tables.sessions).toBeUndefined();
    const exportedAdmin = exported.tables.users.find((user: { id: number }) => user.id === app.admin.user.id);
    expect(exportedAdmin).toMatchObject({
      email: app.admin.user.email,
      first_name: app.admin.user.firstName,
    });
    expect(exportedAdmin.password_hash).toBeUndefined();
    expect(JSON.stringify(exported)).not.toContain("$argon2id$");
  });
});

describe("GET /api/admin/backup/list", () => {
  it("answers an empty list when there are no backups", async () => {
    const response = await app.admin.client.get("/api/admin/backup/list");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists backups and exports newest first and nothing else in the folder", async () => {
    const older = "netwise-backup-2025-01-01T00-00-00-000Z.ndjson.gz";
    await writeFile(path.join(app.backupDir, older), "x");
    await writeFile(path.join(app.backupDir, "notes.txt"), "x");
    await writeFile(path.join(app.backupDir, ".tmp-backup-abc"), "x");
    const backup = await createBackupFile(app.admin.client);
    const exported = (await app.admin.client.post("/api/admin/backup/export", {})).json().fileName;
    const response = await app.admin.client.get("/api/admin/backup/list");
    expect(response.json()).toEqual([exported, backup, older]);
  });
});

describe("GET /api/admin/backup/download/{fileName}", () => {
  it("sends the file as an attachment", async () => {
    const fileName = await createBackupFile(app.admin.client);
    const response = await app.admin.client.get(`/api/admin/backup/download/${fileName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.rawPayload.equals(await readFile(path.join(app.backupDir, fileName)))).toBe(true);
    const entries = await app.ctx.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} = 'backup.download' and ${adminAuditLog.targetId} = ${fileName}`);
    expect(entries).toHaveLength(1);
  });

  it("answers 404 for a well-formed name that does not exist", async () => {
    const response = await app.admin.client.get(
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
    await writeFile(path.join(app.backupDir, ".tmp-backup-abc"), "secret");
    const response = await app.admin.client.get(`/api/admin/backup/download/${name}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Invalid backup file name");
  });
});
