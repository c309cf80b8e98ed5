import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Time from `npm start` (its command, with the client build present) to the first answer, on a fresh
 * data folder (first start: migrations and demo data) and again on the existing one.
 */
async function timeToFirstAnswer(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let attempt = 0; attempt < 1200; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("The server did not answer within 30 seconds.");
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-bench-"));
const port = 5600 + Math.floor(Math.random() * 300);
try {
  const first = await timeToFirstAnswer(dataDir, port);
  console.log(
    `First start (new database: migrate + seed demo data): ${(first / 1000).toFixed(2)} s to the first answer`,
  );
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await timeToFirstAnswer(dataDir, port));
  const median = [...runs].sort((a, b) => a - b)[1] ?? 0;
  console.log(
    `Start with an existing database: ${(median / 1000).toFixed(2)} s to the first answer (median of 3)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
