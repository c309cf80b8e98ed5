// Real app processes on one PostgreSQL database and one Redis, as a deployment behind a load balancer
// runs them: two `web` processes (HTTP only) and, started later, two `worker` processes (jobs and
// schedules only). Needs a PostgreSQL server, so it runs in the api-postgres project (TEST_DATABASE_URL,
// set by .ci/run); redis-server and a webhook receiver are started here on free ports.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTEMPT_HEADER, IDEMPOTENCY_KEY_HEADER } from "../modules/automation/automation-signature";
import { eventually, startWebhookReceiver } from "../test/fakes/webhook-receiver";
import { freePort, startTestRedis, type TestRedis } from "../test/redis-server";
import { openEventStream } from "../test/sse-client";

const serverUrl = process.env.TEST_DATABASE_URL;
const isPostgresRun = process.env.NETWISE_TEST_DB === "postgres" && Boolean(serverUrl);
const ROOT = path.resolve(import.meta.dirname, "../../..");
/** Three seconds: a schedule short enough for a test (pg-boss spaces what it sends further apart). */
const NEWS_IMPORT_INTERVAL_MINUTES = "0.05";

type AppProcess = { child: ChildProcess; base: string; output: string[] };
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output };
}

async function waitUntilReady(app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`The app process exited:\n${app.output.join("")}`);
    const status = await fetch(`${app.base}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app process was not ready in time:\n${app.output.join("")}`);
}

async function stopAppProcess(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    app.child.once("exit", () => resolve());
    app.child.kill("SIGTERM");
  });
}

