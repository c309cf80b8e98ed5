import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import pg from "pg";
import type { buildApp } from "../../src/server/app";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";

/** The PostgreSQL server the benchmarks create their databases on. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs one statement on its own connection to `connectionString`. */
export async function runStatement(connectionString: string, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type BenchDatabase = { handle: DatabaseHandle; name: string; databaseUrl: string };

/**
 * Creates a new database `netwise_bench_<label>_<random>` on the benchmark server, migrates it,
 * hands it to `run` and drops it afterwards, whatever happened.
 */
export async function withBenchDatabase(label: string, run: (database: BenchDatabase) => Promise<void>) {
  const name = `netwise_bench_${label}_${randomBytes(4).toString("hex")}`;
  await runStatement(BENCH_SERVER_URL, `CREATE DATABASE "${name}"`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl, dataDir: null });
  try {
    await handle.migrate();
    await run({ handle, name, databaseUrl });
  } finally {
    await handle.close();
    await runStatement(BENCH_SERVER_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Builds `count` rows with `makeRow` and passes them to `insert` `batchSize` at a time. */
export async function insertInBatches<Row>(
  count: number,
  batchSize: number,
  makeRow: (index: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += batchSize) {
    await insert(Array.from({ length: Math.min(batchSize, count - start) }, (_, k) => makeRow(start + k)));
  }
}

/** The value at percentile `p` (0–100) of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export type Summary = { p50: number; p95: number; p99: number };

/** p50, p95 and p99 of some timings, in any order. */
export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export const formatSummary = ({ p50, p95, p99 }: Summary) =>
  `p50 ${p50.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms`;

/**
 * The node arguments of `npm start` (package.json: its V8 flags, then scripts/start.mjs), so benches
 * start the server as operators do. BENCH_START_FLAGS replaces the flags (empty: V8's defaults).
 */
export function npmStartArguments(): { flags: string[]; script: string } {
  const words = (JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start as string)
    .split(" ")
    .slice(1);
  const flags = process.env.BENCH_START_FLAGS?.split(" ") ?? words.filter((word) => word.startsWith("--"));
  return { flags: flags.filter(Boolean), script: words.find((word) => !word.startsWith("--")) ?? "" };
}

/** user + system CPU time so far, in ms (Linux /proc): of a process, or of one thread given its stat file. */
export function cpuMs(pid: number, statFile = `/proc/${pid}/stat`) {
  const fields = fs.readFileSync(statFile, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** "Load average (1, 5, 15 min) on N CPUs: …", to judge whether other work disturbed the numbers. */
export const loadAverageLine = () =>
  `Load average (1, 5, 15 min) on ${os.cpus().length} CPUs: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")}`;

/** Serves the app on a free port of 127.0.0.1 and returns its origin (http://127.0.0.1:port). */
export async function listenLocally(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type Scenario = [label: string, path: (i: number) => string];

/**
 * Times each scenario `requests` times after 20 warm-up requests and prints a line with its p50
 * and p95 and, in brackets, what `inspect` says of the last answer (`inspect` sees every measured
 * answer, outside the timing, and may throw). Returns the worst p95.
 */
export async function timeScenarios<Answer>(
  scenarios: Scenario[],
  options: {
    requests: number;
    labelWidth: number;
    request: (path: string) => Promise<Answer>;
    inspect: (answer: Answer, label: string) => string;
  },
) {
  let worstP95 = 0;
  for (const [label, makePath] of scenarios) {
    for (let i = 0; i < 20; i++) await options.request(makePath(i)); // warm-up
    const times: number[] = [];
    let note = "";
    for (let i = 0; i < options.requests; i++) {
      const started = performance.now();
      const answer = await options.request(makePath(i));
      times.push(performance.now() - started);
      note = options.inspect(answer, label);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worstP95 = Math.max(worstP95, p95);
    console.log(
      `  ${label.padEnd(options.labelWidth)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${note})`,
    );
  }
  return worstP95;
}

/** Prints the worst p95 against the target and marks the run failed when it is not under it. */
export function reportWorstP95(worstP95: number, targetMs: number) {
  const isMet = worstP95 < targetMs;
  console.log(`\nWorst p95: ${worstP95.toFixed(1)} ms (target < ${targetMs} ms): ${isMet ? "PASS" : "FAIL"}`);
  if (!isMet) process.exitCode = 1;
}
