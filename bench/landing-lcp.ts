import { spawn } from "node:child_process";
import fs, { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureClientBuild } from "../scripts/build.mjs";
import { loadAverageLine } from "./lib/bench";
import {
  calibratedSlowdown,
  type LcpSample,
  measureBrowserWorkloadMs,
  measureColdLcp,
  measureWarmLcp,
  median,
} from "./lib/lcp";

const RUNS = Number(process.argv[2] ?? 7);
const LIMIT_MS = 1000;

/**
 * Largest Contentful Paint of the landing page (/) in Chromium at 4× CPU slowdown (calibrated to this
 * host's speed: bench/lib/lcp.ts), served by the real
 * server (`scripts/start.mjs`, production build): cold (new browser context each run) and warm
 * (cached assets), median of RUNS runs each.
 */
async function waitForServer(origin: string) {
  for (let attempt = 0; attempt < 2400; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("The server did not answer within 60 seconds.");
}

ensureClientBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-bench-lcp-"));
const port = 5900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const browser = await chromium.launch({
  executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  await waitForServer(origin);
  const workloadMs = await measureBrowserWorkloadMs(browser);
  const slowdown = calibratedSlowdown(workloadMs);
  console.log(`Host workload ${workloadMs.toFixed(0)} ms: CPU slowdown ${slowdown.toFixed(1)}×`);
  const cold = [];
  for (let run = 0; run < RUNS; run++) cold.push(await measureColdLcp(browser, `${origin}/`, slowdown));
  const warm = await measureWarmLcp(browser, `${origin}/`, RUNS, slowdown);
  const show = (label: string, samples: LcpSample[]) =>
    console.log(
      `Landing LCP ${label} at ${slowdown.toFixed(1)}× CPU slowdown: median ${median(samples.map((s) => s.lcpMs)).toFixed(0)} ms of ${samples.length} runs [${samples.map((s) => s.lcpMs.toFixed(0)).join(", ")}]; first contentful paint median ${median(samples.map((s) => s.fcpMs)).toFixed(0)} ms (element: ${samples[0]?.element})`,
    );
  show("cold", cold);
  show("warm", warm);
  console.log(loadAverageLine());
  if (median(cold.map((s) => s.lcpMs)) > LIMIT_MS) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
