import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHORT_CODE_PATTERN } from "../../../shared/contracts/links";
import { shortUrls } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertShortUrl, insertUser, type NewUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, TestClient, type TestContext } from "../../test/test-app";

const APP_HTML = '<!doctype html><div id="root" data-app="netwise"></div>';
let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "netwise-links-"));
  writeFileSync(path.join(clientDir, "index.html"), APP_HTML);
  ctx = await createTestApp({ authRateLimit: 1000, clientDistDir: clientDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function signedIn(overrides: Partial<NewUser> = {}) {
  const user = await insertUser(ctx.db, overrides);
  const client = new TestClient(ctx.app, { ip: `10.1.${user.id % 250}.${(user.id * 7) % 250}` });
  const login = await client.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return { user, client };
}

const codeOf = (shortUrl: string) => new URL(shortUrl).pathname.replace("/s/", "");

describe("POST /api/shorten", () => {
  it("answers an absolute short link on this app and stores the member's URL", async () => {
    const { user, client } = await signedIn();
    const response = await client.post("/api/shorten", { url: "https://example.com/articles/42?ref=feed" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["shortUrl"]);
    expect(body.shortUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/s/[A-Za-z0-9_-]{11}$`));
    const [row] = await ctx.db
      .select()
      .from(shortUrls)
      .where(eq(shortUrls.shortCode, codeOf(body.shortUrl)));
    expect(row).toMatchObject({
      originalUrl: "https://example.com/articles/42?ref=feed",
      userId: user.id,
      clicks: 0,
    });
  });

  it("gives the same member the same code for the same URL, even at once; others get their own", async () => {
    const { client } = await signedIn();
    const url = "https://example.com/same";
    const answers = await Promise.all([1, 2, 3].map(() => client.post("/api/shorten", { url })));
    const codes = new Set(answers.map((answer) => answer.json().shortUrl));
    expect(codes.size).toBe(1);
    expect((await client.post("/api/shorten", { url: ` ${url} ` })).json().shortUrl).toBe([...codes][0]);
    const { client: other } = await signedIn();
    const otherUrl = (await other.post("/api/shorten", { url })).json().shortUrl;
    expect(otherUrl).not.toBe([...codes][0]);
    expect(await ctx.db.select().from(shortUrls).where(eq(shortUrls.originalUrl, url))).toHaveLength(2);
  });

  it("makes random codes, different for different URLs", async () => {
    const { client } = await signedIn();
    const codes = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      codes.add(
        codeOf((await client.post("/api/shorten", { url: `https://example.com/${index}` })).json().shortUrl),
      );
    }
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(SHORT_CODE_PATTERN);
  });

  it("refuses a visitor with 401 and stores nothing (finding 9: no anonymous redirect factory)", async () => {
    const visitor = new TestClient(ctx.app, { ip: "10.2.0.1" });
    const response = await visitor.post("/api/shorten", { url: "https://evil.example/phish" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(
      await ctx.db.select().from(shortUrls).where(eq(shortUrls.originalUrl, "https://evil.example/phish")),
    ).toEqual([]);
    const { client: admin } = await signedIn({ role: "admin" });
    expect((await admin.post("/api/shorten", { url: "https://example.com/admin" })).statusCode).toBe(200);
  });

  it("refuses other schemes, bad and over-long URLs with a 400 and stores nothing", async () => {
    const { user, client } = await signedIn();
    const bad = [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.com/file",
      "mailto:someone@example.com",
      "not a url",
      "",
      `https://example.com/${"a".repeat(10_000)}`,
      `https://example.com/${"a".repeat(2029)}`,
    ];
    for (const url of bad) {
      const response = await client.post("/api/shorten", { url });
      expect(response.statusCode, url.slice(0, 40)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await client.post("/api/shorten", {})).statusCode).toBe(400);
    expect((await client.post("/api/shorten", { url: "https://example.com", extra: 1 })).statusCode).toBe(
      400,
    );
    expect(await ctx.db.select().from(shortUrls).where(eq(shortUrls.userId, user.id))).toEqual([]);
    const longest = `https://example.com/${"a".repeat(2048 - 20)}`;
    expect(longest).toHaveLength(2048);
    expect((await client.post("/api/shorten", { url: longest })).statusCode).toBe(200);
  });

  it("is rate-limited per member", async () => {
    const { client } = await signedIn();
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      statuses.push(
        (await client.post("/api/shorten", { url: `https://example.com/limit/${index % 3}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe("GET /s/{code}", () => {
  it("redirects (302) to a page of this app and counts each click, but not a HEAD check", async () => {
    const { client } = await signedIn();
    const target = `${TEST_ORIGIN}/directory?q=design`;
    const shortUrl = (await client.post("/api/shorten", { url: target })).json().shortUrl;
    const visitor = new TestClient(ctx.app);
    for (let click = 0; click < 2; click += 1) {
      const response = await visitor.get(new URL(shortUrl).pathname);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(target);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    const head = await visitor.request("HEAD", new URL(shortUrl).pathname);
    expect(head.statusCode).toBe(302);
    const [row] = await ctx.db
      .select()
      .from(shortUrls)
      .where(eq(shortUrls.shortCode, codeOf(shortUrl)));
    expect(row?.clicks).toBe(2);
  });

  it("shows 'You are leaving Netwise for <host>' with a continue link instead of redirecting to another site", async () => {
    const { client } = await signedIn();
    const target = "https://evil.example/login?next=%22%3E%3Cscript%3E&a=1";
    const shortUrl = (await client.post("/api/shorten", { url: target })).json().shortUrl;
    const response = await new TestClient(ctx.app).get(new URL(shortUrl).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.body).toContain("<title>You are leaving Netwise for evil.example</title>");
    expect(response.body).toContain("<h1>You are leaving Netwise for evil.example</h1>");
    expect(response.body).toContain(
      '<a class="continue" href="https://evil.example/login?next=%22%3E%3Cscript%3E&amp;a=1" rel="noopener noreferrer nofollow">Continue to evil.example</a>',
    );
    expect(response.body).not.toContain("<script");
    // A host that only looks like this app's is still another site.
    const lookalike = (
      await client.post("/api/shorten", { url: "https://netwise.test.evil.example/" })
    ).json().shortUrl;
    expect((await new TestClient(ctx.app).get(new URL(lookalike).pathname)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(shortUrls)
      .where(eq(shortUrls.shortCode, codeOf(shortUrl)));
    expect(row?.clicks).toBe(1);
  });

  it("answers an unknown code with HTTP 404 and the app (its router shows the 404 page), counting nothing", async () => {
    const stored = await insertShortUrl(ctx.db, { shortCode: "AAAAAAAAAAA" });
    const visitor = new TestClient(ctx.app);
    for (const code of ["BBBBBBBBBBB", "short", "x".repeat(300), "%3Cscript%3E"]) {
      const response = await visitor.get(`/s/${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toBe(APP_HTML);
    }
    const [row] = await ctx.db.select().from(shortUrls).where(eq(shortUrls.id, stored.id));
    expect(row?.clicks).toBe(0);
  });
});
