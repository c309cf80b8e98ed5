import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminArticle, AdminArticleDetail } from "../../../shared/contracts/news-admin";
import { adminAuditLog, articleBookmarks, articleLikes, articleShares, articleViews } from "../../db/schema";
import { insertArticle, insertUser } from "../../db/seed/factories";
import {
  type AdminTestClients,
  adminTestClients,
  collectPagedIds,
} from "../../test/helpers/admin-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let clients: AdminTestClients;
beforeAll(async () => {
  ctx = await createTestApp();
  clients = await adminTestClients(ctx);
});
afterAll(async () => ctx.close());

const LIST_KEYS = [
  "author",
  "category",
  "content",
  "engagement",
  "id",
  "isFeatured",
  "isPublished",
  "publishedAt",
  "slug",
  "title",
  "views",
];
const DETAIL_KEYS = [
  "author",
  "category",
  "content",
  "heroImage",
  "id",
  "isFeatured",
  "isPublished",
  "publishedAt",
  "slug",
  "summary",
  "tags",
  "title",
  "url",
];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("GET /api/admin/articles", () => {
  it("lists every article newest first with views and engagement from real counts", async () => {
    const [first, second, third, fourth] = await Promise.all([1, 2, 3, 4].map(() => insertUser(ctx.db)));
    if (!first || !second || !third || !fourth) throw new Error("readers missing");
    const readers = [first, second, third, fourth];
    const popular = await insertArticle(ctx.db, {
      title: "Zebra pricing strategies",
      author: "Morgan Lee",
      category: "Finance",
      content: "x".repeat(500),
      publishedAt: daysAgo(1),
    });
    const draft = await insertArticle(ctx.db, {
      title: "Zebra draft",
      isPublished: false,
      publishedAt: daysAgo(2),
    });
    const quiet = await insertArticle(ctx.db, {
      title: "Zebra quiet",
      publishedAt: daysAgo(3),
      isFeatured: true,
    });
    await ctx.db
      .insert(articleViews)
      .values(readers.map((reader) => ({ articleId: popular.id, userId: reader.id })));
    await ctx.db.insert(articleViews).values({ articleId: popular.id, userId: null });
    await ctx.db.insert(articleLikes).values([
      { articleId: popular.id, userId: first.id },
      { articleId: popular.id, userId: second.id },
    ]);
    await ctx.db.insert(articleBookmarks).values({ articleId: popular.id, userId: first.id });
    await ctx.db.insert(articleShares).values({ articleId: popular.id, userId: third.id });

    const response = await clients.admin.client.get("/api/admin/articles?search=zebra");
    expect(response.statusCode).toBe(200);
    const list = response.json().articles as AdminArticle[];
    expect(list.map((article) => article.id)).toEqual([popular.id, draft.id, quiet.id]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(LIST_KEYS);
    expect(list[0]).toEqual({
      id: popular.id,
      slug: popular.slug,
      title: "Zebra pricing strategies",
      author: "Morgan Lee",
      category: "Finance",
      content: "x".repeat(200),
      isPublished: true,
      isFeatured: false,
      views: 5,
      engagement: 80,
      publishedAt: popular.publishedAt?.toISOString(),
    });
    expect(list[1]).toMatchObject({ isPublished: false, views: 0, engagement: 0 });
    expect(list[2]).toMatchObject({ isFeatured: true });

    const byAuthor = (await clients.admin.client.get("/api/admin/articles?search=morgan%20LEE")).json()
      .articles;
    expect((byAuthor as AdminArticle[]).map((article) => article.id)).toEqual([popular.id]);
    const byCategory = (await clients.admin.client.get("/api/admin/articles?search=finan")).json()
      .articles as AdminArticle[];
    expect(byCategory.map((article) => article.id)).toContain(popular.id);
    expect(
      byCategory.every((article) => article.category === "Finance" || /finan/i.test(article.title)),
    ).toBe(true);
  });

  it("pages through published, unpublished and undated articles without gaps", async () => {
    const created = [];
    for (let index = 0; index < 6; index++) {
      created.push(
        await insertArticle(ctx.db, {
          title: `Walrus ${index}`,
          isPublished: index % 2 === 0,
          publishedAt: index === 5 ? null : daysAgo(10 + index),
        }),
      );
    }
    const seen = await collectPagedIds(clients.admin.client, "/api/admin/articles?search=walrus&limit=2");
    expect(seen).toEqual(created.map((article) => article.id));
  });
});

describe("POST /api/admin/articles", () => {
  it("creates an article from the editor, visible in the news list when published", async () => {
    const response = await clients.admin.client.post("/api/admin/articles", {
      title: "Hiring in 2027: what changed",
      summary: "A short summary",
      content: "First paragraph.\n\nSecond paragraph.",
      category: "Leadership",
      tags: ["hiring", " talent "],
      heroImage: "https://images.example.com/hero.jpg",
      isFeatured: true,
    });
    expect(response.statusCode).toBe(201);
    const article = response.json() as AdminArticleDetail;
    expect(Object.keys(article).sort()).toEqual(DETAIL_KEYS);
    expect(article).toMatchObject({
      title: "Hiring in 2027: what changed",
      slug: "hiring-in-2027-what-changed",
      summary: "A short summary",
      author: "Ada Admin",
      category: "Leadership",
      tags: ["hiring", "talent"],
      heroImage: "https://images.example.com/hero.jpg",
      isFeatured: true,
      isPublished: true,
      url: null,
    });
    const news = (await clients.member.client.get("/api/articles?search=hiring%20in%202027")).json();
    expect(news.articles.map((item: { id: number }) => item.id)).toEqual([article.id]);

    const again = (
      await clients.admin.client.post("/api/admin/articles", {
        title: "Hiring in 2027: what changed",
        content: "Again",
      })
    ).json() as AdminArticleDetail;
    expect(again.slug).toMatch(/^hiring-in-2027-what-changed-[0-9a-f]{6}$/);
    expect(again).toMatchObject({
      category: "Business",
      tags: [],
      isFeatured: false,
      heroImage: null,
      summary: null,
    });

    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(article.id)));
    expect(entry).toMatchObject({
      action: "article.create",
      targetType: "article",
      adminId: clients.admin.user.id,
    });
  });

  it("accepts a site path as hero image and an unpublished draft kept out of the news", async () => {
    const response = await clients.admin.client.post("/api/admin/articles", {
      title: "Draft on sales enablement",
      content: "Body",
      heroImage: "/images/articles/sales.svg",
      isPublished: false,
      author: "Guest Writer",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      heroImage: "/images/articles/sales.svg",
      author: "Guest Writer",
      isPublished: false,
    });
    const news = (await clients.member.client.get("/api/articles?search=sales%20enablement")).json();
    expect(news.articles).toEqual([]);
  });

  it("validates every field with a clear message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ content: "Body" }, "Title is required"],
      [{ title: "  ", content: "Body" }, "Title is required"],
      [{ title: "T" }, "Content is required"],
      [{ title: "T".repeat(201), content: "Body" }, "Must be at most 200 characters"],
      [{ title: "T", content: "Body", category: "Sports" }, "Category must be one of"],
      [{ title: "T", content: "Body", tags: "a,b" }, "Tags must be a list"],
      [
        { title: "T", content: "Body", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        "At most 10 tags",
      ],
      [{ title: "T", content: "Body", tags: [""] }, "Tag is required"],
      [{ title: "T", content: "Body", heroImage: "javascript:alert(1)" }, "Must be a web address"],
      [{ title: "T", content: "Body", heroImage: "//evil.example/x.png" }, "Must be a web address"],
      [{ title: "T", content: "Body", isFeatured: "yes" }, "isFeatured must be true or false"],
      [{ title: "T", content: "Body", slug: "Not A Slug" }, "Slug must be lowercase letters"],
      [{ title: "T", content: "Body", slug: 42 }, "Slug must be text"],
      [{ title: "T", content: "Body", slug: "a".repeat(201) }, "Slug must be at most 200 characters"],
      [{ title: "T", content: "Body", unknown: 1 }, "Unrecognized key"],
      [{ title: "T\u0000", content: "Body" }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await clients.admin.client.post("/api/admin/articles", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});

describe("POST /api/admin/articles with a slug", () => {
  it("uses the slug sent, answers 409 to a taken one and stores nothing more", async () => {
    const created = await clients.admin.client.post("/api/admin/articles", {
      title: "Quarterly outlook",
      content: "Body",
      slug: "q3-outlook-2026",
    });
    expect(created.statusCode).toBe(201);
    expect((created.json() as AdminArticleDetail).slug).toBe("q3-outlook-2026");
    expect((await clients.member.client.get("/api/articles/q3-outlook-2026")).statusCode).toBe(200);

    const duplicate = await clients.admin.client.post("/api/admin/articles", {
      title: "Another outlook",
      content: "Body",
      slug: "q3-outlook-2026",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: "An article with this slug already exists." });
    const listed = await clients.admin.client.get("/api/admin/articles?search=outlook");
    expect(JSON.stringify(listed.json())).not.toContain("Another outlook");
  });
});

describe("GET and PATCH /api/admin/articles/{id}", () => {
  it("returns the editable fields and saves an edit, keeping the slug", async () => {
    const article = await insertArticle(ctx.db, { title: "Original title", tags: ["one"] });
    const detail = await clients.admin.client.get(`/api/admin/articles/${article.id}`);
    expect(detail.statusCode).toBe(200);
    expect(Object.keys(detail.json()).sort()).toEqual(DETAIL_KEYS);
    expect(detail.json()).toMatchObject({ title: "Original title", tags: ["one"], content: article.content });

    const response = await clients.admin.client.patch(`/api/admin/articles/${article.id}`, {
      title: "Edited title",
      tags: ["two", "three"],
      summary: "",
      category: "Security",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Edited title",
      slug: article.slug,
      tags: ["two", "three"],
      summary: null,
      category: "Security",
    });
    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(article.id)));
    expect(entry).toMatchObject({
      action: "article.update",
      details: { fields: ["title", "summary", "category", "tags"] },
    });
  });

  it("answers 404 for a missing article and 400 for an empty or bad edit", async () => {
    expect((await clients.admin.client.get("/api/admin/articles/999999")).statusCode).toBe(404);
    expect((await clients.admin.client.patch("/api/admin/articles/999999", { title: "X" })).statusCode).toBe(
      404,
    );
    const article = await insertArticle(ctx.db);
    const empty = await clients.admin.client.patch(`/api/admin/articles/${article.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain("Nothing to update");
    expect(
      (await clients.admin.client.patch(`/api/admin/articles/${article.id}`, { content: "" })).statusCode,
    ).toBe(400);
  });
});

describe("PATCH /api/admin/articles/{id}/status", () => {
  it("toggles published and featured; unpublished articles leave the news", async () => {
    const article = await insertArticle(ctx.db, { title: "Status toggle subject" });
    const inNews = async () =>
      (await clients.member.client.get("/api/articles?search=status%20toggle%20subject")).json().articles
        .length === 1;
    expect(await inNews()).toBe(true);

    const hidden = await clients.admin.client.patch(`/api/admin/articles/${article.id}/status`, {
      isPublished: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(Object.keys(hidden.json()).sort()).toEqual(LIST_KEYS);
    expect(hidden.json()).toMatchObject({ isPublished: false, isFeatured: false });
    expect(await inNews()).toBe(false);
    expect((await clients.member.client.get(`/api/articles/${article.slug}`)).statusCode).toBe(404);

    const featured = await clients.admin.client.patch(`/api/admin/articles/${article.id}/status`, {
      isPublished: true,
      isFeatured: true,
    });
    expect(featured.json()).toMatchObject({ isPublished: true, isFeatured: true });
    expect(await inNews()).toBe(true);
    const news = (
      await clients.member.client.get("/api/articles?featured=true&search=status%20toggle")
    ).json();
    expect(news.articles).toHaveLength(1);

    const log = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(article.id)));
    expect(log.map((row) => row.details)).toEqual([
      { isPublished: false },
      { isPublished: true, isFeatured: true },
    ]);
  });

  it("needs one of the flags and an existing article", async () => {
    const article = await insertArticle(ctx.db);
    const empty = await clients.admin.client.patch(`/api/admin/articles/${article.id}/status`, {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain("Give isPublished or isFeatured");
    expect(
      (await clients.admin.client.patch(`/api/admin/articles/${article.id}/status`, { isFeatured: "true" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await clients.admin.client.patch("/api/admin/articles/999999/status", { isFeatured: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("lists admin actions newest first with the admin's name", async () => {
    const response = await clients.admin.client.get("/api/admin/audit-log?limit=2");
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries as { id: number; admin: { name: string }; createdAt: string }[];
    expect(entries).toHaveLength(2);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual([
      "action",
      "admin",
      "createdAt",
      "details",
      "id",
      "targetId",
      "targetType",
    ]);
    expect(entries[0]?.admin).toEqual({ id: clients.admin.user.id, name: "Ada Admin" });
    const next = await clients.admin.client.get(
      `/api/admin/audit-log?limit=2&cursor=${response.json().nextCursor}`,
    );
    const later = next.json().entries as { id: number }[];
    expect(later.every((entry) => !entries.some((seen) => seen.id === entry.id))).toBe(true);
    expect((await clients.admin.client.get("/api/admin/audit-log?search=x")).statusCode).toBe(400);
  });
});
