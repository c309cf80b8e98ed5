import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { npmStartArguments } from "./lib/bench";

/**
 * Time from `npm start`'s command (`node --max-old-space-size=512 --heap-growing-percent=100 scripts/start.mjs`, with
 * the build present) to the first answer of
 * /healthz, and the process's RSS then: on PGlite (a fresh data folder, then the existing one) and on a
 * PostgreSQL server (BENCH_DATABASE_URL, a new database, then existing).
 */
async function startOnce(env: Record<string, string>, port: number): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const { flags, script } = npmStartArguments();
  const child = spawn(process.execPath, [...flags, script], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let attempt = 0; attempt < 2400; attempt++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        const ms = performance.now() - started;
        const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
        const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        return { ms, rssMb: Math.round(rssKb / 1024) };
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("The server did not answer within 60 seconds.");
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function measure(label: string, env: Record<string, string>) {
  const port = 5600 + Math.floor(Math.random() * 300);
  const first = await startOnce(env, port);
  console.log(
    `${label}, first start (migrate + seed demo data): ${(first.ms / 1000).toFixed(2)} s, RSS ${first.rssMb} MB`,
  );
  const runs: { ms: number; rssMb: number }[] = [];
  for (let i = 0; i < 3; i++) runs.push(await startOnce(env, port));
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[1] ?? { ms: 0, rssMb: 0 };
  console.log(
    `${label}, existing database: ${(median.ms / 1000).toFixed(2)} s to the first answer (median of 3: ${runs
      .map((run) => (run.ms / 1000).toFixed(2))
      .join(", ")} s), RSS ${median.rssMb} MB`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-bench-"));
try {
  await measure("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `netwise_bench_startup_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await measure("PostgreSQL", { DATABASE_URL: url.toString() });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
