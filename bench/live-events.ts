import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { connections, notifications, sessions, users } from "../src/server/db/schema";
import { DEFAULT_TEST_PASSWORD_HASH } from "../src/server/test/factories";
import {
  formatSummary,
  insertInBatches,
  listenLocally,
  loadAverageLine,
  reportWorstP95,
  summarize,
  timeScenarios,
  withBenchDatabase,
} from "./lib/bench";

/**
 * Live events on one app process against the local PostgreSQL server (BENCH_DATABASE_URL):
 *  1. 1,000 members each hold an open GET /api/events stream; one connected member sends them
 *     messages (POST /api/messages) one after another and the time from sending the request to the
 *     `notification` event arriving on the recipient's stream is measured (target p95 < 200 ms).
 *     The process's memory is read before and after the streams open (the clients' sockets live in
 *     this process too, so the figure per stream is an upper bound for the server's share).
 *  2. GET /api/notifications for a member with 10,000 notifications (among 200,000): first page and
 *     a page deep in the list, by keyset cursor (target p95 < 20 ms).
 */
const STREAMS = 1_000;
const ACTIONS = 300;
const OWN_NOTIFICATIONS = 10_000;
const OTHER_NOTIFICATIONS = 190_000;
const REQUESTS = 300;

type Member = { id: number; cookie: string };

const token = () => randomBytes(32).toString("base64url");
const hash = (value: string) => createHash("sha256").update(value).digest("hex");

await withBenchDatabase("live", async ({ handle }) => {
  const db = handle.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: STREAMS + 1 }, (_, i) => ({
        email: `live-${i}@bench.test`,
        username: `live-${i}`,
        passwordHash: DEFAULT_TEST_PASSWORD_HASH,
        firstName: "Live",
        lastName: `Member ${i}`,
      })),
    )
    .returning({ id: users.id });
  const members: Member[] = [];
  const sessionRows = rows.map((row) => {
    const value = token();
    members.push({ id: row.id, cookie: `netwise_session=${value}` });
    return { tokenHash: hash(value), userId: row.id, expiresAt: new Date(Date.now() + 86_400_000) };
  });
  await insertInBatches(
    sessionRows.length,
    500,
    (i) => sessionRows[i] as (typeof sessionRows)[number],
    (batch) => db.insert(sessions).values(batch),
  );
  const [sender, ...receivers] = members as [Member, ...Member[]];
  await insertInBatches(
    receivers.length,
    500,
    (i) => ({ userId: sender.id, connectedUserId: (receivers[i] as Member).id, status: "accepted" }),
    (batch) => db.insert(connections).values(batch),
  );

  const app = await buildApp({ db, config: testConfig({ logLevel: "silent", authRateLimit: 1_000_000 }) });
  const origin = await listenLocally(app);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

  // Open the streams; each resolves the waiter of the next notification it receives.
  global.gc?.();
  const before = process.memoryUsage();
  const waiters = new Map<number, (at: number) => void>();
  const streams: http.ClientRequest[] = [];
  await Promise.all(
    receivers.map(
      (member) =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(
            `${origin}/api/events`,
            { agent, headers: { accept: "text/event-stream", cookie: member.cookie } },
            (response) => {
              if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
              response.setEncoding("utf8");
              response.on("data", (chunk: string) => {
                if (chunk.includes("event: notification")) waiters.get(member.id)?.(performance.now());
              });
              resolve();
            },
          );
          request.on("error", reject);
          streams.push(request);
        }),
    ),
  );
  global.gc?.();
  const after = process.memoryUsage();
  const perStreamKb = (after.rss - before.rss) / STREAMS / 1024;
  const heapPerStreamKb = (after.heapUsed - before.heapUsed) / STREAMS / 1024;
  console.log(`${STREAMS} open streams on one process (server and clients in this process):`);
  console.log(
    `  memory per open stream: RSS ${perStreamKb.toFixed(1)} KiB, JS heap ${heapPerStreamKb.toFixed(1)} KiB`,
  );

  const latencies: number[] = [];
  for (let i = 0; i < ACTIONS; i++) {
    const receiver = receivers[(i * 7919) % receivers.length] as Member;
    const arrived = new Promise<number>((resolve) => waiters.set(receiver.id, resolve));
    const started = performance.now();
    const response = await fetch(`${origin}/api/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie: sender.cookie },
      body: JSON.stringify({ recipientId: receiver.id, content: `Message ${i}` }),
    });
    if (response.status !== 201)
      throw new Error(`send answered ${response.status}: ${await response.text()}`);
    latencies.push((await arrived) - started);
    waiters.delete(receiver.id);
  }
  const live = summarize(latencies);
  console.log(
    `  action (POST /api/messages) to event at the receiver, ${ACTIONS} actions: ${formatSummary(live)}`,
  );
  console.log(`  ${loadAverageLine()}`);
  for (const stream of streams) stream.destroy();
  agent.destroy();

  // 10,000 notifications for one member among 200,000.
  const reader = receivers[0] as Member;
  const others = receivers.slice(1);
  await insertInBatches(
    OWN_NOTIFICATIONS + OTHER_NOTIFICATIONS,
    5_000,
    (i) => ({
      recipientId: i % 20 === 0 ? reader.id : (others[i % others.length] as Member).id,
      type: "post_like",
      actorId: sender.id,
      subjectId: i,
      link: "/feed",
      readAt: i % 3 === 0 ? null : new Date(),
    }),
    (batch) => db.insert(notifications).values(batch),
  );
  await db.execute(sql`analyze notifications`);
  const first = await app.inject({ url: "/api/notifications?limit=50", headers: { cookie: reader.cookie } });
  const firstBody = first.json() as { nextCursor: string };
  let deep = firstBody.nextCursor;
  for (let i = 0; i < 100; i++) {
    const page = await app.inject({
      url: `/api/notifications?limit=50&cursor=${deep}`,
      headers: { cookie: reader.cookie },
    });
    deep = (page.json() as { nextCursor: string }).nextCursor;
  }
  console.log(
    `\nGET /api/notifications, a member with ${OWN_NOTIFICATIONS.toLocaleString("en")} notifications:`,
  );
  const worstP95 = await timeScenarios(
    [
      ["first page (20)", () => "/api/notifications"],
      ["page 100 of 50 (cursor)", () => `/api/notifications?limit=50&cursor=${deep}`],
    ],
    {
      requests: REQUESTS,
      labelWidth: 26,
      request: (path) => app.inject({ url: path, headers: { cookie: reader.cookie } }),
      inspect: (answer) => {
        if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}`);
        const body = answer.json() as { notifications: unknown[]; unreadCount: number };
        return `${body.notifications.length} rows, unread ${body.unreadCount}`;
      },
    },
  );
  await app.close();
  console.log(`  ${loadAverageLine()}`);
  console.log(`\nLive p95: ${live.p95.toFixed(1)} ms (target < 200 ms): ${live.p95 < 200 ? "PASS" : "FAIL"}`);
  if (live.p95 >= 200) process.exitCode = 1;
  reportWorstP95(worstP95, 20);
});