function post(app: AppProcess, url: string, body: unknown, cookie?: string) {
  return fetch(`${app.base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe.skipIf(!isPostgresRun)("app processes on one PostgreSQL database and one Redis", () => {
  const databaseName = `netwise_cluster_${process.pid}_${randomBytes(4).toString("hex")}`;
  let databaseUrl: string;
  let redis: TestRedis;
  let receiver: Receiver;
  let env: Record<string, string>;
  let first: AppProcess;
  let second: AppProcess;
  let workers: AppProcess[] = [];
  let db: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}"`).finally(() => admin.end());
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    redis = await startTestRedis();
    // Every first attempt of a delivery fails (a retry follows a second later); later attempts succeed.
    receiver = await startWebhookReceiver((delivery) =>
      delivery.headers[ATTEMPT_HEADER] === "1" ? { status: 503 } : { status: 200 },
    );
    env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT: "3",
      NEWS_IMPORT_INTERVAL_MINUTES,
      AUTOMATION_WEBHOOK_URL: receiver.url,
      AUTOMATION_WEBHOOK_SECRET: "cluster-test-secret",
      AUTOMATION_RETRY_DELAY_SECONDS: "1",
    };
    // Started together on an empty database: migrations and seeds take turns under the advisory lock.
    [first, second] = await Promise.all([
      startAppProcess({ ...env, PROCESS_ROLE: "web" }),
      startAppProcess({ ...env, PROCESS_ROLE: "web" }),
    ]);
    await Promise.all([waitUntilReady(first), waitUntilReady(second)]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all([first, second, ...workers].map((app) => stopAppProcess(app)));
    await redis?.stop();
    await receiver?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).finally(() => admin.end());
  }, 60_000);

  /** Registers a member on `app` (e-mail marked verified) and answers their id and session cookie. */
  async function register(app: AppProcess, email: string, firstName: string) {
    const registered = await post(app, "/api/auth/register", {
      email,
      password: "violet-harbor-42",
      firstName,
      lastName: "Berg",
    });
    expect(registered.status).toBe(201);
    await db.query("update users set email_verified_at = now() where email = $1", [email]);
    const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    return { id: (await registered.json()).id as number, cookie };
  }

  it("counts the sign-in limit across both processes", async () => {
    const attempt = (app: AppProcess) =>
      post(app, "/api/auth/login", { email: "target@example.com", password: "wrong-password-1" });
    const statuses = [];
    for (const app of [first, second, first]) statuses.push((await attempt(app)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await attempt(second);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many attempts\./);
  });

  it("keeps a session made on one process valid on the other", async () => {
    const { cookie } = await register(first, "member@example.com", "Mia");
    const me = await fetch(`${second.base}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe("member@example.com");
  });

  it("delivers a live event to a member connected to the other process", async () => {
    const sender = await register(first, "sender@example.com", "Sam");
    const recipient = await register(second, "recipient@example.com", "Rae");
    const stream = await openEventStream(second.base, { cookie: recipient.cookie });
    try {
      expect(stream.status).toBe(200);
      const requested = await post(
        first,
        "/api/connections/request",
        { toUserId: recipient.id },
        sender.cookie,
      );
      expect(requested.status).toBe(201);
      const [event] = await stream.waitForEvents(1, 15_000);
      expect(event?.event).toBe("notification");
    } finally {
      stream.close();
    }
  }, 30_000);

  const automationJobs = async () =>
    (
      await db.query<{ state: string }>(
        "select state from pgboss.job where name = 'automation-webhook' order by created_on",
      )
    ).rows.map((row) => row.state);
  const referralIds: number[] = [];

  it("runs no job workers and keeps no schedules in web processes: their jobs wait for a worker", async () => {
    const referrer = await register(first, "referrer@example.com", "Ravi");
    // Three referrals, sent through both web processes (one pending referral per target).
    for (const [index, app] of [first, second, first].entries()) {
      const target = await register(second, `target-${index}@example.com`, "Tess");
      const sent = await post(
        app,
        "/api/referrals/send",
        { targetId: target.id, targetType: "user", message: "Meet Tess." },
        referrer.cookie,
      );
      expect(sent.status).toBe(201);
      referralIds.push((await sent.json()).id as number);
    }
    // Two polling intervals of a worker (2 s) pass: nothing takes the jobs, nothing is delivered.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(await automationJobs()).toEqual(["created", "created", "created"]);
    expect(receiver.deliveries).toEqual([]);
    expect((await db.query("select name from pgboss.schedule")).rows).toEqual([]);

    workers = await Promise.all([
      startAppProcess({ ...env, PROCESS_ROLE: "worker" }),
      startAppProcess({ ...env, PROCESS_ROLE: "worker" }),
    ]);
    await Promise.all(workers.map((worker) => waitUntilReady(worker)));
    for (const worker of workers) {
      expect((await fetch(`${worker.base}/healthz`)).status).toBe(200);
      // A worker serves no API, so a load balancer can never send it a member's request.
      expect((await fetch(`${worker.base}/api/auth/me`)).status).toBe(404);
      expect((await post(worker, "/api/auth/login", { email: "a@b.co", password: "x" })).status).toBe(404);
    }
  }, 150_000);

  it("delivers each automation event once per attempt, with one idempotency key across its retries", async () => {
    const statuses = async () =>
      (
        await db.query<{ id: number; automation_status: string }>(
          "select id, automation_status from referrals where id = any($1) order by id",
          [referralIds],
        )
      ).rows.map((row) => row.automation_status);
    await eventually(async () => (await statuses()).every((status) => status === "sent"), 60_000);
    // The job completes just after the worker records the delivery.
    await eventually(async () => (await automationJobs()).every((state) => state === "completed"), 10_000);
    expect(await automationJobs()).toEqual(["completed", "completed", "completed"]);
    const bySubject = new Map<number, { attempt: string; key: string }[]>();
    for (const delivery of receiver.deliveries) {
      const subject = (JSON.parse(delivery.body) as { subject: { id: number } }).subject.id;
      bySubject.set(subject, [
        ...(bySubject.get(subject) ?? []),
        {
          attempt: String(delivery.headers[ATTEMPT_HEADER]),
          key: String(delivery.headers[IDEMPOTENCY_KEY_HEADER]),
        },
      ]);
    }
    expect([...bySubject.keys()].sort((a, b) => a - b)).toEqual(referralIds);
    const keys = new Set<string>();
    for (const deliveries of bySubject.values()) {
      // The two worker processes never both take a job: attempt 1 (refused), then attempt 2, once each.
      expect(deliveries.map((delivery) => delivery.attempt)).toEqual(["1", "2"]);
      expect(new Set(deliveries.map((delivery) => delivery.key)).size).toBe(1);
      keys.add(deliveries[0]?.key ?? "");
    }
    expect(keys.size).toBe(referralIds.length);
  }, 90_000);

  it("keeps one schedule per task and sends one news import per occurrence for the cluster", async () => {
    const schedules = await db.query("select name from pgboss.schedule order by name");
    expect(schedules.rows.map((row) => row.name)).toEqual([
      "news-import",
      "order-auto-complete",
      "session-purge",
      "view-pruning",
    ]);
    const importJobs = async () =>
      (
        await db.query<{ created: number }>(
          "select extract(epoch from created_on)::float8 as created from pgboss.job where name = 'news-import' order by created_on",
        )
      ).rows.map((row) => row.created);
    const deadline = Date.now() + 40_000;
    while ((await importJobs()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Both workers keep the schedule; had each sent its own job, two would share an occurrence.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const created = await importJobs();
    expect(created.length).toBeGreaterThanOrEqual(1);
    const gaps = created.slice(1).map((time, index) => time - (created[index] ?? 0));
    expect(gaps.every((gap) => gap >= 2.5)).toBe(true);
  }, 60_000);
});
