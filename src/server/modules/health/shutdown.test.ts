import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/redis-server";
import { startServerProcess, waitForHealthy } from "../../test/server-process";

/** Long enough for the checks during the drain to finish inside it on a busy machine. */
const DRAIN_SECONDS = 8;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-drain-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A POST whose body arrives in two halves; resolves with the status of the answer (or rejects on a reset). */
function slowPost(port: number) {
  const body = JSON.stringify({ email: "nobody@example.com", password: "not the right one at all" });
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/auth/login",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      origin: `http://127.0.0.1:${port}`,
      host: `127.0.0.1:${port}`,
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    request.once("error", reject);
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

// The process runs on the embedded database; draining does not depend on which database it is.
describe.runIf(process.env.NETWISE_TEST_DB !== "postgres")("SIGTERM", () => {
  it("turns unready at once, keeps serving for the drain, then finishes a request in flight and exits 0", async () => {
    const port = await freePort();
    const server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
    await waitForHealthy(port, server, 180_000);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    const inFlight = slowPost(port);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
    // Still serving during the drain: no refused or reset connection.
    const during = await fetch(`http://127.0.0.1:${port}/api/articles`);
    expect(during.status).toBe(200);
    expect(during.headers.get("connection")).toBe("close");
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_SECONDS * 1000);

    // After the drain: new connections are refused, the request in flight still gets its answer.
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            () => "served",
            () => "refused",
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toBe("refused");
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    inFlight.finish();
    expect(await inFlight.answered).toBe(401);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(
      new RegExp(`unready now, serving for ${DRAIN_SECONDS} s more before closing`),
    );
  }, 300_000);
});
