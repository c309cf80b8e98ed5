import { z } from "zod";
import { errorResponses } from "./common";
import { defineEndpoint } from "./endpoint";

/** The two kinds of file the Backup tab lists: full backups (restorable) and JSON data exports. */
export const BACKUP_KINDS = ["backup", "export"] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

const TIMESTAMP = String.raw`\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z`;
/** Exactly the names the server writes: `netwise-backup-2026-11-22T13-05-00-123Z.ndjson.gz`. */
export const BACKUP_FILE_NAME_PATTERN = new RegExp(`^netwise-backup-(${TIMESTAMP})\\.ndjson\\.gz$`);
/** Exactly the names the server writes: `netwise-export-2026-11-22T13-05-00-123Z.json`. */
export const EXPORT_FILE_NAME_PATTERN = new RegExp(`^netwise-export-(${TIMESTAMP})\\.json$`);

export const INVALID_FILE_NAME_MESSAGE =
  "Invalid backup file name. Use a name from the list of available backups.";

export function isBackupFileName(name: string): boolean {
  return BACKUP_FILE_NAME_PATTERN.test(name) || EXPORT_FILE_NAME_PATTERN.test(name);
}

/** docs/product.md: names containing 'backup' are Full Backups, the others Data Exports. */
export function backupTypeLabel(name: string): "Full Backup" | "Data Export" {
  return name.includes("backup") ? "Full Backup" : "Data Export";
}

const NAME_TIMESTAMP = /(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})(?:-(\d{3}))?Z?/;

/**
 * The creation time embedded in a file name (year-month-day T hour-minute-second), or null when
 * the name holds none or an impossible one; the screen then shows 'Unknown'.
 */
export function backupCreatedAt(name: string): Date | null {
  const match = NAME_TIMESTAMP.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, millisecond = "000"] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}.${millisecond}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.toISOString() !== iso ? null : date;
}

/** A file name from a request: only a name the server writes, nothing else reaches the disk. */
export const backupFileNameSchema = z
  .string({ error: INVALID_FILE_NAME_MESSAGE })
  .max(100, INVALID_FILE_NAME_MESSAGE)
  .refine(isBackupFileName, INVALID_FILE_NAME_MESSAGE);

export const backupDownloadParamsSchema = z.strictObject({ fileName: backupFileNameSchema });

/** The id under which a backup, export or restore records its progress: a UUID the page makes. */
export const jobIdSchema = z.uuid({ error: "jobId must be a UUID" });

export const BACKUP_JOB_KINDS = ["backup", "export", "restore"] as const;

/** GET /api/admin/backup/jobs/:id: how far a backup, export or restore is. */
export const backupJobSchema = z.object({
  id: z.string(),
  kind: z.enum(BACKUP_JOB_KINDS),
  state: z.enum(["running", "done", "failed"]),
  /** 1-based step, of `steps`, and what it does ("Copying the tables"). */
  step: z.number().int(),
  steps: z.number().int(),
  label: z.string(),
  /** Units of the step done, of `total` (tables, files or bytes; 0 of 0 when not counted). */
  done: z.number().int(),
  total: z.number().int(),
  /** The whole job's share done, 0-100 (100 only once state is "done"). */
  percent: z.number().int(),
  /** The result's or the failure's message once finished, else null. */
  message: z.string().nullable(),
});
export type BackupJob = z.infer<typeof backupJobSchema>;

/**
 * The whole job's percentage: the steps finished plus the current step's share, rounded down, and
 * never 100 before the job is done (the last step's last unit is still being written).
 */
export function backupJobPercent(step: number, steps: number, done: number, total: number): number {
  if (steps < 1) return 0;
  const current = Math.min(Math.max(step, 1), steps);
  const share = total > 0 ? Math.min(Math.max(done, 0), total) / total : 0;
  return Math.min(99, Math.floor(((current - 1 + share) / steps) * 100));
}

/** "Step 2 of 3: Copying the uploaded files", as the page shows and reads it. */
export const backupJobStepText = (job: Pick<BackupJob, "step" | "steps" | "label">) =>
  `Step ${job.step} of ${job.steps}: ${job.label}`;

