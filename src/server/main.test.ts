import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The process lifecycle concerns the embedded database only; the PostgreSQL run skips it.
const runsOnPglite = process.env.NETWISE_TEST_DB !== "postgres";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-main-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(port: number): Server {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A first start migrates and seeds: on a busy 2-core machine that can take a minute. */
const HEALTHY_WITHIN_MS = 120_000;

async function waitForHealth(port: number, server: Server) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

describe.runIf(runsOnPglite)("the server process on an embedded database", () => {
  it("starts, refuses a second process on the same folder, stops cleanly, and survives SIGKILL", async () => {
    const port = freePort();
    const first = startServer(port);
    await waitForHealth(port, first);
    expect(first.output()).toContain(`Netwise is running at http://localhost:${port}`);

    const second = startServer(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another Netwise process");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "netwise.lock"))).toBe(false);

    const third = startServer(port);
    await waitForHealth(port, third);
    third.child.kill("SIGKILL");
    await third.exited;
    expect(fs.existsSync(path.join(dataDir, "netwise.lock"))).toBe(true);

    const fourth = startServer(port);
    await waitForHealth(port, fourth);
    const seeded = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(seeded.status).toBe(200);
    fourth.child.kill("SIGTERM");
    expect(await fourth.exited).toBe(0);
  }, 300_000);
});
