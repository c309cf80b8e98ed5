import pg from "pg";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { DEFAULT_TEST_PASSWORD } from "../../src/server/db/seed/factories";
import type { CapturedRoutes, CapturedStatement } from "./bare-server";
import { BENCH_READER_EMAIL } from "./large-data";
import { routeKey } from "./route-key";

export const BENCH_HOST = "bench.test";
export type Endpoint = { label: string; path: string; signedIn: boolean };

/**
 * Signs the large-data reader in, then runs the app in this process once per endpoint and records every
 * statement it sends through `pg` during a warm request (text, parameters, row mode, prepared-statement
 * name) and the answer's body, for bench/lib/bare-server.ts to replay and send. Answers those, the
 * session cookie (which the app processes started later accept: sessions live in the database) and
 * each answer's size in bytes.
 */
export async function captureStatements(databaseUrl: string, endpoints: Endpoint[]) {
  let recording: CapturedStatement[] | null = null;
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | (pg.QueryConfig & { rowMode?: "array" }), unknown];
    if (recording) {
      const statement: CapturedStatement =
        typeof first === "string"
          ? { text: first, values: Array.isArray(second) ? second : [] }
          : {
              text: first.text,
              values: (first.values ?? (Array.isArray(second) ? second : [])) as unknown[],
              ...(first.rowMode === "array" ? { rowMode: "array" as const } : {}),
              ...(first.name ? { name: first.name } : {}),
            };
      // The job queue polls on its own timer; it is not part of a request.
      if (!/pgboss/i.test(statement.text)) recording.push(statement);
    }
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;

  const handle = await openDatabase({ databaseUrl, dataDir: null });
  const app = await buildApp({ db: handle.db, config: testConfig({ authRateLimit: 1000 }) });
  try {
    await app.ready();
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: BENCH_HOST, origin: `http://${BENCH_HOST}`, "content-type": "application/json" },
      payload: JSON.stringify({ email: BENCH_READER_EMAIL, password: DEFAULT_TEST_PASSWORD }),
    });
    const session = login.cookies.find((cookie) => cookie.name === "netwise_session");
    if (!session) throw new Error(`Sign-in failed: ${login.statusCode} ${login.body}`);
    const cookie = `netwise_session=${session.value}`;
    const captured: CapturedRoutes = {};
    const bytes: Record<string, number> = {};
    for (const endpoint of endpoints) {
      const headers = { host: BENCH_HOST, ...(endpoint.signedIn ? { cookie } : {}) };
      for (let warm = 0; warm < 3; warm++) await app.inject({ method: "GET", url: endpoint.path, headers });
      recording = [];
      const answer = await app.inject({ method: "GET", url: endpoint.path, headers });
      if (answer.statusCode !== 200) throw new Error(`${endpoint.path}: ${answer.statusCode} ${answer.body}`);
      captured[routeKey(endpoint.path, endpoint.signedIn)] = { statements: recording, body: answer.body };
      bytes[endpoint.label] = answer.rawPayload.length;
      recording = null;
    }
    return { captured, cookie, bytes };
  } finally {
    await app.close();
    await handle.close();
    pg.Client.prototype.query = originalQuery;
  }
}
