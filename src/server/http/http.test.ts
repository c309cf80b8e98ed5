import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, TEST_HOST, TestClient, type TestContext } from "../test/test-app";
import { apiSecurityHeaders, documentSecurityHeaders } from "./security-headers";

let ctx: TestContext;
let distDir: string;
const PRERENDERED = {
  "prerendered/landing.html": '<!doctype html><div id="root"><h1>Landing</h1></div>',
  "prerendered/legal.html": '<!doctype html><div id="root"><h1>Legal</h1></div>',
  "prerendered/not-found.html": '<!doctype html><div id="root"><h1>Page not found</h1></div>',
};
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-dist-"));
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(path.join(distDir, "index.html"), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(distDir, "prerendered"));
  for (const [file, text] of Object.entries(PRERENDERED)) fs.writeFileSync(path.join(distDir, file), text);
  fs.writeFileSync(
    path.join(distDir, "assets", "main-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  fs.writeFileSync(path.join(distDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  ctx = await createTestApp({ clientDistDir: distDir, authRateLimit: 1000 });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const countUsers = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;
const validRegistration = {
  email: "plumbing@example.com",
  password: "violet-harbor-42",
  firstName: "P",
  lastName: "L",
};

describe("bad requests get a clear 4xx JSON answer and change nothing", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await new TestClient(ctx.app).post("/api/auth/register", "{ not json");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("does not inflate a compressed body: a gzip upload is not JSON", async () => {
    const response = await new TestClient(ctx.app).post(
      "/api/auth/register",
      zlib.gzipSync(JSON.stringify(validRegistration)),
      { headers: { "content-type": "application/json", "content-encoding": "gzip" } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
    expect(await countUsers()).toBe(0);
  });

  it("answers a wrong content type with 400, and a form post too", async () => {
    const client = new TestClient(ctx.app);
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const response = await client.post("/api/auth/register", "email=a@b.c", {
        headers: { "content-type": contentType },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Content-Type: application\/json/);
    }
    expect(await countUsers()).toBe(0);
  });

  it("answers a 5 MB body with 413", async () => {
    const response = await new TestClient(ctx.app).post("/api/auth/register", {
      ...validRegistration,
      bio: "x".repeat(5 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large." });
    expect(await countUsers()).toBe(0);
  });

  it("refuses a NUL character in the body or the address with 400", async () => {
    const client = new TestClient(ctx.app);
    const body = await client.post("/api/auth/register", { ...validRegistration, firstName: "A\u0000B" });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/NUL/);
    const address = await client.get("/api/auth/me?x=%00");
    expect(address.statusCode).toBe(400);
    expect(await countUsers()).toBe(0);
  });

  it("refuses a cross-site or origin-less mutation with 403", async () => {
    const client = new TestClient(ctx.app);
    const crossSite = await client.post("/api/auth/register", validRegistration, {
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: "Cross-site request refused." });
    // The same host over another scheme is another origin.
    const otherScheme = await client.post("/api/auth/register", validRegistration, {
      headers: { origin: `https://${TEST_HOST}` },
    });
    expect(otherScheme.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { host: TEST_HOST, "content-type": "application/json" },
      payload: JSON.stringify(validRegistration),
    });
    expect(missing.statusCode).toBe(403);
    expect(await countUsers()).toBe(0);
  });

  it("answers an unknown API path with 404 JSON", async () => {
    const response = await new TestClient(ctx.app).get("/api/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No such API endpoint." });
  });
});

describe("security headers", () => {
  it("sends a strict Content-Security-Policy and the other protective headers", async () => {
    const response = await new TestClient(ctx.app).get("/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends the complete document set on pages and on refusals outside /api (HSTS only behind HTTPS)", async () => {
    const expected = {
      "content-security-policy":
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    for (const url of ["/", "/dashboard", "/no/such/page", "/healthz", "/api/docs/"]) {
      const response = await new TestClient(ctx.app).get(url, { headers: { accept: "text/html" } });
      expect(response.headers, url).toMatchObject({
        ...expected,
        "content-security-policy": expect.stringContaining(expected["content-security-policy"].slice(0, 30)),
      });
      expect(response.headers).not.toHaveProperty("strict-transport-security");
    }
    expect(documentSecurityHeaders({ https: true })).toEqual(
      expect.arrayContaining([
        ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
        ["Content-Security-Policy", `${expected["content-security-policy"]};upgrade-insecure-requests`],
      ]),
    );
  });

  it("sends the API set on /api answers and refusals: a policy that allows nothing, no page-only headers", async () => {
    const expected = {
      "content-security-policy": "default-src 'none';frame-ancestors 'none'",
      "cross-origin-resource-policy": "same-origin",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    };
    for (const url of ["/api/settings", "/api/no-such-thing", "/api/notifications", "/api/openapi.json"]) {
      const response = await new TestClient(ctx.app).get(url);
      expect(response.headers, url).toMatchObject(expected);
      for (const pageOnly of [
        "cross-origin-opener-policy",
        "origin-agent-cluster",
        "x-dns-prefetch-control",
        "x-download-options",
        "x-xss-protection",
        "strict-transport-security",
      ]) {
        expect(response.headers, `${url} ${pageOnly}`).not.toHaveProperty(pageOnly);
      }
    }
    expect(apiSecurityHeaders({ https: true })).toContainEqual([
      "Strict-Transport-Security",
      "max-age=31536000; includeSubDomains",
    ]);
  });
});

describe("serving the client", () => {
  it("serves index.html, uncached, for app pages the build did not prerender", async () => {
    for (const url of ["/dashboard", "/profile/alex", "/news/some-article?x=1", "/about"]) {
      const response = await new TestClient(ctx.app).get(url, { headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it("serves the prerendered landing page to visitors and the app shell to a session", async () => {
    const visitor = await new TestClient(ctx.app).get("/");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    expect(visitor.body).toBe(PRERENDERED["prerendered/landing.html"]);
    const member = await new TestClient(ctx.app).get("/", { headers: { cookie: "netwise_session=abc" } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe('<!doctype html><div id="root"></div>');
    const legal = await new TestClient(ctx.app).get("/legal", { headers: { cookie: "netwise_session=abc" } });
    expect(legal.body).toBe(PRERENDERED["prerendered/legal.html"]);
  });

  it("answers an unknown page with HTTP 404 and the prerendered Not Found page", async () => {
    for (const url of ["/no/such/page", "/dashboard/extra", "/s/unknown"]) {
      const response = await new TestClient(ctx.app).get(url, { headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toBe(PRERENDERED["prerendered/not-found.html"]);
    }
  });

  it("answers a missing file with 404 instead of the app", async () => {
    const response = await new TestClient(ctx.app).get("/assets/main-old999.js");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found." });
  });

  it("serves hashed assets compressed with a one-year immutable cache", async () => {
    const response = await new TestClient(ctx.app).get("/assets/main-abc123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });
});

describe("GET /healthz", () => {
  it("reports the app and its database healthy", async () => {
    const response = await new TestClient(ctx.app).get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
