import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
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

  it("writes the line in pino's own layout, escaping what the address holds", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get("/pino", async (request) => {
      request.log.info({ method: "GET", url: "/pino", statusCode: 200, ms: 1 }, "request");
      return {};
    });
    await app.inject({ method: "GET", url: "/pino" });
    // Over a real socket, with a raw path: the injector and URL parsing would encode the quote and the backslash.
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port, path: '/odd"\\path' }, (response) =>
          response.resume().on("end", resolve),
        )
        .on("error", reject),
    );
    await app.close();
    const [byPino, ours, odd] = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "request");
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(byPino ?? {}));
    expect(Object.keys(ours ?? {})).toEqual([
      "level",
      "time",
      "pid",
      "hostname",
      "reqId",
      "method",
      "url",
      "statusCode",
      "ms",
      "msg",
    ]);
    expect(ours).toMatchObject({ level: 30, reqId: byPino?.reqId, pid: process.pid, msg: "request" });
    expect(odd).toMatchObject({ url: '/odd"\\path', statusCode: 404 });
    expect(lines.every((line) => line.endsWith("}\n") && !line.slice(0, -1).includes("\n"))).toBe(true);
  });

  it("writes nothing when info is off", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: "warn", stream: { write: (line: string) => void lines.push(line) } },
    });
    registerRequestLog(app);
    app.get("/ok", async () => ({}));
    await app.inject({ method: "GET", url: "/ok" });
    await app.close();
    expect(lines.filter((line) => line.includes('"msg":"request"'))).toEqual([]);
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
