import { describe, expect, it } from "vitest";
import {
  BACKUP_FILE_NAME_PATTERN,
  backupCreatedAt,
  backupJobPercent,
  backupJobStepText,
  backupTypeLabel,
  EXPORT_FILE_NAME_PATTERN,
  isBackupFileName,
  restoreBackupRequestSchema,
} from "./backups";

describe("backup file names", () => {
  it("accepts exactly the names the server writes", () => {
    expect(BACKUP_FILE_NAME_PATTERN.test("netwise-backup-2026-11-22T13-05-00-123Z.ndjson.gz")).toBe(true);
    expect(EXPORT_FILE_NAME_PATTERN.test("netwise-export-2026-11-22T13-05-00-123Z.json")).toBe(true);
    for (const name of [
      "../../etc/passwd",
      "..%2F..%2Fpackage.json",
      "/etc/passwd",
      "",
      "pglite",
      "netwise-backup-2026-11-22T13-05-00-123Z.ndjson.gz/x",
      "x/netwise-backup-2026-11-22T13-05-00-123Z.ndjson.gz",
      "netwise-backup-2026-11-22T13-05-00-123Z.json",
      "netwise-export-2026-11-22T13-05-00-123Z.ndjson.gz",
      "netwise-backup-2026-11-22T13:05:00.123Z.ndjson.gz",
    ]) {
      expect(isBackupFileName(name), name).toBe(false);
    }
  });

  it("reads the created time from the name, else null", () => {
    expect(backupCreatedAt("netwise-backup-2026-11-22T13-05-00-123Z.ndjson.gz")?.toISOString()).toBe(
      "2026-11-22T13:05:00.123Z",
    );
    expect(backupCreatedAt("backup-2025-01-02T03-04-05.json")?.toISOString()).toBe(
      "2025-01-02T03:04:05.000Z",
    );
    expect(backupCreatedAt("my-backup.json")).toBeNull();
    expect(backupCreatedAt("netwise-backup-2026-13-40T25-61-61-000Z.ndjson.gz")).toBeNull();
  });

  it("labels names containing 'backup' as Full Backup, others as Data Export", () => {
    expect(backupTypeLabel("netwise-backup-2026-11-22T13-05-00-123Z.ndjson.gz")).toBe("Full Backup");
    expect(backupTypeLabel("netwise-export-2026-11-22T13-05-00-123Z.json")).toBe("Data Export");
  });

  it("restores only full backups, with a clear message for an export", () => {
    const exported = restoreBackupRequestSchema.safeParse({
      backupFileName: "netwise-export-2026-11-22T13-05-00-123Z.json",
    });
    expect(exported.success).toBe(false);
    expect(exported.error?.issues[0]?.message).toBe("Data exports cannot be restored. Choose a Full Backup.");
    expect(
      restoreBackupRequestSchema.safeParse({
        backupFileName: "netwise-backup-2026-11-22T13-05-00-123Z.ndjson.gz",
      }).success,
    ).toBe(true);
  });
});

describe("backupJobPercent", () => {
  it("counts the finished steps and the current step's share, rounded down", () => {
    expect(backupJobPercent(1, 3, 0, 10)).toBe(0);
    expect(backupJobPercent(1, 3, 5, 10)).toBe(16);
    expect(backupJobPercent(2, 3, 1, 4)).toBe(41);
    expect(backupJobPercent(3, 4, 0, 0)).toBe(50);
    expect(backupJobPercent(1, 1, 1, 2)).toBe(50);
  });
  it("stays between 0 and 99 whatever it is given (100 is for a finished job)", () => {
    expect(backupJobPercent(3, 3, 10, 10)).toBe(99);
    expect(backupJobPercent(5, 3, 20, 10)).toBe(99);
    expect(backupJobPercent(0, 3, -1, 10)).toBe(0);
    expect(backupJobPercent(1, 0, 1, 1)).toBe(0);
  });
  it("says the step in words", () => {
    expect(backupJobStepText({ step: 2, steps: 3, label: "Copying the uploaded files" })).toBe(
      "Step 2 of 3: Copying the uploaded files",
    );
  });
});
