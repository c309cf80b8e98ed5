import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * A free port, found once in the main process and handed to the workers through the environment
 * (workers load this file again and must reach the same server).
 */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }).trim();
}

process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
/** The test server's mailbox: what the app e-mailed, caught by a local SMTP server (e2e/mailbox.ts). */
process.env.E2E_MAILBOX_PORT ??= freePort();
/** Web pages posts link to, served beside the test server (src/server/test/fakes/link-preview-pages.ts). */
process.env.E2E_PAGES_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${port}`;

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const PLATFORM_WIDE_TESTS = "**/admin-platform.e2e.ts";
const PERFORMANCE_TESTS = "**/performance.e2e.ts";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  forbidOnly: true,
  // On CI one retry, reported as flaky: a browser test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A slow or busy CI machine can spend most of 30 s on a test's sign-ins and set-up alone, and
  // more than 7 s loading a route's code: CI waits longer rather than fail a test that is only slow.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [PLATFORM_WIDE_TESTS, PERFORMANCE_TESTS],
    },
    // These switch registration off and restore backups: they run alone, after every other file.
    {
      name: "platform-wide",
      use: { ...devices["Desktop Chrome"] },
      testMatch: PLATFORM_WIDE_TESTS,
      dependencies: ["chromium"],
    },
    // The paint-time limit is measured alone, after every other file, so no other test competes for the CPU.
    {
      name: "performance",
      use: { ...devices["Desktop Chrome"] },
      testMatch: PERFORMANCE_TESTS,
      dependencies: ["platform-wide"],
    },
  ],
  webServer: {
    command: "node --import tsx e2e/start-test-server.ts",
    url: `${baseURL}/healthz`,
    env: {
      E2E_PORT: port,
      E2E_MAILBOX_PORT: process.env.E2E_MAILBOX_PORT,
      E2E_PAGES_PORT: process.env.E2E_PAGES_PORT,
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
