import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { backupTestAppPerFile, createBackupFile } from "../../test/helpers/backups-test-helpers";
import { TestClient } from "../../test/test-app";
import { BACKUP_NOT_FOUND } from "./backup-files";
import { BACKUP_JOB_NOT_FOUND, BackupProgress } from "./backup-progress";

const app = backupTestAppPerFile();
const jobUrl = (id: string) => `/api/admin/backup/jobs/${id}`;

describe("GET /api/admin/backup/jobs/:id", () => {
  it("answers how far a running job is, step by step", async () => {
    const id = randomUUID();
    const progress = new BackupProgress(app.backupDir, id, "backup", ["Tables", "Files", "Signing"]);
    progress.begin(2, 4);
    progress.advance(1);
    await expect
      .poll(async () => (await app.admin.client.get(jobUrl(id))).json(), { timeout: 2000 })
      .toEqual({
        id,
        kind: "backup",
        state: "running",
        step: 2,
        steps: 3,
        label: "Files",
        done: 1,
        total: 4,
        percent: 41,
        message: null,
      });
    const response = await app.admin.client.get(jobUrl(id));
    expect(response.statusCode).toBe(200);
    await progress.finish("Backup created.");
  });

  it("answers a finished backup's last step, 100 % and its message", async () => {
    const id = randomUUID();
    const created = await app.admin.client.post("/api/admin/backup/create", { jobId: id });
    expect(created.statusCode).toBe(201);
    const response = await app.admin.client.get(jobUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      kind: "backup",
      state: "done",
      step: 3,
      steps: 3,
      label: "Signing the backup",
      done: 0,
      total: 0,
      percent: 100,
      message: "Backup created.",
    });
  });

  it("follows an export and a restore to the end", async () => {
    const exportId = randomUUID();
    expect((await app.admin.client.post("/api/admin/backup/export", { jobId: exportId })).statusCode).toBe(
      201,
    );
    expect((await app.admin.client.get(jobUrl(exportId))).json()).toMatchObject({
      kind: "export",
      state: "done",
      step: 1,
      steps: 1,
      label: "Copying the tables",
      percent: 100,
      message: "Data exported.",
    });

    const backupFileName = await createBackupFile(app.admin.client);
    const restoreId = randomUUID();
    const restored = await app.admin.client.post("/api/admin/backup/restore", {
      backupFileName,
      jobId: restoreId,
    });
    expect(restored.statusCode).toBe(200);
    const job = (await app.admin.client.get(jobUrl(restoreId))).json();
    expect(job).toMatchObject({
      kind: "restore",
      state: "done",
      step: 3,
      steps: 3,
      label: "Putting the files in place",
      percent: 100,
      message: "Backup restored.",
    });
  });

  it("records a failed job with the message the request answered", async () => {
    const id = randomUUID();
    const response = await app.admin.client.post("/api/admin/backup/restore", {
      backupFileName: "netwise-backup-2026-01-01T00-00-00-000Z.ndjson.gz",
      jobId: id,
    });
    expect(response.statusCode).toBe(404);
    expect((await app.admin.client.get(jobUrl(id))).json()).toMatchObject({
      kind: "restore",
      state: "failed",
      step: 1,
      percent: 0,
      message: BACKUP_NOT_FOUND,
    });
  });

  it("is for administrators only, 404 for an unknown id and 400 for an id that is no UUID", async () => {
    const id = randomUUID();
    expect((await new TestClient(app.ctx.app).get(jobUrl(id))).statusCode).toBe(401);
    const asMember = await app.member.client.get(jobUrl(id));
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: "Only administrators can do that." });
    const unknown = await app.admin.client.get(jobUrl(id));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: BACKUP_JOB_NOT_FOUND });
    expect((await app.admin.client.get(jobUrl("not-a-uuid"))).statusCode).toBe(400);
  });

  it("refuses a jobId that is no UUID before doing anything", async () => {
    const response = await app.admin.client.post("/api/admin/backup/create", { jobId: "../../etc" });
    expect(response.statusCode).toBe(400);
  });
});
