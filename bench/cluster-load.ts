/**
 * The app as several processes (issue 16, "Speed"): autocannon at 50 connections on `GET /api/feed`
 * (signed in) and `GET /api/businesses?search=design`, against ONE and TWO `web` processes (compiled,
 * as `npm start` runs them) with one `worker` process beside them for the job side, on PostgreSQL with
 * Redis (rate limits counted there), on the large-data database (bench/lib/large-data.ts). Each is
 * compared with as many bare `node:http` + `pg` processes (bench/lib/bare-server.ts) replaying the SQL
 * the app sent for the same request. With two processes autocannon spreads its connections over both
 * addresses (what a load balancer does). Reports req/s, p95, the app ÷ bare ratio (goal ≥ 0.8) and each
 * app process's peak RSS.
 *
 *   BENCH_DATABASE_URL=postgres://... BENCH_SECONDS=5 BENCH_ROUNDS=2 npx tsx bench/cluster-load.ts
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "../scripts/build.mjs";
import { freePort, startTestRedis } from "../src/server/test/redis-server";
import { loadAverageLine, npmStartArguments, summarize } from "./lib/bench";
import { BENCH_HOST, captureStatements, type Endpoint } from "./lib/capture-statements";
import { prepareLargeDatabase } from "./lib/large-data";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const TARGET_RATIO = 0.8;
const ENDPOINTS: Endpoint[] = [
  { label: "feed (signed in)", path: "/api/feed?scope=everyone", signedIn: true },
  { label: "directory search", path: "/api/businesses?search=design", signedIn: false },
];

await ensureBuild();
const databaseUrl = await prepareLargeDatabase();
const { captured, cookie } = await captureStatements(databaseUrl, ENDPOINTS);
const statementsFile = path.join(os.tmpdir(), `netwise-cluster-load-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify(captured));
const redis = await startTestRedis();

type Server = { process: ChildProcess; origin: string };
const started: ChildProcess[] = [];

function startServer(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    started.push(child);
    let buffer = "";
    let isReady = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      if (isReady) return;
      buffer += chunk.toString();
      const port = ready.exec(buffer)?.[1];
      if (port) {
        isReady = true;
        resolve({ process: child, origin: `http://127.0.0.1:${port}` });
      }
    });
    child.once("exit", (code) => {
      if (!isReady) reject(new Error(`${args.join(" ")} exited (${code}) before listening: ${buffer}`));
    });
  });
}

const appEnv = (role: "web" | "worker", port: number) => ({
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  REDIS_URL: redis.url,
  PROCESS_ROLE: role,
  PORT: String(port),
  HOST: "127.0.0.1",
  SEED_DEMO: "false",
  LOG_LEVEL: "info",
});
const startApp = async (role: "web" | "worker") =>
  startServer(
    [...npmStartArguments().flags, "dist/server/main.js"],
    appEnv(role, await freePort()),
    /running at http:\/\/localhost:(\d+)/,
  );
const startBare = () =>
  startServer(
    ["--import", "tsx", "bench/lib/bare-server.ts", statementsFile, databaseUrl],
    {},
    /listening (\d+)/,
  );

const rssMb = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) / 1024;
};

type Run = { rps: number; p95: number };
const peakRss = new Map<number, number>();

async function load(servers: Server[], endpoint: Endpoint): Promise<Run> {
  const latencies: number[] = [];
  const sampler = setInterval(() => {
    for (const server of servers) {
      const pid = server.process.pid as number;
      peakRss.set(pid, Math.max(peakRss.get(pid) ?? 0, rssMb(pid)));
    }
  }, 250);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // Several addresses: autocannon spreads the connections over them, as a load balancer would
        // (it takes an array, though its types say one string).
        url: servers.map((server) => `${server.origin}${endpoint.path}`) as unknown as string,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { host: BENCH_HOST, ...(endpoint.signedIn ? { cookie } : {}) },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  clearInterval(sampler);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${endpoint.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.total / (result.duration || SECONDS), p95: summarize(latencies).p95 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

console.log(`\n${loadAverageLine()}`);
console.log(
  `autocannon ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds (app and bare alternating); PostgreSQL + Redis; one worker process beside the web processes\n`,
);
const worker = await startApp("worker");
const summary: string[] = [];
let isMet = true;
try {
  for (const count of [1, 2]) {
    const apps: Server[] = [];
    const bares: Server[] = [];
    for (let index = 0; index < count; index++) {
      apps.push(await startApp("web"));
      bares.push(await startBare());
    }
    for (const endpoint of ENDPOINTS) {
      for (const servers of [apps, bares]) {
        // A short warm-up of each process (JIT, pools, prepared statements).
        for (const server of servers)
          await autocannon({
            url: `${server.origin}${endpoint.path}`,
            connections: 10,
            amount: 200,
            headers: { host: BENCH_HOST, ...(endpoint.signedIn ? { cookie } : {}) },
          });
      }
      const runs = { app: [] as Run[], bare: [] as Run[] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of round % 2 === 0 ? (["app", "bare"] as const) : (["bare", "app"] as const))
          runs[side].push(await load(side === "app" ? apps : bares, endpoint));
      }
      const app = { rps: median(runs.app.map((r) => r.rps)), p95: median(runs.app.map((r) => r.p95)) };
      const bare = { rps: median(runs.bare.map((r) => r.rps)), p95: median(runs.bare.map((r) => r.p95)) };
      const ratio = app.rps / bare.rps;
      if (ratio < TARGET_RATIO) isMet = false;
      const line = `${count} process${count > 1 ? "es" : ""}, ${endpoint.label.padEnd(17)} app ${app.rps.toFixed(0).padStart(5)} req/s p95 ${app.p95.toFixed(0).padStart(5)} ms   bare ${bare.rps.toFixed(0).padStart(5)} req/s p95 ${bare.p95.toFixed(0).padStart(5)} ms   ratio ${ratio.toFixed(2)}`;
      console.log(line);
      summary.push(line);
    }
    const rss = apps.map((server) => `${(peakRss.get(server.process.pid as number) ?? 0).toFixed(0)} MB`);
    console.log(`  app web process peak RSS under load: ${rss.join(", ")}\n`);
    for (const server of [...apps, ...bares]) server.process.kill("SIGTERM");
  }
  console.log(`worker process RSS at the end: ${rssMb(worker.process.pid as number).toFixed(0)} MB`);
} finally {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
  await redis.stop();
}
console.log("\nSummary (medians of the rounds):");
for (const line of summary) console.log(`  ${line}`);
console.log(loadAverageLine());
console.log(isMet ? `Target met: ratio ≥ ${TARGET_RATIO}.` : `Target NOT met (ratio ≥ ${TARGET_RATIO}).`);
process.exitCode = isMet ? 0 : 1;
