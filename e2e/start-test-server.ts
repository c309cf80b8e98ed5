// Starts Netwise for the browser tests: builds the client when its build is missing or stale, then
// runs the real server (src/server/main.ts) on E2E_PORT with a fresh temporary data folder and the
// demo accounts. The data folder is deleted when Playwright stops the server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureClientBuild } from "../scripts/build.mjs";
import { startLinkPreviewPages } from "../src/server/test/fakes/link-preview-pages";
import { startMailbox } from "./mailbox";

const root = join(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "5199";

ensureClientBuild(root);

const dataDir = mkdtempSync(join(tmpdir(), "netwise-e2e-"));
// A local SMTP server catches the app's e-mail; tests read it through the mailbox (e2e/mailbox.ts).
const mailbox = await startMailbox(Number(process.env.E2E_MAILBOX_PORT ?? "5198"));
// Web pages with OpenGraph tags that posts link to (e2e/link-previews.e2e.ts); the server may fetch them.
const pages = await startLinkPreviewPages(Number(process.env.E2E_PAGES_PORT ?? "5197"));
console.log(`[e2e] Starting Netwise on port ${port} with data folder ${dataDir}`);

const server = spawn(process.execPath, ["--import", "tsx", join(root, "src", "server", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "true",
    ADMIN_EMAILS: "admin@netwise.demo",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The suite signs in many times from one address; the limiter itself has its own API tests.
    LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? "500",
    // The demo member posts in tests all through the suite, well past 30 posts an hour.
    MEMBER_LIMIT_SCALE: process.env.MEMBER_LIMIT_SCALE ?? "10",
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: "Netwise <no-reply@netwise.test>",
    APP_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: "test",
    TEST_FETCH_ALLOW_ORIGINS: pages.origin,
  },
});

let isStopping = false;

function stop(signal: NodeJS.Signals) {
  if (isStopping) return;
  isStopping = true;
  if (server.exitCode === null) server.kill(signal);
  setTimeout(() => server.kill("SIGKILL"), 10_000).unref();
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal));

server.on("exit", (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  void mailbox.close();
  void pages.close();
  if (!isStopping) console.error(`[e2e] The server stopped unexpectedly (code ${code}, signal ${signal}).`);
  process.exit(isStopping ? 0 : (code ?? 1));
});
