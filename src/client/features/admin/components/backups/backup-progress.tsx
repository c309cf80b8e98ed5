/** An indeterminate progress bar for work of unknown length (a backup, an export, a restore). */
export function BackupProgress({ label }: { label: string }) {
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
