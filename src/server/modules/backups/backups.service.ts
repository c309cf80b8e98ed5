import { sql } from "drizzle-orm";
import { recordAdminAction } from "../../db/audit-log";
import { APPLICATION_NAME_PREFIX, type Database, databaseDriver } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { requireBackupFile, writeBackupFile } from "./backup-files";
import { BackupProgress } from "./backup-progress";
import { validateBackup } from "./backup-reader";
import { restoreFromBackup } from "./backup-restore";
import {
  backupSigningKey,
  type SigningKeySource,
  signatureOf,
  verifyBackupSignature,
} from "./backup-signing";
import { backedUpTables, listApplicationTables } from "./backup-tables";
import { stageUploads } from "./backup-uploads";
import { type WriteSummary, writeDataExport, writeFullBackup } from "./backup-writer";

export const OTHER_PROCESSES_RUNNING = (count: number) =>
  `${count === 1 ? "Another Netwise process is" : `${count} other Netwise processes are`} connected to this database. Stop them (scale the web and worker processes down to this one), restore, then start them again. No data was changed.`;

/**
 * A restore replaces every table at once: another app process writing meanwhile would either wait on
 * the restore's locks and then write into the restored data, or fail. On a PostgreSQL server the other
 * processes are found by the application_name every Netwise connection carries (db/client.ts); the
 * embedded database has one process by construction.
 */
async function refuseWhileOtherProcessesRun(db: Database) {
  const driver = databaseDriver(db);
  if (driver.kind !== "postgres") return;
  const result = (await db.execute(
    sql`select count(distinct application_name)::int as count from pg_stat_activity
        where datname = current_database() and application_name like ${`${APPLICATION_NAME_PREFIX}%`}
          and application_name <> ${driver.applicationName}`,
  )) as unknown as { rows: { count: number }[] };
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > 0) throw new AppError("conflict", OTHER_PROCESSES_RUNNING(count));
}

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

/** Where backups go, what signs them, and the uploaded files they carry. */
export type BackupPlace = SigningKeySource & { uploadDir: string };

/** What each kind of job does, step by step, as the page shows it ("Step 2 of 3: …"). */
const BACKUP_STEPS = ["Copying the tables", "Copying the uploaded files", "Signing the backup"];
const EXPORT_STEPS = ["Copying the tables"];
const RESTORE_STEPS = ["Checking the backup", "Restoring the tables and files", "Putting the files in place"];

/** Runs `work` with its progress recorded under `jobId` (when given): done with its message, or failed. */
async function withProgress<T extends { message: string }>(
  progress: BackupProgress,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    await progress.finish(result.message);
    return result;
  } catch (error) {
    await progress.fail(error);
    throw error;
  }
}

/** POST /api/admin/backup/create: a full, compressed backup of every application table, HMAC-signed. */
export async function createBackup(db: Database, place: BackupPlace, admin: SessionUser, jobId?: string) {
  const progress = new BackupProgress(place.backupDir, jobId, "backup", BACKUP_STEPS);
  return withProgress(progress, async () => {
    const startedAt = new Date();
    const key = await backupSigningKey(place);
    let summary: WriteSummary = { tables: 0, rows: 0 };
    const fileName = await writeBackupFile(
      place.backupDir,
      "backup",
      startedAt,
      async (stream) => {
        summary = await writeFullBackup(db, stream, startedAt, place.uploadDir, progress);
      },
      (filePath) => {
        progress.begin(3);
        return signatureOf(filePath, key);
      },
    );
    await recordFileAction(db, admin, "backup.create", fileName, summary);
    return { message: "Backup created.", fileName, ...summary };
  });
}

/** POST /api/admin/backup/export: a JSON data export (no sessions, no password hashes). */
export async function createDataExport(db: Database, backupDir: string, admin: SessionUser, jobId?: string) {
  const progress = new BackupProgress(backupDir, jobId, "export", EXPORT_STEPS);
  return withProgress(progress, async () => {
    const startedAt = new Date();
    let summary: WriteSummary = { tables: 0, rows: 0 };
    const fileName = await writeBackupFile(backupDir, "export", startedAt, async (stream) => {
      summary = await writeDataExport(db, stream, startedAt, progress);
    });
    await recordFileAction(db, admin, "backup.export", fileName, summary);
    return { message: "Data exported.", fileName, ...summary };
  });
}

/**
 * POST /api/admin/backup/restore: the file's signature must match (a file edited or planted in the
 * backup folder is refused), then the whole file is read and checked (format, version, tables, every
 * line, the row counts) without touching data; only then is it restored, in one transaction. Its
 * progress is the compressed bytes read of the file's size, once to check and once to restore.
 */
export async function restoreBackup(
  db: Database,
  place: BackupPlace,
  admin: SessionUser,
  fileName: string,
  jobId?: string,
) {
  const progress = new BackupProgress(place.backupDir, jobId, "restore", RESTORE_STEPS);
  return withProgress(progress, async () => {
    const file = await requireBackupFile(place.backupDir, fileName);
    await verifyBackupSignature(file.path, await backupSigningKey(place));
    await refuseWhileOtherProcessesRun(db);
    progress.begin(1, file.size);
    const advance = (bytes: number) => progress.advance(bytes);
    const checked = await validateBackup(file.path, backedUpTables(await listApplicationTables(db)), advance);
    // The backup's files are staged beside today's, then moved into place once the data has committed:
    // a failed restore changes neither.
    const uploads = await stageUploads(place.uploadDir);
    let summary: { tables: number; rows: number; files: number };
    progress.begin(2, file.size);
    try {
      summary = await restoreFromBackup(db, admin, file.path, fileName, uploads, advance);
    } catch (error) {
      await uploads.discard();
      throw error;
    }
    progress.begin(3);
    await uploads.commit();
    const message =
      checked.version < 2
        ? "Backup restored. It was made before backups held uploaded pictures: the pictures are today's, and any replaced since this backup are missing."
        : "Backup restored.";
    return { message, fileName, tables: summary.tables, rows: summary.rows };
  });
}
