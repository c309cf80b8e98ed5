import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../http/error-handler";
import { freePort } from "../test/redis-server";
import { startServerProcess, waitForHealthy } from "../test/server-process";
import { startTcpProxy } from "../test/tcp-proxy";
import { watchDatabaseOutage } from "./database-outage";
import { isConnectionError } from "./pg-errors";

const PERSONAL = "secret.person@example.com";

describe("a database that refuses connections (the app pointed at a closed port)", () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  let isAnswering = false;
  const logged: { level: number; msg: string; outageSeconds?: number }[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, max: 2 });
    pool.on("error", () => {});
    const db = drizzle({ client: pool });
    app = Fastify({
      logger: {
        level: "info",
        stream: {
          write: (line: string) => {
            lines.push(line);
            logged.push(JSON.parse(line));
          },
        },
      },
    });
    const outage = watchDatabaseOutage({
      probe: async () => {
        if (!isAnswering) throw new Error("connect ECONNREFUSED");
      },
      log: app.log,
      probeIntervalMs: 50,
    });
    app.addHook("onClose", async () => outage.stop());
    registerErrorHandler(app, { outage });
    app.get("/member", () => db.execute(sql`select * from users where email = ${PERSONAL}`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it("answers 503 with Retry-After and one clear message, logs one warning for the outage and one when it is back", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await app.inject("/member");
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        message:
          "The service is briefly unavailable: its database is not answering. Please try again in a few seconds.",
      });
    }
    const warnings = () => logged.filter((entry) => entry.level === 40);
    expect(warnings().map((entry) => entry.msg)).toEqual([
      "The database is not answering: requests that need it answer 503 until it is back",
    ]);
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
    isAnswering = true;
    await expect.poll(() => warnings().length, { timeout: 5000 }).toBe(2);
    expect(warnings()[1]?.msg).toMatch(/^The database answers again after \d+(\.\d)? s$/);
    expect(warnings()[1]?.outageSeconds).toBeGreaterThanOrEqual(0);
    // Never a query's parameters (members' personal data) in the log.
    expect(lines.join("\n")).not.toContain(PERSONAL);
  });
});

describe("connection-class errors", () => {
  it("are refused, reset, SQLSTATE 08xxx and 57P01-57P03, too many connections and pool timeouts; not input errors", () => {
    const wrapped = (cause: unknown) =>
      Object.assign(new Error("Failed query: select 1\nparams: "), { cause });
    for (const cause of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
      Object.assign(new Error("the database system is shutting down"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("connection failure"), { code: "08006" }),
      Object.assign(new Error("sorry, too many clients already"), { code: "53300" }),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      new AggregateError([Object.assign(new Error(""), { code: "ECONNREFUSED" })]),
    ]) {
      expect(isConnectionError(wrapped(cause)), String(cause)).toBe(true);
    }
    for (const cause of [
      Object.assign(new Error("duplicate key"), { code: "23505" }),
      Object.assign(new Error("relation does not exist"), { code: "42P01" }),
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
    ]) {
      expect(isConnectionError(wrapped(cause)), String(cause)).toBe(false);
    }
  });
});

describe("a 500 from an unexpected database error", () => {
  it("logs the query text but not its parameters", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
    });
    registerErrorHandler(app);
    app.get("/broken", () => {
      const cause = Object.assign(new Error('relation "no_such_table" does not exist'), { code: "42P01" });
      throw Object.assign(
        new Error(`Failed query: select * from no_such_table where email = $1\nparams: ${PERSONAL}`),
        {
          query: "select * from no_such_table where email = $1",
          params: [PERSONAL],
          cause,
        },
      );
    });
    const response = await app.inject("/broken");
    expect(response.statusCode).toBe(500);
    const text = lines.join("\n");
    expect(text).toContain("select * from no_such_table where email = $1");
    expect(text).toContain("42P01");
    expect(text).not.toContain(PERSONAL);
    await app.close();
  });
});

// Stopping a database needs a PostgreSQL server: the run on PostgreSQL (TEST_DATABASE_URL) takes its
// connection away through a proxy; the embedded database cannot be lost while its process runs.
describe.runIf(process.env.NETWISE_TEST_DB === "postgres")(
  "the server process when PostgreSQL goes away",
  () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    const name = `netwise_outage_${randomBytes(4).toString("hex")}`;
    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
    });
    afterAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl.toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    });

    it("answers 503 while it is gone, logs the outage once and its end once, and answers again", async () => {
      const proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
      const url = new URL(serverUrl);
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${name}`;
      const port = await freePort();
      const server = startServerProcess({ PORT: String(port), DATABASE_URL: url.toString() });
      try {
        await waitForHealthy(port, server, 180_000);
        expect((await fetch(`http://127.0.0.1:${port}/api/articles`)).status).toBe(200);

        await proxy.stop();
        for (let attempt = 0; attempt < 5; attempt++) {
          const response = await fetch(`http://127.0.0.1:${port}/api/articles`);
          expect(response.status).toBe(503);
          expect(response.headers.get("retry-after")).toBe("5");
        }
        expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);

        await proxy.start();
        await expect
          .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/articles`)).status, {
            timeout: 15_000,
          })
          .toBe(200);
        await expect
          .poll(() => server.output(), { timeout: 10_000 })
          .toMatch(/The database answers again after/);
        const output = server.output();
        expect(output.match(/The database is not answering/g)).toHaveLength(1);
        expect(output).not.toMatch(/"level":50/);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
        await proxy.close();
      }
    }, 300_000);
  },
);
