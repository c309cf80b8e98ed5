import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recurrenceRule } from "../../jobs/periodic-work";
import { startTestRedis, type TestRedis } from "../../test/redis-server";
import { createTestApp, type TestContext } from "../../test/test-app";

const METRICS_TOKEN = "metrics-token-for-the-readiness-test";

describe("GET /readyz without Redis", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("is 200 when the database answers, and /healthz stays the liveness check", async () => {
    const ready = await ctx.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "ok", redis: "not configured" });
    const live = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(live.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("GET /readyz with REDIS_URL", () => {
  let redis: TestRedis;
  let ctx: TestContext;
  beforeAll(async () => {
    redis = await startTestRedis();
    ctx = await createTestApp({ redisUrl: redis.url, metricsToken: METRICS_TOKEN });
  });
  afterAll(async () => {
    await ctx?.close();
    await redis?.stop();
  });

  it("stays 200 while Redis is lost (only sign-in needs it), reports it in the body and /metrics", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({
      status: "ready",
      database: "ok",
      redis: "ok",
    });
    const metrics = () =>
      ctx.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
    expect((await metrics()).body).toMatch(/^netwise_redis_up 1$/m);
    await redis.stop();
    const lost = await ctx.app.inject({ method: "GET", url: "/readyz" });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toEqual({ status: "ready", database: "ok", redis: "unreachable" });
    expect((await metrics()).body).toMatch(/^netwise_redis_up 0$/m);
    expect((await ctx.app.inject({ method: "GET", url: "/api/articles" })).statusCode).toBe(200);

    await redis.start();
    await expect
      .poll(async () => (await ctx.app.inject({ method: "GET", url: "/readyz" })).json().redis, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe("ok");
  });
});

describe("Redis down at start", () => {
  it("starts anyway, says so, and is ready (the database answers)", { timeout: 120_000 }, async () => {
    const redis = await startTestRedis();
    await redis.stop();
    const ctx = await createTestApp({ redisUrl: redis.url });
    try {
      const response = await ctx.app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(200);
      expect(response.json().redis).toBe("unreachable");
    } finally {
      await ctx.close();
    }
  });
});

describe("PROCESS_ROLE=worker", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ processRole: "worker" });
  });
  afterAll(() => ctx.close());

  it("serves health and readiness only, no API and no pages", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/api/articles" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/" })).statusCode).toBe(404);
  });
});

describe("periodic work schedules", () => {
  it("are recurrence rules in whole minutes when they can be, else seconds", () => {
    expect(recurrenceRule(60 * 60 * 1000)).toBe("FREQ=MINUTELY;INTERVAL=60");
    expect(recurrenceRule(90 * 1000)).toBe("FREQ=SECONDLY;INTERVAL=90");
    expect(recurrenceRule(1000)).toBe("FREQ=SECONDLY;INTERVAL=1");
    expect(recurrenceRule(10)).toBe("FREQ=SECONDLY;INTERVAL=1");
  });
});