/** POST /api/admin/backup/restore: only full backups can be restored (exports carry no passwords). */
export const restoreBackupRequestSchema = z.strictObject({
  jobId: jobIdSchema.optional(),
  backupFileName: z
    .string({ error: "backupFileName is required" })
    .max(100, INVALID_FILE_NAME_MESSAGE)
    .refine((name) => BACKUP_FILE_NAME_PATTERN.test(name), {
      error: (issue) =>
        typeof issue.input === "string" && EXPORT_FILE_NAME_PATTERN.test(issue.input)
          ? "Data exports cannot be restored. Choose a Full Backup."
          : INVALID_FILE_NAME_MESSAGE,
    }),
});
export type RestoreBackupRequest = z.input<typeof restoreBackupRequestSchema>;

/**
 * Create and export take no input; an empty JSON object (or no body) is accepted. A `jobId` (a UUID
 * the page makes) lets the page follow the work's progress at GET /api/admin/backup/jobs/:id.
 */
export const emptyBackupBodySchema = z.strictObject({ jobId: jobIdSchema.optional() }).nullish();

/** GET /api/admin/backup/list: the file names, newest first. */
export const backupListSchema = z.array(z.string());

/** POST create / export answer the written file; restore answers what it restored. */
export const backupFileResponseSchema = z.object({
  message: z.string(),
  fileName: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
});
export type BackupFileResponse = z.input<typeof backupFileResponseSchema>;
export const restoreBackupResponseSchema = backupFileResponseSchema;

/**
 * A downloaded file: not JSON, sent as it lies on disk (its content type, length and file name in the
 * headers), so no response schema shapes it.
 */
const fileDownloadSchema = z.string().meta({ format: "binary" });

const backupTags = ["backups"] as const;

/** The Backup tab (decision 0018): admins only; every backup, export, download and restore is audited. */
export const backupEndpoints = {
  createBackup: defineEndpoint({
    method: "POST",
    path: "/api/admin/backup/create",
    operationId: "createBackup",
    summary: "Write a full backup (every table and uploaded picture), signed, to the backup folder",
    tags: backupTags,
    access: "admin",
    body: emptyBackupBodySchema,
    status: 201,
    response: backupFileResponseSchema,
    errors: errorResponses(400, 401, 403),
  }),
  createDataExport: defineEndpoint({
    method: "POST",
    path: "/api/admin/backup/export",
    operationId: "createDataExport",
    summary: "Write a JSON data export (no passwords; cannot be restored) to the backup folder",
    tags: backupTags,
    access: "admin",
    body: emptyBackupBodySchema,
    status: 201,
    response: backupFileResponseSchema,
    errors: errorResponses(400, 401, 403),
  }),
  listBackups: defineEndpoint({
    method: "GET",
    path: "/api/admin/backup/list",
    operationId: "listBackups",
    summary: "The names of the backups and exports in the backup folder, newest first",
    tags: backupTags,
    access: "admin",
    status: 200,
    response: backupListSchema,
    errors: errorResponses(400, 401, 403),
  }),
  downloadBackup: defineEndpoint({
    method: "GET",
    path: "/api/admin/backup/download/:fileName",
    operationId: "downloadBackup",
    summary:
      "Download a backup (application/gzip, its signature in the x-backup-signature header) or an export (application/json)",
    tags: backupTags,
    access: "admin",
    params: backupDownloadParamsSchema,
    status: 200,
    response: fileDownloadSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  downloadBackupSignature: defineEndpoint({
    method: "GET",
    path: "/api/admin/backup/signature/:fileName",
    operationId: "downloadBackupSignature",
    summary: "Download a backup's signature file (text/plain), kept with it so it can be restored again",
    tags: backupTags,
    access: "admin",
    params: backupDownloadParamsSchema,
    status: 200,
    response: fileDownloadSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  getBackupJob: defineEndpoint({
    method: "GET",
    path: "/api/admin/backup/jobs/:id",
    operationId: "getBackupJob",
    summary:
      "How far a backup, export or restore started with this jobId is (step, units done, percent); polled by the Backups tab",
    tags: backupTags,
    access: "admin",
    params: z.strictObject({ id: jobIdSchema }),
    status: 200,
    response: backupJobSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  restoreBackup: defineEndpoint({
    method: "POST",
    path: "/api/admin/backup/restore",
    operationId: "restoreBackup",
    summary: "Replace every table and uploaded picture with those of a signed full backup",
    tags: backupTags,
    access: "admin",
    body: restoreBackupRequestSchema,
    status: 200,
    response: restoreBackupResponseSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
};
