import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleDetail, ArticleEngagement, BookmarkListResponse } from "../../../shared/contracts/news";
import { articleViews } from "../../db/schema";
import {
  DETAIL_KEYS,
  ENGAGEMENT_KEYS,
  insertArticleAgo,
  LIST_ITEM_KEYS,
  signedInClient,
} from "../../test/helpers/news-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const viewsOf = async (articleId: number) =>
  (await ctx.db.select().from(articleViews).where(eq(articleViews.articleId, articleId))).length;

describe("GET /api/articles/{slug}", () => {
  it("answers the whole article to a member and counts each view", async () => {
    const content = "First paragraph.\n\nSecond paragraph with <b>text</b>.";
    const article = await insertArticleAgo(ctx, 2, { content, tags: ["AI", "Growth"], isFeatured: true });
    const { client } = await signedInClient(ctx);

    const response = await client.get(`/api/articles/${article.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ArticleDetail;
    expect(Object.keys(body).sort()).toEqual(DETAIL_KEYS);
    expect(Object.keys(body.engagement).sort()).toEqual(ENGAGEMENT_KEYS);
    expect(body).toMatchObject({
      id: article.id,
      slug: article.slug,
      title: article.title,
      content,
      is_featured: true,
      readTime: Math.ceil(content.length / 200),
      tags: ["AI", "Growth"],
      publishedAt: article.publishedAt?.toISOString(),
      engagement: {
        likes: 0,
        bookmarks: 0,
        shares: 0,
        likedByMe: false,
        bookmarkedByMe: false,
        sharedByMe: false,
      },
    });
    expect(await viewsOf(article.id)).toBe(1);
    await client.get(`/api/articles/${article.slug}`);
    expect(await viewsOf(article.id)).toBe(2);
  });

  it("answers a visitor the teaser (first paragraph) with the counts, and counts no view", async () => {
    const content = "The opening paragraph.\n\nWhat only members read.";
    const article = await insertArticleAgo(ctx, 2, { content });
    const visitor = await new TestClient(ctx.app).get(`/api/articles/${article.slug}`);
    expect(visitor.statusCode).toBe(200);
    const body = visitor.json() as ArticleDetail;
    expect(Object.keys(body).sort()).toEqual(DETAIL_KEYS);
    expect(body).toMatchObject({
      id: article.id,
      content: "The opening paragraph.",
      readTime: Math.ceil(content.length / 200),
      engagement: { likedByMe: false, bookmarkedByMe: false, sharedByMe: false },
    });
    expect(await viewsOf(article.id)).toBe(0);
    const { client: admin } = await signedInClient(ctx, { admin: true });
    expect((await admin.get(`/api/articles/${article.slug}`)).json()).toMatchObject({ content });
  });

  it("answers 404 for an unknown or unpublished slug and 400 for a bad one", async () => {
    const hidden = await insertArticleAgo(ctx, 2, { isPublished: false });
    const { client } = await signedInClient(ctx);
    for (const slug of ["no-such-article", hidden.slug, "%27%20or%201%3D1"]) {
      const response = await client.get(`/api/articles/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ message: "Article not found." });
    }
    // Longer than any slug (Fastify matches path parameters up to 100 characters): not found.
    expect((await client.get(`/api/articles/${"a".repeat(201)}`)).statusCode).toBe(404);
    expect((await client.get("/api/articles/bad%00slug")).statusCode).toBe(400);
  });
});

