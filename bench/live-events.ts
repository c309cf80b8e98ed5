import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { connections, sessions, users } from "../src/server/db/schema";
import { DEFAULT_TEST_PASSWORD_HASH } from "../src/server/db/seed/factories";
import {
  formatSummary,
  insertInBatches,
  listenLocally,
  loadAverageLine,
  summarize,
  withBenchDatabase,
} from "./lib/bench";

/**
 * Live events on one app process against the local PostgreSQL server (BENCH_DATABASE_URL):
 * 1,000 members each hold an open GET /api/events stream; one connected member sends them
 * messages (POST /api/messages) one after another and the time from sending the request to the
 * `notification` event arriving on the recipient's stream is measured (target p95 < 200 ms).
 * The process's memory is read before and after the streams open (the clients' sockets live in
 * this process too, so the figure per stream is an upper bound for the server's share).
 * The notification list's speed is bench/notifications-list.ts.
 */
const STREAMS = 1_000;
const ACTIONS = 300;

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

  const app = await buildApp({
    db,
    config: testConfig({ logLevel: "silent", authRateLimit: 1_000_000, memberLimitScale: 1000 }),
  });
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
  await app.close();
  console.log(`\nLive p95: ${live.p95.toFixed(1)} ms (target < 200 ms): ${live.p95 < 200 ? "PASS" : "FAIL"}`);
  if (live.p95 >= 200) process.exitCode = 1;
});
