import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopSentenceModel, warmUpSentenceModel } from "../modules/matching/embeddings/sentence-model";
import { createTestApp, type TestContext } from "../test/test-app";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("GET /metrics without METRICS_TOKEN", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("is not served at all", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("netwise_");
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => ctx.close());

  it("refuses a missing or wrong token with 401 and never shows the metrics", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "A valid metrics token is required." });
    }
  });

  it("answers in Prometheus text: request durations by route and status, event loop, heap, job queues", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/articles" });
    await ctx.app.inject({ method: "GET", url: "/api/articles/no-such-article" });
    const response = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /netwise_http_request_duration_seconds_count\{method="GET",route="\/api\/articles",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /netwise_http_request_duration_seconds_count\{method="GET",route="\/api\/articles\/:slug",status_code="404"\} 1/,
    );
    expect(text).toContain("netwise_nodejs_eventloop_lag_seconds ");
    expect(text).toContain("netwise_nodejs_heap_size_used_bytes ");
    expect(text).toContain("netwise_process_resident_memory_bytes ");
    expect(text).toMatch(/netwise_job_queue_jobs\{queue="automation-webhook",state="failed"\} \d+/);
    if (process.env.NETWISE_TEST_DB === "postgres") {
      expect(text).toMatch(/netwise_db_pool_connections\{state="total"\} \d+/);
    }
  });
});

describe("GET /metrics while the sentence model runs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => {
    stopSentenceModel();
    await ctx.close();
  });

  it("reports the model process's resident memory beside the web process's", async () => {
    const read = async () =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
    expect(await read()).not.toMatch(/netwise_child_process_resident_memory_bytes\{/);
    warmUpSentenceModel();
    const body = await read();
    expect(body).toMatch(/^netwise_process_resident_memory_bytes \d+/m);
    expect(body).toMatch(/^netwise_child_process_resident_memory_bytes\{process="sentence-model"\} \d+/m);
    stopSentenceModel();
  });
});