describe("likes, bookmarks and shares", () => {
  it("persist per member, are idempotent and counted for everyone", async () => {
    const article = await insertArticleAgo(ctx, 2);
    const { client: alice } = await signedInClient(ctx);
    const { client: bob } = await signedInClient(ctx);

    const liked = await alice.put(`/api/articles/${article.id}/like`);
    expect(liked.statusCode).toBe(200);
    expect(Object.keys(liked.json()).sort()).toEqual(ENGAGEMENT_KEYS);
    expect(liked.json()).toMatchObject({ likes: 1, likedByMe: true });
    // A double click: still one like.
    const [again, twice] = await Promise.all([
      alice.put(`/api/articles/${article.id}/like`),
      alice.put(`/api/articles/${article.id}/like`),
    ]);
    expect(again.json()).toMatchObject({ likes: 1, likedByMe: true });
    expect(twice.json()).toMatchObject({ likes: 1, likedByMe: true });

    expect((await bob.put(`/api/articles/${article.id}/bookmark`)).json()).toMatchObject({
      bookmarks: 1,
      bookmarkedByMe: true,
      likes: 1,
      likedByMe: false,
    });
    expect(
      (await bob.post(`/api/articles/${article.id}/share`, { channel: "clipboard" })).json(),
    ).toMatchObject({
      shares: 1,
      sharedByMe: true,
    });
    expect((await bob.post(`/api/articles/${article.id}/share`)).json()).toMatchObject({ shares: 1 });

    const seenByAlice = (await alice.get(`/api/articles/${article.slug}`)).json() as ArticleDetail;
    expect(seenByAlice.engagement).toEqual({
      likes: 1,
      bookmarks: 1,
      shares: 1,
      likedByMe: true,
      bookmarkedByMe: false,
      sharedByMe: false,
    } satisfies ArticleEngagement);

    const unliked = await alice.delete(`/api/articles/${article.id}/like`);
    expect(unliked.json()).toMatchObject({ likes: 0, likedByMe: false });
    expect((await alice.delete(`/api/articles/${article.id}/like`)).json()).toMatchObject({ likes: 0 });
    expect((await bob.delete(`/api/articles/${article.id}/bookmark`)).json()).toMatchObject({
      bookmarks: 0,
      bookmarkedByMe: false,
    });
  });

  it("refuse visitors (401), unknown or unpublished articles (404) and bad ids (400)", async () => {
    const article = await insertArticleAgo(ctx, 2);
    const hidden = await insertArticleAgo(ctx, 2, { isPublished: false });
    const visitor = new TestClient(ctx.app);
    expect((await visitor.put(`/api/articles/${article.id}/like`)).statusCode).toBe(401);
    expect((await visitor.delete(`/api/articles/${article.id}/bookmark`)).statusCode).toBe(401);
    expect((await visitor.post(`/api/articles/${article.id}/share`)).statusCode).toBe(401);

    const { client } = await signedInClient(ctx);
    for (const id of [hidden.id, 2_000_000_000]) {
      expect((await client.put(`/api/articles/${id}/like`)).statusCode).toBe(404);
      expect((await client.put(`/api/articles/${id}/bookmark`)).statusCode).toBe(404);
      expect((await client.post(`/api/articles/${id}/share`)).statusCode).toBe(404);
    }
    for (const id of ["0", "-1", "abc", "1.5", "99999999999"]) {
      expect((await client.put(`/api/articles/${id}/like`)).statusCode, id).toBe(400);
    }
    expect((await client.post(`/api/articles/${article.id}/share`, { channel: "fax" })).statusCode).toBe(400);
    expect((await client.post(`/api/articles/${article.id}/share`, { extra: true })).statusCode).toBe(400);
  });
});

describe("GET /api/articles/bookmarked", () => {
  it("lists only the member's own bookmarks, newest bookmark first, with a cursor", async () => {
    const first = await insertArticleAgo(ctx, 5);
    const second = await insertArticleAgo(ctx, 6);
    const third = await insertArticleAgo(ctx, 7);
    const { client: alice } = await signedInClient(ctx);
    const { client: bob } = await signedInClient(ctx);
    for (const article of [first, second, third]) await alice.put(`/api/articles/${article.id}/bookmark`);
    await bob.put(`/api/articles/${first.id}/bookmark`);

    const page1 = (await alice.get("/api/articles/bookmarked?limit=2")).json() as BookmarkListResponse;
    expect(page1.articles.map((article) => article.id)).toEqual([third.id, second.id]);
    expect(Object.keys(page1.articles[0] ?? {}).sort()).toEqual([...LIST_ITEM_KEYS, "bookmarkedAt"].sort());
    const page2 = (
      await alice.get(`/api/articles/bookmarked?limit=2&cursor=${page1.nextCursor}`)
    ).json() as BookmarkListResponse;
    expect(page2.articles.map((article) => article.id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();

    const bobs = (await bob.get("/api/articles/bookmarked")).json() as BookmarkListResponse;
    expect(bobs.articles.map((article) => article.id)).toEqual([first.id]);
  });

  it("is 401 for a visitor and 400 for a bad limit or cursor", async () => {
    expect((await new TestClient(ctx.app).get("/api/articles/bookmarked")).statusCode).toBe(401);
    const { client } = await signedInClient(ctx);
    expect((await client.get("/api/articles/bookmarked?limit=500")).statusCode).toBe(400);
    expect((await client.get("/api/articles/bookmarked?cursor=abc")).statusCode).toBe(400);
  });
});
