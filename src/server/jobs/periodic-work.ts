import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import { errorForLog } from "../http/error-handler";

/** Work that runs every so often, once per interval for the whole cluster (never a timer in each process). */
export type PeriodicTask = {
  /** The pg-boss queue and schedule name. */
  name: string;
  /** 0 turns the task off (its schedule is removed). */
  everyMs: number;
  run(signal: AbortSignal): Promise<unknown>;
};

export type PeriodicWork = { stop(): Promise<void> };

/** An RFC 5545 recurrence rule (pg-boss schedules take them beside cron): whole minutes, else seconds. */
export function recurrenceRule(everyMs: number): string {
  const seconds = Math.max(1, Math.round(everyMs / 1000));
  return seconds % 60 === 0 ? `FREQ=MINUTELY;INTERVAL=${seconds / 60}` : `FREQ=SECONDLY;INTERVAL=${seconds}`;
}

/**
 * Puts each task on a pg-boss schedule and works its queue in this process. pg-boss sends one job per
 * occurrence however many processes keep the schedule, and the queue's `exclusive` policy holds at most
 * one job queued or running, so runs never overlap across the cluster. Only processes that run jobs
 * (PROCESS_ROLE worker or all) call this.
 */
export async function startPeriodicWork(
  boss: PgBoss,
  tasks: PeriodicTask[],
  { log, pollSeconds }: { log: FastifyBaseLogger; pollSeconds: number },
): Promise<PeriodicWork> {
  const controller = new AbortController();
  for (const task of tasks) {
    await boss.createQueue(task.name, { policy: "exclusive", retryLimit: 0, expireInSeconds: 15 * 60 });
    if (task.everyMs <= 0) {
      await boss.unschedule(task.name);
      continue;
    }
    await boss.schedule(task.name, recurrenceRule(task.everyMs), null, { singletonKey: task.name });
    await boss.work(task.name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async () => {
      try {
        await task.run(controller.signal);
      } catch (error) {
        log.error({ error: errorForLog(error), task: task.name }, "periodic task failed");
        throw error;
      }
    });
  }
  return {
    async stop() {
      controller.abort();
      await Promise.all(tasks.map((task) => boss.offWork(task.name).catch(() => {})));
    },
  };
}
