import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_PAGE_SIZE, POST_CONTENT_MAX_LENGTH } from "../../../shared/contracts/feed";
import { postComments, postLikes, posts } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import {
  AUTHOR_KEYS,
  hoursAgo,
  keysOf,
  POST_KEYS,
  READER_POST_KEYS,
  signedIn,
} from "../../test/helpers/feed-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let visitor: TestClient;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
});
afterAll(() => ctx.close());

/** Feed pages are shared by every test in this file; each test reads its own posts from the top. */
async function firstPageIds(client: TestClient, limit = 50) {
  const response = await client.get(`/api/feed?limit=${limit}&scope=everyone`);
  expect(response.statusCode).toBe(200);
  return (response.json().posts as { id: number }[]).map((post) => post.id);
}

describe("GET /api/feed", () => {
  it("shows a visitor the spec's post shape, newest first, without the reader fields", async () => {
    const author = await insertUser(ctx.db, {
      firstName: "Grace",
      lastName: "Liu",
      jobTitle: "VP Product",
      company: "Loopdesk",
      avatar: "/images/avatars/grace.svg",
    });
    const older = await insertPost(ctx.db, { userId: author.id, type: "insight", createdAt: hoursAgo(3) });
    const newer = await insertPost(ctx.db, {
      userId: author.id,
      type: "achievement",
      content: "Shipped!",
      likes: 4,
      comments: 2,
      shares: 1,
      createdAt: hoursAgo(0.1),
    });

    const response = await visitor.get("/api/feed");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["nextCursor", "posts"]);
    const body = response.json().posts;
    expect(Array.isArray(body)).toBe(true);
    const ids = body.map((post: { id: number }) => post.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const shown = body.find((post: { id: number }) => post.id === newer.id);
    expect(keysOf(shown)).toEqual(POST_KEYS);
    expect(keysOf(shown.author)).toEqual(AUTHOR_KEYS);
    expect(shown).toEqual({
      id: newer.id,
      content: "Shipped!",
      type: "achievement",
      createdAt: newer.createdAt.toISOString(),
      relativeTime: "Just now",
      likes: 4,
      comments: 2,
      shares: 1,
      editedAt: null,
      author: {
        id: author.id,
        firstName: "Grace",
        lastName: "Liu",
        name: "Grace Liu",
        jobTitle: "VP Product",
        company: "Loopdesk",
        avatar: "/images/avatars/grace.svg",
        username: author.username,
      },
      images: [],
      linkPreview: null,
      mentions: [],
    });
    expect(body.find((post: { id: number }) => post.id === older.id).relativeTime).toBe("3h ago");
  });

  it("adds likedByMe and bookmarkedByMe for a signed-in reader", async () => {
    const { user, client } = await signedIn(ctx);
    const author = await insertUser(ctx.db);
    const liked = await insertPost(ctx.db, { userId: author.id });
    await ctx.db.insert(postLikes).values({ postId: liked.id, userId: user.id });
    const plain = await insertPost(ctx.db, { userId: author.id });

    const body = (await client.get("/api/feed?limit=50&scope=everyone")).json().posts;
    const likedPost = body.find((post: { id: number }) => post.id === liked.id);
    expect(keysOf(likedPost)).toEqual(READER_POST_KEYS);
    expect(likedPost).toMatchObject({ likedByMe: true, bookmarkedByMe: false });
    expect(body.find((post: { id: number }) => post.id === plain.id)).toMatchObject({
      likedByMe: false,
      bookmarkedByMe: false,
    });
  });

  it("hides unpublished posts and posts of deactivated members", async () => {
    const author = await insertUser(ctx.db);
    const hidden = await insertPost(ctx.db, { userId: author.id, isPublished: false });
    const gone = await insertUser(ctx.db, { isActive: false });
    const byGone = await insertPost(ctx.db, { userId: gone.id });
    const ids = await firstPageIds(visitor);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(byGone.id);
  });

  it("pages with a cursor header: every post exactly once, none after the last page", async () => {
    const author = await insertUser(ctx.db);
    const base = Date.now() - 1000 * 24 * 60 * 60 * 1000;
    // Far in the past (so they come last) and sharing one timestamp in pairs, to test the id tie-break.
    const inserted: Awaited<ReturnType<typeof insertPost>>[] = [];
    for (let index = 0; index < 7; index += 1) {
      inserted.push(
        await insertPost(ctx.db, { userId: author.id, createdAt: new Date(base + Math.floor(index / 2)) }),
      );
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await visitor.get(`/api/feed?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().posts.map((post: { id: number }) => post.id));
      cursor = response.json().nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    expect(new Set(seen).size).toBe(seen.length);
    const ours = seen.filter((id) => inserted.some((post) => post.id === id));
    const expected = [...inserted].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
    expect(ours).toEqual(expected.map((post) => post.id));
    expect(seen.at(-1)).toBe(expected.at(-1)?.id);
  });

  it("defaults to 20 posts a page and caps the limit at 50", async () => {
    const author = await insertUser(ctx.db);
    for (let index = 0; index < FEED_PAGE_SIZE + 1; index += 1)
      await insertPost(ctx.db, { userId: author.id });
    const response = await visitor.get("/api/feed");
    expect(response.json().posts).toHaveLength(FEED_PAGE_SIZE);
    expect(response.json().nextCursor).toEqual(expect.any(String));
    for (const query of [
      "limit=51",
      "limit=0",
      "limit=abc",
      "cursor=not-a-cursor",
      "cursor=%24%24",
      "extra=1",
    ]) {
      const bad = await visitor.get(`/api/feed?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
  });
});

describe("POST /api/feed", () => {
  it("creates a trimmed post of each type and answers it in the feed shape", async () => {
    const { user, client } = await signedIn(ctx, { firstName: "Alex", lastName: "Morgan", jobTitle: "CMO" });
    for (const type of ["general", "opportunity", "achievement", "insight"]) {
      const response = await client.post("/api/feed", { content: `  A ${type} post  `, type });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(keysOf(body)).toEqual(READER_POST_KEYS);
      expect(body).toMatchObject({
        content: `A ${type} post`,
        type,
        likes: 0,
        comments: 0,
        shares: 0,
        likedByMe: false,
        bookmarkedByMe: false,
        relativeTime: "Just now",
        author: { name: "Alex Morgan", jobTitle: "CMO", username: user.username },
      });
      expect((await firstPageIds(client))[0]).toBe(body.id);
    }
  });

  it("defaults the type to general and stores HTML as plain text", async () => {
    const { client } = await signedIn(ctx);
    const content = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await client.post("/api/feed", { content });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: "general", content });
    const [row] = await ctx.db.select().from(posts).where(eq(posts.id, response.json().id));
    expect(row?.content).toBe(content);
  });

  it("refuses empty, whitespace, over-long, unknown-type and malformed posts and stores nothing", async () => {
    const { user, client } = await signedIn(ctx);
    const bodies = [
      {},
      { content: "" },
      { content: "   \n\t " },
      { content: "x".repeat(POST_CONTENT_MAX_LENGTH + 1) },
      { content: "Hello", type: "connection" },
      { content: "Hello", type: "poll" },
      { content: 42 },
      { content: "Hello", extra: true },
      { content: "Nul \u0000 inside" },
    ];
    for (const body of bodies) {
      const response = await client.post("/api/feed", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await ctx.db.select().from(posts).where(eq(posts.userId, user.id))).toEqual([]);
    const longest = await client.post("/api/feed", { content: "x".repeat(POST_CONTENT_MAX_LENGTH) });
    expect(longest.statusCode).toBe(201);
  });

  it("refuses a visitor with 401", async () => {
    const response = await visitor.post("/api/feed", { content: "Hello" });
    expect(response.statusCode).toBe(401);
  });
});

describe("DELETE /api/feed/{id}", () => {
  it("lets the author delete their post, with its likes and comments", async () => {
    const { user, client } = await signedIn(ctx);
    const post = await insertPost(ctx.db, { userId: user.id });
    await ctx.db.insert(postLikes).values({ postId: post.id, userId: user.id });
    await ctx.db.insert(postComments).values({ postId: post.id, userId: user.id, content: "Mine" });
    const response = await client.delete(`/api/feed/${post.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Post deleted." });
    expect(await ctx.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await ctx.db.select().from(postComments).where(eq(postComments.postId, post.id))).toEqual([]);
    expect((await client.delete(`/api/feed/${post.id}`)).statusCode).toBe(404);
  });

  it("refuses another member (403) and a visitor (401); an admin may delete", async () => {
    const author = await insertUser(ctx.db);
    const post = await insertPost(ctx.db, { userId: author.id });
    const { client: other } = await signedIn(ctx);
    expect((await other.delete(`/api/feed/${post.id}`)).statusCode).toBe(403);
    expect((await visitor.delete(`/api/feed/${post.id}`)).statusCode).toBe(401);
    expect(await ctx.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(1);
    const { client: admin } = await signedIn(ctx, { role: "admin" });
    expect((await admin.delete(`/api/feed/${post.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for a missing or unpublished post and 400 for a bad id", async () => {
    const { user, client } = await signedIn(ctx);
    const hidden = await insertPost(ctx.db, { userId: user.id, isPublished: false });
    expect((await client.delete(`/api/feed/${hidden.id}`)).statusCode).toBe(404);
    expect((await client.delete("/api/feed/999999")).statusCode).toBe(404);
    expect((await client.delete("/api/feed/abc")).statusCode).toBe(400);
  });
});
