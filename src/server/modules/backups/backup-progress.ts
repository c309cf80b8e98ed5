import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type BackupJob, backupJobPercent, backupJobSchema } from "../../../shared/contracts/backups";
import { AppError, notFound } from "../../http/app-error";

export const BACKUP_JOB_NOT_FOUND = "No backup, export or restore with this id is known.";

/** Progress files live in BACKUP_DIR (shared by every app process that lists backups), one per job. */
const JOBS_FOLDER = ".jobs";
/** At most one write every so often while a step advances; step changes and the end always write. */
const WRITE_EVERY_MS = 200;
/** Finished jobs' files are removed when a later job starts this long after them. */
const KEEP_MS = 60 * 60 * 1000;

const jobFile = (backupDir: string, id: string) => path.join(backupDir, JOBS_FOLDER, `${id}.json`);

/** GET /api/admin/backup/jobs/:id: the job's last recorded progress, or a 404. */
export async function readBackupJob(backupDir: string, id: string): Promise<BackupJob> {
  let text: string;
  try {
    text = await readFile(jobFile(backupDir, id), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw notFound(BACKUP_JOB_NOT_FOUND);
    throw error;
  }
  return backupJobSchema.parse(JSON.parse(text));
}

async function removeOldJobs(folder: string) {
  const names = await readdir(folder).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > KEEP_MS) await rm(file, { force: true });
  }
}

/**
 * Records how far one backup, export or restore is, for the page to poll. Without a job id it
 * records nothing (the API used without the page). Advancing never waits for the disk: the writes
 * queue behind each other, throttled, and `finish`/`fail` wait for them.
 */
export class BackupProgress {
  private job: BackupJob;
  private writes: Promise<void> = Promise.resolve();
  private lastWrite = 0;
  private trailing: ReturnType<typeof setTimeout> | undefined;
  private readonly file: string | null;

  constructor(
    backupDir: string,
    id: string | undefined,
    kind: BackupJob["kind"],
    private readonly labels: readonly string[],
  ) {
    this.file = id ? jobFile(backupDir, id) : null;
    this.job = {
      id: id ?? "",
      kind,
      state: "running",
      step: 1,
      steps: labels.length,
      label: labels[0] ?? "",
      done: 0,
      total: 0,
      percent: 0,
      message: null,
    };
    if (this.file) {
      const folder = path.dirname(this.file);
      this.writes = mkdir(folder, { recursive: true, mode: 0o700 })
        .then(() => removeOldJobs(folder))
        .catch(() => {});
      this.save(true);
    }
  }

  /** Starts step `step` (1-based) with `total` units to do. */
  begin(step: number, total = 0) {
    this.job = { ...this.job, step, label: this.labels[step - 1] ?? "", done: 0, total };
    this.job.percent = backupJobPercent(step, this.job.steps, 0, total);
    this.save(true);
  }

  /** `done` units of the current step are done. */
  advance(done: number) {
    this.job.done = done;
    this.job.percent = backupJobPercent(this.job.step, this.job.steps, done, this.job.total);
    this.save(false);
  }

  async finish(message: string) {
    clearTimeout(this.trailing);
    this.job = { ...this.job, state: "done", done: this.job.total, percent: 100, message };
    this.save(true);
    await this.writes;
  }

  async fail(error: unknown) {
    clearTimeout(this.trailing);
    const message = error instanceof AppError ? error.message : "Something went wrong. Please try again.";
    this.job = { ...this.job, state: "failed", message };
    this.save(true);
    await this.writes;
  }

  private save(always: boolean) {
    const file = this.file;
    if (!file) return;
    const now = Date.now();
    if (!always && now - this.lastWrite < WRITE_EVERY_MS) {
      // Throttled: the latest state is written once the interval has passed.
      this.trailing ??= setTimeout(() => this.save(true), WRITE_EVERY_MS - (now - this.lastWrite));
      return;
    }
    clearTimeout(this.trailing);
    this.trailing = undefined;
    this.lastWrite = now;
    const text = JSON.stringify(this.job);
    // Written aside, then renamed: a poll never reads half a file. A failed write only costs progress.
    const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    this.writes = this.writes
      .then(() => writeFile(temporary, text, { mode: 0o600 }))
      .then(() => rename(temporary, file))
      .catch(() => rm(temporary, { force: true }).catch(() => {}));
  }
}
