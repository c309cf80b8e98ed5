import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_REDIRECTS, SafeFetchError, safeFetch } from "./safe-fetch";

type Local = { origin: string; close(): Promise<void> };

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Local> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let allowed: Local;
let internal: Local;
let internalHits = 0;
beforeAll(async () => {
  // "internal" plays a service inside the private network: it must never be reached.
  internal = await listen((_request, response) => {
    internalHits++;
    response.end("secret admin panel");
  });
  allowed = await listen((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (url.pathname === "/ok") return response.end("hello");
    if (url.pathname === "/to") {
      return response.writeHead(302, { location: url.searchParams.get("url") ?? "/" }).end();
    }
    if (url.pathname === "/chain") {
      const left = Number(url.searchParams.get("n"));
      const location = left > 0 ? `/chain?n=${left - 1}` : "/ok";
      return response.writeHead(301, { location }).end();
    }
    if (url.pathname === "/big") return response.end("x".repeat(5000));
    if (url.pathname === "/slow") return void setTimeout(() => response.end("late"), 2000);
    response.writeHead(404).end("missing");
  });
});
afterAll(async () => {
  await allowed.close();
  await internal.close();
});

const options = () => ({ timeoutMs: 1000, maxBytes: 1000, allowOrigins: [allowed.origin] });

async function failure(url: string, extra: Partial<ReturnType<typeof options>> = {}) {
  const error = await safeFetch(url, { ...options(), ...extra }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("safeFetch, the SSRF guard", () => {
  it("fetches an allowed address and follows a relative redirect chain of up to three hops", async () => {
    const direct = await safeFetch(`${allowed.origin}/ok`, options());
    expect(direct).toMatchObject({ status: 200, url: `${allowed.origin}/ok` });
    expect(direct.body.toString()).toBe("hello");
    const chained = await safeFetch(`${allowed.origin}/chain?n=${MAX_REDIRECTS - 1}`, options());
    expect(chained.body.toString()).toBe("hello");
  });

  it("refuses more than three redirects", async () => {
    const error = await failure(`${allowed.origin}/chain?n=${MAX_REDIRECTS}`);
    expect(error).toMatchObject({ reason: "redirects", message: "the address redirects too many times" });
  });

  it("refuses loopback, private, link-local, CGNAT, metadata and odd-port targets, on every hop", async () => {
    const forbidden = [
      internal.origin, // another port on the loopback
      "http://127.0.0.1/",
      "http://localhost/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://0.0.0.0/",
      "http://10.0.0.1/",
      "http://172.16.0.1/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://[fd00:ec2::254]/",
      "http://[fe80::1]/",
      "http://example.com:8080/",
      "ftp://example.com/",
      "file:///etc/passwd",
      "http://user:secret@example.com/",
    ];
    for (const target of forbidden) {
      const direct = await failure(target);
      expect(direct.reason, target).toBe("refused");
      expect(direct.message, target).toBe(
        "only public http(s) addresses on the standard ports can be fetched",
      );
      const redirected = await failure(`${allowed.origin}/to?url=${encodeURIComponent(target)}`);
      expect(redirected.reason, `redirect to ${target}`).toBe("refused");
    }
    expect(internalHits).toBe(0);
  });

  it("says 'could not be reached' instead of the socket error, and reports HTTP errors by status", async () => {
    const closed = await listen(() => {});
    const closedOrigin = closed.origin;
    await closed.close();
    const refused = await failure(`${closedOrigin}/`, { allowOrigins: [closedOrigin] });
    expect(refused).toMatchObject({ reason: "unreachable", message: "the address could not be reached" });
    expect(refused.message).not.toMatch(/ECONN|closed|127\.0\.0\.1|\d{4,}/);
    const missing = await failure(`${allowed.origin}/missing`);
    expect(missing).toMatchObject({ reason: "status", status: 404, message: "the server answered HTTP 404" });
  });

  it("caps the body and the time", async () => {
    expect(await failure(`${allowed.origin}/big`)).toMatchObject({
      reason: "too_large",
      message: "the answer is larger than 1000 bytes",
    });
    const started = Date.now();
    expect(await failure(`${allowed.origin}/slow`, { timeoutMs: 200 })).toMatchObject({
      reason: "timeout",
      message: "timed out after 200 ms",
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
