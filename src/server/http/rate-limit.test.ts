import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis, type RedisClient, waitForRedis } from "../redis";
import { startTestRedis, type TestRedis } from "../test/redis-server";
import { registerErrorHandler } from "./error-handler";
import { createLimit, describeWait, MINUTE_MS, registerRateLimits } from "./rate-limit";

/** A small app with one limit of each failure mode, as the API's routes declare them. */
async function limitedApp(redis: RedisClient | undefined): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerRateLimits(app, redis);
  app.decorateRequest("user", null);
  const options = { max: 3, windowMs: MINUTE_MS, key: (request: { ip: string }) => request.ip };
  const open = createLimit(app, { ...options, name: "open", message: "Too many opens." });
  const closed = createLimit(app, {
    ...options,
    name: "closed",
    message: (seconds) => `Wait ${describeWait(seconds)}.`,
    whenStoreFails: "closed",
  });
  app.post("/open", { preHandler: open }, async () => ({ ok: true }));
  app.post("/closed", { preHandler: closed }, async () => ({ ok: true }));
  app.post("/peek", async (request, reply) => {
    await closed.check(request, reply);
    return { ok: true };
  });
  app.post("/count", async (request) => {
    await closed.count(request);
    return { ok: true };
  });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, ip = "10.1.1.1") =>
  app.inject({ method: "POST", url, remoteAddress: ip });

describe("createLimit in memory (one process)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limitedApp(undefined);
  });
  afterAll(() => app.close());

  it("allows max requests per key, then answers 429 with Retry-After and the limit's message", async () => {
    for (let i = 0; i < 3; i++) expect((await post(app, "/open")).statusCode).toBe(200);
    const refused = await post(app, "/open");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many opens." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(55);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another key, and another limit for the same key, keep their own counts.
    expect((await post(app, "/open", "10.1.1.2")).statusCode).toBe(200);
    expect((await post(app, "/closed")).statusCode).toBe(200);
  });

  it("check() refuses only once the allowance is used, without counting; count() counts without refusing", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 5; i++) expect((await post(app, "/peek", ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post(app, "/count", ip)).statusCode).toBe(200);
    const refused = await post(app, "/peek", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Wait (\d+ seconds|1 minute)\.$/);
    expect((await post(app, "/count", ip)).statusCode).toBe(200);
  });

  it("describes a wait as a person reads it", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(59)).toBe("59 seconds");
    expect(describeWait(60)).toBe("1 minute");
    expect(describeWait(61)).toBe("2 minutes");
  });
});

describe("createLimit with Redis (REDIS_URL): shared by processes, and what happens when Redis is lost", () => {
  let redis: TestRedis;
  const clients: RedisClient[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  const log = { info: () => {}, error: () => {} };

  beforeAll(async () => {
    redis = await startTestRedis();
    for (let i = 0; i < 2; i++) {
      const client = await connectRedis(redis.url, log);
      expect(await waitForRedis(client)).toBe(true);
      clients.push(client);
    }
    first = await limitedApp(clients[0]);
    second = await limitedApp(clients[1]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  it("counts one allowance across two apps with their own connections", async () => {
    expect((await post(first, "/open", "10.2.0.1")).statusCode).toBe(200);
    expect((await post(second, "/open", "10.2.0.1")).statusCode).toBe(200);
    expect((await post(first, "/open", "10.2.0.1")).statusCode).toBe(200);
    const refused = await post(second, "/open", "10.2.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many opens." });
  });

  it("fails open or closed as each limit says while Redis is down, and recovers when it returns", async () => {
    await redis.stop();
    const open = await post(first, "/open", "10.3.0.1");
    expect(open.statusCode).toBe(200);
    const closed = await post(first, "/closed", "10.3.0.1");
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ message: "This is briefly unavailable. Please try again in a moment." });

    await redis.start();
    // Nothing was saved: the counts start again, and the client reconnects by itself.
    await expect
      .poll(async () => (await post(first, "/closed", "10.3.0.1")).statusCode, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
    for (let i = 0; i < 2; i++) expect((await post(second, "/closed", "10.3.0.1")).statusCode).toBe(200);
    expect((await post(first, "/closed", "10.3.0.1")).statusCode).toBe(429);
  });
});
