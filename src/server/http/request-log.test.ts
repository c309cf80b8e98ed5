import { spawnSync } from "node:child_process";
import Fastify, { LogController } from "fastify";
import { describe, expect, it } from "vitest";
import { registerRequestLog } from "./request-log";

describe("the request log", () => {
  it("writes one line per request, with method, URL, status and milliseconds", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get("/ok", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: "/ok?x=1" });
    await app.inject({ method: "GET", url: "/missing" });
    await app.close();
    expect(lines.map(({ msg, method, url, statusCode }) => ({ msg, method, url, statusCode }))).toEqual([
      { msg: "request", method: "GET", url: "/ok?x=1", statusCode: 200 },
      { msg: "request", method: "GET", url: "/missing", statusCode: 404 },
    ]);
    expect(lines.every((line) => typeof line.ms === "number")).toBe(true);
  });

  it("buffers stdout, yet every line is written when the app closes and when the process exits", () => {
    // A process that logs 30 short lines (less than the buffer), closes an app, logs 5 more and exits at once.
    const script = `
      import Fastify from "fastify";
      import { logDestination, registerRequestLog } from "./src/server/http/request-log.ts";
      const app = Fastify({ logger: { level: "info", stream: logDestination() } });
      registerRequestLog(app);
      for (let i = 0; i < 30; i++) app.log.info({ i }, "before close");
      await app.close();
      for (let i = 0; i < 5; i++) app.log.info({ i }, "after close");
      process.exit(0);
    `;
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    const messages = result.stdout
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual([...Array(30).fill("before close"), ...Array(5).fill("after close")]);
  });
});
