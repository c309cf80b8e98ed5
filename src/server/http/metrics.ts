import { timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PgBoss } from "pg-boss";
import type { DatabaseDriver } from "../db/client";
import { isRedisAnswering, type RedisClient } from "../redis";
import { AppError } from "./app-error";

type MetricsOptions = {
  token: string;
  driver: DatabaseDriver;
  /** The job queue once it runs (it starts when the app is ready). */
  boss: () => PgBoss | undefined;
  /** Child processes of this one (the sentence model) whose resident memory is reported, while they run. */
  children?: () => { name: string; pid: number | null }[];
  /** The shared Redis (REDIS_URL), when configured: reported as up or down. */
  redis?: RedisClient | undefined;
};

/** VmRSS of a process from /proc (Linux), or null when it is gone or /proc is missing. */
function residentBytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise;
 * without METRICS_TOKEN the route does not exist). Request durations by route and status, the process's
 * defaults (event-loop lag, heap, RSS), the PostgreSQL pool and the job queues.
 */
export async function registerMetrics(
  app: FastifyInstance,
  { token, driver, boss, redis, children = () => [] }: MetricsOptions,
) {
  // Loaded only when METRICS_TOKEN is set: without it start-up does not pay for prom-client.
  const { collectDefaultMetrics, Gauge, Histogram, Registry } = await import("prom-client");
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "netwise_" });

  const requestDuration = new Histogram({
    name: "netwise_http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern (/api/feed/:id), never the raw URL, keeps the label set small.
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  if (driver.kind === "postgres") {
    const { pool } = driver;
    new Gauge({
      name: "netwise_db_pool_connections",
      help: "PostgreSQL pool connections by state",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: "netwise_job_queue_jobs",
    help: "pg-boss jobs by queue and state (failed: failures still retained)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      const queues = await boss()
        ?.getQueues()
        .catch(() => []);
      for (const queue of queues ?? []) {
        this.set({ queue: queue.name, state: "ready" }, queue.readyCount);
        this.set({ queue: queue.name, state: "deferred" }, queue.deferredCount);
        this.set({ queue: queue.name, state: "active" }, queue.activeCount);
        this.set({ queue: queue.name, state: "failed" }, queue.failedCount);
      }
    },
  });

  new Gauge({
    name: "netwise_child_process_resident_memory_bytes",
    help: "Resident memory of this process's children (the sentence model), from /proc, while they run",
    labelNames: ["process"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, pid } of children()) {
        const bytes = pid ? residentBytes(pid) : null;
        if (bytes !== null) this.set({ process: name }, bytes);
      }
    },
  });

  if (redis) {
    new Gauge({
      name: "netwise_redis_up",
      help: "1 when the shared Redis (REDIS_URL) answers a PING, 0 when it does not (sign-in is refused meanwhile)",
      registers: [registry],
      async collect() {
        this.set((await isRedisAnswering(redis)) ? 1 : 0);
      },
    });
  }

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request, token)) throw new AppError("unauthorized", "A valid metrics token is required.");
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
