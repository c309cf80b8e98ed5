/**
 * The app against the SQL underneath it, on the large-data database (bench/lib/large-data.ts:
 * 100,000 members, 1,000,000 posts, 100,000 businesses, seeded once and kept).
 *
 * 1. Capture (bench/lib/capture-statements.ts): the app runs in this process once per endpoint, signed in where the endpoint needs
 *    it, and every statement it sends through `pg` during a warm request is recorded (text,
 *    parameters, row mode, prepared-statement name). So the bare side always runs today's SQL.
 * 2. Two servers in their own processes: the app as `npm start` runs it (the compiled server,
 *    dist/server/main.js, built first when stale; production, LOG_LEVEL=info, logs to a pipe), and bench/lib/bare-server.ts (`node:http` + `pg`, same pool size) replaying the
 *    captured statements, turning their rows into JSON and answering the app's own captured JSON (byte-identical answers).
 * 3. autocannon at 1 and 50 connections, three rounds, the two sides alternating (which goes first
 *    swaps each round). Per run: req/s, p50/p95/p99 of every response, server CPU per request; the
 *    ratio is app req/s ÷ bare req/s (median of the rounds). The app's peak RSS under load and its
 *    log lines per request are reported at the end.
 *
 *   BENCH_DATABASE_URL=postgres://... BENCH_SECONDS=5 npx tsx bench/side-by-side.ts
 * BENCH_ONLY=profile,feed limits the run to the endpoints whose label contains one of the words
 * (BENCH_ONLY=network: issue 32's network feed, first page and page 50, and the signed-in profile).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "../scripts/build.mjs";
import { cpuMs, loadAverageLine, npmStartArguments, summarize } from "./lib/bench";
import { BENCH_HOST, captureStatements, type Endpoint } from "./lib/capture-statements";
import { networkFeedCursorAtPage, prepareLargeDatabase } from "./lib/large-data";
import { routeKey } from "./lib/route-key";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const CONNECTIONS = [1, 50];
const TARGET_RATIO = 0.8;
const RSS_LIMIT_MB = 300;
const HOST = BENCH_HOST;

const ALL_ENDPOINTS: Endpoint[] = [
  { label: "feed (signed in)", path: "/api/feed?scope=everyone", signedIn: true },
  // Issue 32: a member's network feed, first page and page 50 (its cursor found after seeding).
  { label: "feed network first page", path: "/api/feed?scope=network", signedIn: true },
  { label: "feed network page 50", path: "/api/feed?scope=network&cursor=PAGE_50", signedIn: true },
  { label: "profile network (signed in)", path: "/api/profile/member-4242", signedIn: true },
  { label: "directory search", path: "/api/businesses?search=design", signedIn: false },
  { label: "profile", path: "/api/profile/member-4242", signedIn: false },
  { label: "referral matches", path: "/api/referrals/matches", signedIn: true },
];
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const ENDPOINTS = only
  ? ALL_ENDPOINTS.filter((endpoint) => only.some((word) => endpoint.label.includes(word)))
  : ALL_ENDPOINTS;

await ensureBuild();
const databaseUrl = await prepareLargeDatabase();
if (ENDPOINTS.some((endpoint) => endpoint.path.includes("PAGE_50"))) {
  const cursor = await networkFeedCursorAtPage(databaseUrl, 50);
  for (const endpoint of ENDPOINTS) endpoint.path = endpoint.path.replace("PAGE_50", cursor);
}

// --- 1. Capture the statements of each endpoint --------------------------------------------------
const { captured, cookie, bytes: appBytes } = await captureStatements(databaseUrl, ENDPOINTS);

console.log("Statements per request, as the app sent them:");
for (const endpoint of ENDPOINTS) {
  const statements = captured[routeKey(endpoint.path, endpoint.signedIn)]?.statements ?? [];
  console.log(
    `  ${endpoint.path}: ${statements.length} (${statements.filter((s) => s.name).length} prepared)`,
  );
  for (const statement of statements) console.log(`    ${statement.text.replace(/\s+/g, " ").slice(0, 150)}`);
}
const statementsFile = path.join(os.tmpdir(), `netwise-side-by-side-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify(captured));

// --- 2. The two servers ------------------------------------------------------------------------
type Server = { name: "app" | "bare"; process: ChildProcess; origin: string; logLines: () => number };

function startServer(name: Server["name"], args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  return new Promise<Server>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let lines = 0;
    let isReady = false;
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      // Counted on the bytes (this process shares the CPUs with the servers it measures).
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      if (isReady) return;
      buffer += chunk.toString();
      const port = ready.exec(buffer)?.[1];
      if (port) {
        isReady = true;
        resolve({ name, process: child, origin: `http://127.0.0.1:${port}`, logLines: () => lines });
      }
    });
    child.once("exit", (code) => {
      if (!isReady) reject(new Error(`${name} server exited (${code}) before listening: ${buffer}`));
    });
  });
}

const appPort = 5000 + (process.pid % 1000);
const app = await startServer(
  "app",
  [...npmStartArguments().flags, "dist/server/main.js"],
  {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    PORT: String(appPort),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
  },
  /running at http:\/\/localhost:(\d+)/,
);
const bare = await startServer(
  "bare",
  ["--import", "tsx", "bench/lib/bare-server.ts", statementsFile, databaseUrl],
  {},
  /listening (\d+)/,
);

const rssMb = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) / 1024;
};

// --- 3. Load --------------------------------------------------------------------------------------
type Run = { rps: number; p50: number; p95: number; p99: number; cpuPerRequest: number; bytes: number };
let appPeakRssMb = 0;
let appRequests = 0;

async function load(server: Server, endpoint: Endpoint, connections: number): Promise<Run> {
  const pid = server.process.pid as number;
  const latencies: number[] = [];
  const cpuBefore = cpuMs(pid);
  const sampler = setInterval(() => {
    if (server.name === "app") appPeakRssMb = Math.max(appPeakRssMb, rssMb(pid));
  }, 250);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.origin}${endpoint.path}`,
        connections,
        duration: SECONDS,
        headers: { host: HOST, ...(endpoint.signedIn ? { cookie } : {}) },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  clearInterval(sampler);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${server.name} ${endpoint.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  if (server.name === "app") appRequests += result.requests.total;
  const { p50, p95, p99 } = summarize(latencies);
  return {
    rps: result.requests.total / (result.duration || SECONDS),
    p50,
    p95,
    p99,
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(`\n${loadAverageLine()}`);
console.log(`autocannon ${SECONDS} s per run, ${ROUNDS} rounds, app and bare alternating\n`);
const summary: string[] = [];
let isMet = true;
for (const endpoint of ENDPOINTS) {
  for (const connections of CONNECTIONS) {
    // A short warm-up of both sides (JIT, pools, prepared statements).
    for (const server of [app, bare]) {
      const warmUp = await autocannon({
        url: `${server.origin}${endpoint.path}`,
        connections,
        amount: 200,
        headers: { host: HOST, ...(endpoint.signedIn ? { cookie } : {}) },
      });
      // Its requests log their lines too: counted, or a slow endpoint reads as 1.4 lines a request.
      if (server.name === "app") appRequests += warmUp.requests.total;
    }
    const runs: Record<Server["name"], Run[]> = { app: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of round % 2 === 0 ? [app, bare] : [bare, app]) {
        runs[server.name].push(await load(server, endpoint, connections));
      }
    }
    const label = `${endpoint.label}, ${connections} conn`;
    console.log(label);
    for (const name of ["app", "bare"] as const) {
      for (const [round, run] of runs[name].entries()) {
        console.log(
          `  ${name.padEnd(4)} round ${round + 1}: ${run.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(run.p50)}   p95 ${ms(run.p95)}   p99 ${ms(run.p99)}   CPU ${run.cpuPerRequest.toFixed(2)} ms/req   ${run.bytes.toFixed(0)} B/resp`,
        );
      }
    }
    const appRps = median(runs.app.map((run) => run.rps));
    const bareRps = median(runs.bare.map((run) => run.rps));
    const ratio = appRps / bareRps;
    const line = `${label.padEnd(32)} app ${appRps.toFixed(0).padStart(5)} req/s p95 ${ms(median(runs.app.map((r) => r.p95)))}   bare ${bareRps.toFixed(0).padStart(5)} req/s p95 ${ms(median(runs.bare.map((r) => r.p95)))}   ratio ${ratio.toFixed(2)}   CPU/req ${median(runs.app.map((r) => r.cpuPerRequest)).toFixed(2)} vs ${median(runs.bare.map((r) => r.cpuPerRequest)).toFixed(2)} ms`;
    console.log(`  median: ${line}\n`);
    summary.push(line);
    if (connections === 50 && !(ratio >= TARGET_RATIO)) isMet = false;
  }
}

const logLinesPerRequest = app.logLines() / Math.max(1, appRequests);
app.process.kill("SIGTERM");
bare.process.kill("SIGTERM");

console.log("Summary (medians of three rounds):");
for (const line of summary) console.log(`  ${line}`);
console.log(`App response sizes (in-process capture): ${JSON.stringify(appBytes)}`);
console.log(`App log lines per request at LOG_LEVEL=info: ${logLinesPerRequest.toFixed(2)}`);
console.log(`App peak RSS under load: ${appPeakRssMb.toFixed(0)} MB (target < ${RSS_LIMIT_MB} MB)`);
console.log(loadAverageLine());
if (appPeakRssMb >= RSS_LIMIT_MB) isMet = false;
console.log(
  isMet
    ? `Targets met: ratio ≥ ${TARGET_RATIO} at 50 connections, RSS < ${RSS_LIMIT_MB} MB.`
    : "Targets NOT met.",
);
process.exitCode = isMet ? 0 : 1;
