import type { JobResult } from "pg-boss";

/**
 * How a queue's worker takes its jobs: up to `batchSize` per fetch, handled `concurrency` at a time, and
 * fetched again at once while a fetch comes back full (pg-boss's burst mode), so a backlog drains at the
 * speed of the work instead of one job per polling interval. Each job is settled on its own
 * (`perJobResults`): one failure is retried with its own backoff, the others complete.
 */
export const BATCH_WORK_OPTIONS = { batchSize: 20, burstWhenBatchFull: true, perJobResults: true } as const;
export const BATCH_CONCURRENCY = 5;

/** Runs `handle` on every job, `concurrency` at a time, and reports each one's outcome to pg-boss. */
export async function settleEach<J extends { id: string }>(
  jobs: J[],
  handle: (job: J) => Promise<unknown>,
  concurrency = BATCH_CONCURRENCY,
): Promise<JobResult[]> {
  const results: JobResult[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index] as J;
      try {
        const output = await handle(job);
        results[index] = { id: job.id, status: "completed", ...(output === undefined ? {} : { output }) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results[index] = { id: job.id, status: "failed", output: { message } };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
  return results;
}
