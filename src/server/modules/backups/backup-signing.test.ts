import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema";
import {
  backupTestAppPerFile,
  createBackupFile,
  signWithServerKey,
  snapshotTables,
} from "../../test/helpers/backups-test-helpers";
import {
  BACKUP_SIGNATURE_MISMATCH,
  BACKUP_SIGNATURE_MISSING,
  backupSigningKey,
  SIGNING_KEY_FILE,
  signatureOf,
} from "./backup-signing";

const app = backupTestAppPerFile();

describe("finding 4: backups are signed, and a restore never replaces the audit log", () => {
  const tamper = async (fileName: string, edit: (lines: string[]) => string[]) => {
    const filePath = path.join(app.backupDir, fileName);
    const lines = gunzipSync(await readFile(filePath))
      .toString("utf8")
      .trim()
      .split("\n");
    await writeFile(filePath, gzipSync(`${edit(lines).join("\n")}\n`));
  };

  it("writes an HMAC-SHA256 signature beside each backup, not listed", async () => {
    const fileName = await createBackupFile(app.admin.client);
    const signature = await readFile(path.join(app.backupDir, `${fileName}.sig`), "utf8");
    expect(signature).toMatch(/^hmac-sha256:[0-9a-f]{64}\n$/);
    const key = Buffer.from(app.ctx.config.backupSigningKey ?? "", "utf8");
    expect(signature).toBe(await signatureOf(path.join(app.backupDir, fileName), key));
    expect((await app.admin.client.get("/api/admin/backup/list")).json()).toEqual([fileName]);
  });

  it("refuses a backup edited to make a member an admin, and changes nothing", async () => {
    const fileName = await createBackupFile(app.admin.client);
    await tamper(fileName, (lines) =>
      lines.map((line) =>
        line.includes(`"email":"${app.member.user.email}"`)
          ? line.replace('"role":"user"', '"role":"admin"')
          : line,
      ),
    );
    const before = await snapshotTables(app.ctx.db);
    const response = await app.admin.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BACKUP_SIGNATURE_MISMATCH });
    expect(await snapshotTables(app.ctx.db)).toEqual(before);
    expect((await app.member.client.get("/api/auth/me")).json().role).toBe("user");
  });

  it("refuses a planted backup without a signature, or with one made by another key", async () => {
    const good = await readFile(path.join(app.backupDir, await createBackupFile(app.admin.client)));
    const planted = "netwise-backup-2020-03-03T00-00-00-000Z.ndjson.gz";
    await writeFile(path.join(app.backupDir, planted), good);
    const missing = await app.admin.client.post("/api/admin/backup/restore", { backupFileName: planted });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: BACKUP_SIGNATURE_MISSING });

    const otherKey = Buffer.from("another-install-key-0123456789abcdef", "utf8");
    await writeFile(
      path.join(app.backupDir, `${planted}.sig`),
      await signatureOf(path.join(app.backupDir, planted), otherKey),
    );
    const wrongKey = await app.admin.client.post("/api/admin/backup/restore", { backupFileName: planted });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toEqual({ message: BACKUP_SIGNATURE_MISMATCH });

    await writeFile(path.join(app.backupDir, `${planted}.sig`), "hmac-sha256:not-hex\n");
    const garbage = await app.admin.client.post("/api/admin/backup/restore", { backupFileName: planted });
    expect(garbage.json()).toEqual({ message: BACKUP_SIGNATURE_MISMATCH });
  });

  it("keeps every audit entry written since the backup, even one the file would rewrite, and appends 'restored from'", async () => {
    const fileName = await createBackupFile(app.admin.client);
    await app.admin.client.put("/api/admin/settings", { announcement: "After the backup" });
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
    await signWithServerKey(app, fileName);
    const before = await app.ctx.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(before.length).toBeGreaterThan(1);

    const response = await app.admin.client.post("/api/admin/backup/restore", { backupFileName: fileName });
    expect(response.statusCode).toBe(200);
    const after = await app.ctx.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      adminId: app.admin.user.id,
      action: "backup.restore",
      targetType: "backup",
      targetId: fileName,
      details: { restoredFrom: fileName },
    });
    // New entries continue after the kept ones.
    await app.admin.client.put("/api/admin/settings", { announcement: "" });
    const [newest] = await app.ctx.db
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
