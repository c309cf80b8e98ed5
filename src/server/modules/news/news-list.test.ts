import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_PAGE_SIZE, type ArticleListResponse } from "../../../shared/contracts/news";
import { articles } from "../../db/schema";
import { insertArticleAgo, LIST_ITEM_KEYS, signedInClient } from "../../test/helpers/news-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueWord = (prefix = "zq") => `${prefix}${++counter}x${Math.random().toString(36).slice(2, 7)}`;

async function list(query: string, client = new TestClient(ctx.app)) {
  const response = await client.get(`/api/articles${query}`);
  return { status: response.statusCode, body: response.json() as ArticleListResponse & { message?: string } };
}

describe("GET /api/articles", () => {
  it("answers published articles newest first with the spec's fields, for a visitor", async () => {
    const word = uniqueWord();
    const content = `${"Opening words of the story. ".repeat(20)}\n\nSecond paragraph.`;
    const older = await insertArticleAgo(ctx, 30, { title: `Older ${word}`, tags: ["A", "B"], content });
    const newer = await insertArticleAgo(ctx, 2, {
      title: `Newer ${word}`,
      isFeatured: true,
      trending: true,
      category: "Technology",
      url: "https://example.com/source",
    });
    await insertArticleAgo(ctx, 1, { title: `Hidden ${word}`, isPublished: false });

    const { status, body } = await list(`?search=${word}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["articles", "nextCursor", "total"]);
    expect(body.total).toBe(2);
    expect(body.nextCursor).toBeNull();
    expect(body.articles.map((article) => article.id)).toEqual([newer.id, older.id]);
    const [first, second] = body.articles;
    expect(Object.keys(first ?? {}).sort()).toEqual(LIST_ITEM_KEYS);
    expect(first).toMatchObject({
      slug: newer.slug,
      title: newer.title,
      summary: newer.summary,
      author: newer.author,
      category: "Technology",
      is_featured: true,
      trending: true,
      heroImage: newer.heroImage,
      url: "https://example.com/source",
      publishedAt: newer.publishedAt?.toISOString(),
    });
    expect(second?.readTime).toBe(Math.ceil(content.length / 200));
    expect(second?.tags).toEqual(["A", "B"]);
    expect(second?.excerpt.length).toBeLessThanOrEqual(203);
    expect(second?.excerpt.endsWith("...")).toBe(true);
  });

  it("answers the same list to members and admins", async () => {
    const word = uniqueWord();
    await insertArticleAgo(ctx, 1, { title: `Shared ${word}` });
    const visitor = await list(`?search=${word}`);
    const member = await list(`?search=${word}`, (await signedInClient(ctx)).client);
    const admin = await list(`?search=${word}`, (await signedInClient(ctx, { admin: true })).client);
    expect(member).toEqual(visitor);
    expect(admin).toEqual(visitor);
  });

  it("searches titles and tags case-insensitively, literally", async () => {
    const word = uniqueWord();
    const byTitle = await insertArticleAgo(ctx, 3, { title: `Deep Dive ${word.toUpperCase()}` });
    const byTag = await insertArticleAgo(ctx, 4, {
      title: "Unrelated title",
      tags: ["Other", `Tag ${word}`],
    });
    const { body } = await list(`?search=${encodeURIComponent(`  ${word.toLowerCase()} `)}`);
    expect(body.articles.map((article) => article.id)).toEqual([byTitle.id, byTag.id]);

    const special = await insertArticleAgo(ctx, 5, { title: `Growth 100%_up ${word}` });
    expect((await list(`?search=${encodeURIComponent("100%_up")}`)).body.articles.map((a) => a.id)).toEqual([
      special.id,
    ]);
    for (const probe of ["%", "_"]) {
      const result = await list(`?search=${encodeURIComponent(probe)}`);
      expect(
        result.body.articles.map((article) => article.id),
        probe,
      ).toEqual([special.id]);
    }
    for (const probe of ["\\", "' or 1=1 --", ".*(", "[a-z]+", "%%%___", "$1", "(?i)"]) {
      const result = await list(`?search=${encodeURIComponent(probe)}`);
      expect(result.status, probe).toBe(200);
      expect(result.body.total, probe).toBe(0);
    }
  });

  it("filters by category, featured and date range, with the total of the same filters", async () => {
    const word = uniqueWord();
    await insertArticleAgo(ctx, 1, { title: `Sec ${word}`, category: "Security", isFeatured: true });
    await insertArticleAgo(ctx, 2, { title: `Sec2 ${word}`, category: "Security" });
    await insertArticleAgo(ctx, 24 * 40, { title: `Old ${word}`, category: "Finance", isFeatured: true });

    expect((await list(`?search=${word}&category=Security`)).body.total).toBe(2);
    expect((await list(`?search=${word}&category=all`)).body.total).toBe(3);
    expect((await list(`?search=${word}&featured=true`)).body.total).toBe(2);
    expect((await list(`?search=${word}&featured=false`)).body.total).toBe(3);

    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const recent = await list(`?search=${word}&from=${day(7)}`);
    expect(recent.body.articles.map((article) => article.title).sort()).toEqual([
      `Sec ${word}`,
      `Sec2 ${word}`,
    ]);
    const old = await list(`?search=${word}&from=${day(45)}&to=${day(35)}`);
    expect(old.body.articles.map((article) => article.title)).toEqual([`Old ${word}`]);
  });

  it("keeps the totals in step when articles are edited, unpublished or deleted", async () => {
    const totalOf = async (query: string) => (await list(query)).body.total ?? Number.NaN;
    const before = await totalOf("?category=Sales");
    const beforeFeatured = await totalOf("?category=Sales&featured=true");
    const article = await insertArticleAgo(ctx, 1, { category: "Sales" });
    expect(await totalOf("?category=Sales")).toBe(before + 1);
    await ctx.db.update(articles).set({ isFeatured: true }).where(eq(articles.id, article.id));
    expect(await totalOf("?category=Sales&featured=true")).toBe(beforeFeatured + 1);
    await ctx.db.update(articles).set({ isPublished: false }).where(eq(articles.id, article.id));
    expect(await totalOf("?category=Sales")).toBe(before);
    await ctx.db
      .update(articles)
      .set({ isPublished: true, category: "Leadership" })
      .where(eq(articles.id, article.id));
    expect(await totalOf("?category=Sales")).toBe(before);
    const all = await totalOf("");
    await ctx.db.delete(articles).where(eq(articles.id, article.id));
    expect(await totalOf("")).toBe(all - 1);
  });

  it("pages with a keyset cursor without gaps or repeats", async () => {
    const word = uniqueWord();
    const sameTime = new Date(Date.now() - 3_600_000);
    const inserted = [];
    for (let i = 0; i < 5; i++) {
      inserted.push(await insertArticleAgo(ctx, 1, { title: `Paged ${word} ${i}`, publishedAt: sameTime }));
    }
    const seen: number[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const { body } = await list(`?search=${word}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(body.total).toBe(pages === 0 ? 5 : null);
      seen.push(...body.articles.map((article) => article.id));
      cursor = body.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(inserted.map((article) => article.id).reverse());
  });

  it("uses a page of 20 by default", async () => {
    for (let i = 0; i < ARTICLE_PAGE_SIZE + 1; i++) await insertArticleAgo(ctx, 6, { title: `Filler ${i}` });
    const { body } = await list("");
    expect(body.articles.length).toBeLessThanOrEqual(ARTICLE_PAGE_SIZE);
    expect(body.total).toBeGreaterThan(ARTICLE_PAGE_SIZE);
    expect(body.articles.length).toBe(ARTICLE_PAGE_SIZE);
  });

  it("refuses bad input with a 400 and a message, never a 500", async () => {
    const cases = [
      "?category=Sports",
      "?category=technology",
      "?limit=0",
      "?limit=-5",
      "?limit=51",
      "?limit=99999999999999999999",
      "?limit=abc",
      "?cursor=not-a-cursor",
      "?cursor=%21%21",
      `?cursor=${Buffer.from("yesterday|1").toString("base64url")}`,
      `?cursor=${Buffer.from("d|2026-01-01T00:00:00Z|-1").toString("base64url")}`,
      `?cursor=${Buffer.from("d|2026-02-30T00:00:00Z|1").toString("base64url")}`,
      `?cursor=${Buffer.from("d|0000-01-01T00:00:00Z|1").toString("base64url")}`,
      `?cursor=${Buffer.from("d|2026-01-01T00:00:00Z|9999999999").toString("base64url")}`,
      "?from=0000-01-01",
      "?to=9999-12-31",
      "?from=2026-02-30",
      `?search=${"a".repeat(101)}`,
      "?search=%00",
      "?featured=yes",
      "?from=2026-13-01",
      "?from=2026-02-01&to=2026-01-01",
      "?unknown=1",
    ];
    for (const query of cases) {
      const result = await list(query);
      expect(result.status, query).toBe(400);
      expect(typeof result.body.message, query).toBe("string");
    }
  });
});
