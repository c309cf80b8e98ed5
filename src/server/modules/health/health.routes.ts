import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { isRedisAnswering, type RedisClient } from "../../redis";
import type { Lifecycle } from "./lifecycle";

type HealthRoutesOptions = { db: Database; redis: RedisClient | undefined; lifecycle: Lifecycle };

const readinessSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  redis: z.enum(["ok", "unreachable", "not configured"]),
});

async function isDatabaseAnswering(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /healthz: liveness (the process and its database answer). GET /readyz: readiness for a load balancer:
 * the database answers and the process is not stopping. Redis is reported in the body (and in /metrics)
 * but does not decide: only sign-in needs it, and a Redis blip must not take every process out of the
 * balancer at once.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { db, redis, lifecycle },
) => {
  app.addHook("preClose", async () => {
    lifecycle.beginStopping();
  });

  app.get(
    "/healthz",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
          503: z.object({ status: z.literal("unavailable"), database: z.literal("unreachable") }),
        },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseAnswering(db)) return { status: "ok" as const, database: "ok" as const };
      return reply.status(503).send({ status: "unavailable" as const, database: "unreachable" as const });
    },
  );

  app.get(
    "/readyz",
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const [database, redisAnswers] = await Promise.all([
        isDatabaseAnswering(db),
        redis ? isRedisAnswering(redis) : Promise.resolve(true),
      ]);
      const body = {
        status: database && !lifecycle.isStopping ? ("ready" as const) : ("unavailable" as const),
        database: database ? ("ok" as const) : ("unreachable" as const),
        redis: !redis
          ? ("not configured" as const)
          : redisAnswers
            ? ("ok" as const)
            : ("unreachable" as const),
      };
      return reply.status(body.status === "ready" ? 200 : 503).send(body);
    },
  );
};
