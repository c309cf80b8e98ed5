import { type BackupJob, backupJobStepText } from "@shared/contracts/backups";

/**
 * The progress of a backup, an export or a restore: determinate ("Step 2 of 3: Copying the uploaded
 * files", a percentage) once the server has recorded the job, indeterminate until then.
 */
export function BackupProgress({ label, job }: { label: string; job?: BackupJob | null }) {
  if (job) {
    const text = `${backupJobStepText(job)}, ${job.percent}%`;
    return (
      <div className="grid gap-1.5">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={job.percent}
          aria-valuetext={text}
          className="relative h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${job.percent}%` }}
          />
        </div>
        {/* The step is announced when it changes; the percentage is the bar's value, not announced each poll. */}
        <p className="text-xs text-muted-foreground">
          <span aria-live="polite">{backupJobStepText(job)}</span> · {job.percent}%
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuetext="In progress"
        className="relative h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="absolute inset-y-0 left-0 w-1/3 animate-[backup-progress_1.2s_ease-in-out_infinite] rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-pulse" />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {label}… this can take a minute on a large database.
      </p>
      <style>
        {"@keyframes backup-progress{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}"}
      </style>
    </div>
  );
}
