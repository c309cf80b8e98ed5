/**
 * The app starts its job queue just after it begins listening (start-up stays fast), so a request can
 * arrive while the queue is still starting. An enqueue then waits for that start instead of failing.
 */
const pending = new Set<Promise<unknown>>();

/** Records a job-queue start under way until it settles. */
export function trackJobsStart(start: Promise<unknown>): void {
  pending.add(start);
  start.then(
    () => pending.delete(start),
    () => pending.delete(start),
  );
}

/** Resolves once every job-queue start under way in this process has finished (or failed). */
export async function jobsStarted(): Promise<void> {
  if (pending.size > 0) await Promise.allSettled([...pending]);
}
