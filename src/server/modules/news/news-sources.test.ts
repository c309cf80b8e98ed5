import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsImportResult, NewsSource } from "../../../shared/contracts/news";
import { articles, newsSources } from "../../db/schema";
import { type RssServer, startRssServer } from "../../test/fakes/rss-test-server";
import { signedInClient } from "../../test/helpers/news-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { importSource } from "./rss-import";

let ctx: TestContext;
let feeds: RssServer;
let admin: TestClient;
beforeAll(async () => {
  feeds = await startRssServer();
  ctx = await createTestApp({ fetchAllowOrigins: [feeds.origin] });
  admin = (await signedInClient(ctx, { admin: true })).client;
});
afterAll(async () => {
  await ctx.close();
  await feeds.close();
});

const SOURCE_KEYS = [
  "category",
  "createdAt",
  "id",
  "lastError",
  "lastFetchedAt",
  "lastImportedCount",
  "name",
  "url",
];

async function addSource(url: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post("/api/admin/news-sources", { url, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as NewsSource;
}

const articlesFrom = (host: string) =>
  ctx.db
    .select()
    .from(articles)
    .where(like(articles.url, `https://${host}/%`))
    .orderBy(articles.url);

describe("admin news sources", () => {
  it("adds, lists and removes feed URLs", async () => {
    const created = await addSource("https://feeds.example.org/business.xml#top", {
      name: "Example Business",
      category: "Finance",
    });
    expect(Object.keys(created).sort()).toEqual(SOURCE_KEYS);
    expect(created).toMatchObject({
      url: "https://feeds.example.org/business.xml",
      name: "Example Business",
      category: "Finance",
      lastFetchedAt: null,
      lastImportedCount: 0,
      lastError: null,
    });
    const duplicate = await admin.post("/api/admin/news-sources", {
      url: "https://feeds.example.org/business.xml",
    });
    expect(duplicate.statusCode).toBe(409);

    const listed = (await admin.get("/api/admin/news-sources")).json() as { sources: NewsSource[] };
    expect(listed.sources.map((source) => source.id)).toContain(created.id);

    expect((await admin.delete(`/api/admin/news-sources/${created.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/news-sources/${created.id}`)).statusCode).toBe(404);
  });

  it("accepts only http(s) URLs and known categories", async () => {
    for (const url of [
      "ftp://example.com/feed",
      "javascript:alert(1)",
      "not a url",
      "",
      `https://e.com/${"a".repeat(2050)}`,
    ]) {
      expect((await admin.post("/api/admin/news-sources", { url })).statusCode, url).toBe(400);
    }
    const badCategory = await admin.post("/api/admin/news-sources", {
      url: "https://e.com/f",
      category: "Sports",
    });
    expect(badCategory.statusCode).toBe(400);
    expect(
      (await admin.post("/api/admin/news-sources", { url: "https://e.com/f", extra: 1 })).statusCode,
    ).toBe(400);
    expect((await admin.get("/api/admin/news-sources?limit=0")).statusCode).toBe(400);
  });

  it("is for admins only: 401 for a visitor, 403 for a member", async () => {
    const visitor = new TestClient(ctx.app);
    const { client: member } = await signedInClient(ctx);
    for (const client of [visitor, member]) {
      const expected = client === visitor ? 401 : 403;
      expect((await client.get("/api/admin/news-sources")).statusCode).toBe(expected);
      expect((await client.post("/api/admin/news-sources", { url: "https://e.com/x" })).statusCode).toBe(
        expected,
      );
      expect((await client.delete("/api/admin/news-sources/1")).statusCode).toBe(expected);
      expect((await client.post("/api/admin/news-sources/import")).statusCode).toBe(expected);
    }
  });
});

describe("importing feeds", () => {
  it("stores new items as text-only articles, deduplicated by link, and skips broken feeds", async () => {
    const rss = await addSource(feeds.url("/rss"), { name: "Wire", category: "Business" });
    const atom = await addSource(feeds.url("/atom"), { category: "Leadership" });
    const broken = await addSource(feeds.url("/malformed"));
    const notFeed = await addSource(feeds.url("/not-feed"));
    const missing = await addSource(feeds.url("/missing"));
    const huge = await addSource(feeds.url("/huge"));

    const response = await admin.post("/api/admin/news-sources/import");
    expect(response.statusCode).toBe(200);
    const results = new Map(
      (response.json() as NewsImportResult).sources.map((result) => [result.id, result]),
    );
    expect(results.get(rss.id)).toMatchObject({ imported: 2, error: null });
    expect(results.get(atom.id)).toMatchObject({ imported: 1, error: null });
    for (const failed of [broken, notFeed, missing, huge]) {
      expect(results.get(failed.id)?.imported, failed.url).toBe(0);
      expect(results.get(failed.id)?.error, failed.url).toEqual(expect.any(String));
    }
    expect(results.get(huge.id)?.error).toContain("larger than");
    expect(results.get(missing.id)?.error).toContain("404");

    const stored = await articlesFrom("news.example.com");
    expect(stored.map((article) => article.url)).toEqual([
      "https://news.example.com/markets-momentum",
      "https://news.example.com/security-update",
    ]);
    const [markets, security] = stored;
    expect(markets).toMatchObject({
      title: "Markets & Momentum in Q3",
      content: "Growth slowed.\n\nHiring rose \u2014 again.",
      author: "Jane Analyst",
      category: "Finance",
      tags: ["Finance", "Markets"],
      heroImage: null,
      isPublished: true,
      publishedAt: new Date("2026-11-02T10:00:00Z"),
    });
    expect(security?.title).toBe("Security Update");
    expect(security?.content).toBe("Patch now.");
    expect(security?.category).toBe("Security");
    expect(security?.author).toBe("Example Business Wire");
    for (const article of stored) {
      expect(`${article.title} ${article.content} ${article.summary}`).not.toMatch(/<|script|alert|onerror/i);
    }
    const [leading] = await articlesFrom("atom.example.com");
    expect(leading).toMatchObject({
      title: "Leading Through Change",
      content: "First.\n\nSecond.",
      category: "Leadership",
    });

    // A second run adds nothing new; the source records its last run.
    const again = (await admin.post(`/api/admin/news-sources/${rss.id}/import`)).json() as NewsImportResult;
    expect(again.sources).toEqual([{ id: rss.id, url: rss.url, imported: 0, error: null }]);
    expect(await articlesFrom("news.example.com")).toHaveLength(2);
    const [brokenRow] = await ctx.db.select().from(newsSources).where(eq(newsSources.id, broken.id));
    expect(brokenRow?.lastError).toEqual(expect.any(String));
    expect(brokenRow?.lastFetchedAt).toBeInstanceOf(Date);

    // Imported articles are in the public list.
    const listed = await new TestClient(ctx.app).get("/api/articles?search=Momentum");
    expect(listed.json().articles[0]).toMatchObject({ title: "Markets & Momentum in Q3", url: markets?.url });
  });

  it("never fetches an internal address, even through a redirect, and reports it in plain words", async () => {
    // A second local server stands in for a service inside the private network (not allow-listed).
    const internal = await startRssServer();
    const countArticles = async () => (await ctx.db.select({ id: articles.id }).from(articles)).length;
    const before = await countArticles();
    try {
      const redirected = await addSource(
        feeds.url(`/redirect?to=${encodeURIComponent(internal.url("/rss"))}`),
      );
      const direct = await addSource(internal.url("/atom"));
      const closedPort = await addSource("http://127.0.0.1:1/rss");
      const metadata = await addSource("http://169.254.169.254/latest/meta-data/");
      for (const source of [redirected, direct, closedPort, metadata]) {
        const response = await admin.post(`/api/admin/news-sources/${source.id}/import`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          sources: [
            {
              id: source.id,
              url: source.url,
              imported: 0,
              error: "only public http(s) addresses on the standard ports can be fetched",
            },
          ],
        });
      }
      expect(await countArticles()).toBe(before);
    } finally {
      await internal.close();
    }
  });

  it("gives up on a slow feed at the timeout", async () => {
    const [source] = await ctx.db
      .insert(newsSources)
      .values({ url: feeds.url("/slow"), category: "Business" })
      .returning();
    if (!source) throw new Error("no source");
    const started = Date.now();
    const result = await importSource(ctx.db, source, ctx.app.log, {
      timeoutMs: 300,
      maxBytes: 1024 * 1024,
      allowOrigins: [feeds.origin],
    });
    expect(result).toMatchObject({ imported: 0, error: "timed out after 300 ms" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("runs on a pg-boss schedule when the interval is configured, and stops with the app", async () => {
    const timed = await createTestApp({
      newsImportIntervalMs: 1000,
      periodicWork: true,
      fetchAllowOrigins: [feeds.origin],
    });
    try {
      await timed.db.insert(newsSources).values({ url: feeds.url("/atom"), category: "Leadership" });
      let found = 0;
      const deadline = Date.now() + 50_000;
      while (found === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        found = (
          await timed.db.select().from(articles).where(like(articles.url, "https://atom.example.com/%"))
        ).length;
      }
      expect(found).toBe(1);
    } finally {
      await timed.close();
    }
  }, 60_000);
});
