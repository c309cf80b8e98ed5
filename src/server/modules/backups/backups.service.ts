import { recordAdminAction } from "../../db/audit-log";
import type { Database } from "../../db/client";
import type { SessionUser } from "../../http/sessions";
import { requireBackupFile, writeBackupFile } from "./backup-files";
import { validateBackup } from "./backup-reader";
import { restoreFromBackup } from "./backup-restore";
import {
  backupSigningKey,
  type SigningKeySource,
  signatureOf,
  verifyBackupSignature,
} from "./backup-signing";
import { backedUpTables, listApplicationTables } from "./backup-tables";
import { type WriteSummary, writeDataExport, writeFullBackup } from "./backup-writer";

async function recordFileAction(
  db: Database,
  admin: SessionUser,
  action: string,
  fileName: string,
  summary: WriteSummary,
) {
  await recordAdminAction(db, {
    adminId: admin.id,
    action,
    targetType: "backup",
    targetId: fileName,
    details: { ...summary },
  });
}

/** Where backups go and what signs them. */
export type BackupPlace = SigningKeySource;

/** POST /api/admin/backup/create: a full, compressed backup of every application table, HMAC-signed. */
export async function createBackup(db: Database, place: BackupPlace, admin: SessionUser) {
  const startedAt = new Date();
  const key = await backupSigningKey(place);
  let summary: WriteSummary = { tables: 0, rows: 0 };
  const fileName = await writeBackupFile(
    place.backupDir,
    "backup",
    startedAt,
    async (stream) => {
      summary = await writeFullBackup(db, stream, startedAt);
    },
    (filePath) => signatureOf(filePath, key),
  );
  await recordFileAction(db, admin, "backup.create", fileName, summary);
  return { message: "Backup created.", fileName, ...summary };
}

/** POST /api/admin/backup/export: a JSON data export (no sessions, no password hashes). */
export async function createDataExport(db: Database, backupDir: string, admin: SessionUser) {
  const startedAt = new Date();
  let summary: WriteSummary = { tables: 0, rows: 0 };
  const fileName = await writeBackupFile(backupDir, "export", startedAt, async (stream) => {
    summary = await writeDataExport(db, stream, startedAt);
  });
  await recordFileAction(db, admin, "backup.export", fileName, summary);
  return { message: "Data exported.", fileName, ...summary };
}

/**
 * POST /api/admin/backup/restore: the file's signature must match (a file edited or planted in the
 * backup folder is refused), then the whole file is read and checked (format, version, tables, every
 * line, the row counts) without touching data; only then is it restored, in one transaction.
 */
export async function restoreBackup(db: Database, place: BackupPlace, admin: SessionUser, fileName: string) {
  const file = await requireBackupFile(place.backupDir, fileName);
  await verifyBackupSignature(file.path, await backupSigningKey(place));
  await validateBackup(file.path, backedUpTables(await listApplicationTables(db)));
  const summary = await restoreFromBackup(db, admin, file.path, fileName);
  return { message: "Backup restored.", fileName, ...summary };
}
