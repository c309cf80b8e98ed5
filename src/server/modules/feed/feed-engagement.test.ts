import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBookmarks, postLikes, postReports, posts } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import { keysOf, READER_POST_KEYS, signedIn } from "../../test/helpers/feed-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { countReports } from "./feed-engagement.service";

let ctx: TestContext;
let visitor: TestClient;
let authorId: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  authorId = (await insertUser(ctx.db)).id;
});
afterAll(() => ctx.close());

const likesOf = async (postId: number) =>
  (await ctx.db.select({ likes: posts.likes }).from(posts).where(eq(posts.id, postId)))[0]?.likes;

describe("PUT and DELETE /api/feed/{id}/like", () => {
  it("likes once per member, the count follows, and unliking takes it back", async () => {
    const { user, client } = await signedIn(ctx);
    const post = await insertPost(ctx.db, { userId: authorId, likes: 5 });
    const first = await client.put(`/api/feed/${post.id}/like`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: post.id, likes: 6, likedByMe: true });
    expect((await client.put(`/api/feed/${post.id}/like`)).json()).toEqual({
      id: post.id,
      likes: 6,
      likedByMe: true,
    });
    const { client: other } = await signedIn(ctx);
    expect((await other.put(`/api/feed/${post.id}/like`)).json().likes).toBe(7);

    const feed = (await client.get("/api/feed?limit=50&scope=everyone")).json().posts;
    expect(feed.find((item: { id: number }) => item.id === post.id)).toMatchObject({
      likes: 7,
      likedByMe: true,
    });

    expect((await client.delete(`/api/feed/${post.id}/like`)).json()).toEqual({
      id: post.id,
      likes: 6,
      likedByMe: false,
    });
    expect((await client.delete(`/api/feed/${post.id}/like`)).json()).toEqual({
      id: post.id,
      likes: 6,
      likedByMe: false,
    });
    expect(await ctx.db.select().from(postLikes).where(eq(postLikes.userId, user.id))).toEqual([]);
  });

  it("counts two likes sent at once only once", async () => {
    const { user, client } = await signedIn(ctx);
    const post = await insertPost(ctx.db, { userId: authorId });
    const answers = await Promise.all([
      client.put(`/api/feed/${post.id}/like`),
      client.put(`/api/feed/${post.id}/like`),
      client.put(`/api/feed/${post.id}/like`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await likesOf(post.id)).toBe(1);
    const rows = await ctx.db
      .select()
      .from(postLikes)
      .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, user.id)));
    expect(rows).toHaveLength(1);
    await Promise.all([
      client.delete(`/api/feed/${post.id}/like`),
      client.delete(`/api/feed/${post.id}/like`),
    ]);
    expect(await likesOf(post.id)).toBe(0);
  });

  it("answers 404 for a missing or unpublished post, 401 for a visitor, 400 for a bad id", async () => {
    const { client } = await signedIn(ctx);
    const hidden = await insertPost(ctx.db, { userId: authorId, isPublished: false });
    expect((await client.put("/api/feed/987654/like")).statusCode).toBe(404);
    expect((await client.put(`/api/feed/${hidden.id}/like`)).statusCode).toBe(404);
    expect((await client.put("/api/feed/0/like")).statusCode).toBe(400);
    const post = await insertPost(ctx.db, { userId: authorId });
    expect((await visitor.put(`/api/feed/${post.id}/like`)).statusCode).toBe(401);
    expect(await likesOf(post.id)).toBe(0);
  });
});

describe("bookmarks", () => {
  it("saves and unsaves a post, and lists the member's saved posts most recent first", async () => {
    const { user, client } = await signedIn(ctx);
    const first = await insertPost(ctx.db, { userId: authorId });
    const second = await insertPost(ctx.db, { userId: authorId });
    expect((await client.put(`/api/feed/${first.id}/bookmark`)).json()).toEqual({
      id: first.id,
      bookmarkedByMe: true,
    });
    expect((await client.put(`/api/feed/${first.id}/bookmark`)).statusCode).toBe(200);
    expect((await client.put(`/api/feed/${second.id}/bookmark`)).statusCode).toBe(200);

    const list = await client.get("/api/feed/bookmarks");
    expect(list.statusCode).toBe(200);
    const body = list.json().posts;
    expect(body.map((post: { id: number }) => post.id)).toEqual([second.id, first.id]);
    expect(keysOf(body[0])).toEqual(READER_POST_KEYS);
    expect(body[0]).toMatchObject({ bookmarkedByMe: true, likedByMe: false });
    expect(list.json().nextCursor).toBeNull();

    const page = await client.get("/api/feed/bookmarks?limit=1");
    expect(page.json().posts.map((post: { id: number }) => post.id)).toEqual([second.id]);
    const next = await client.get(`/api/feed/bookmarks?limit=1&cursor=${page.json().nextCursor}`);
    expect(next.json().posts.map((post: { id: number }) => post.id)).toEqual([first.id]);

    expect((await client.delete(`/api/feed/${second.id}/bookmark`)).json()).toEqual({
      id: second.id,
      bookmarkedByMe: false,
    });
    expect(
      (await client.get("/api/feed/bookmarks")).json().posts.map((post: { id: number }) => post.id),
    ).toEqual([first.id]);
    const { client: other } = await signedIn(ctx);
    expect((await other.get("/api/feed/bookmarks")).json().posts).toEqual([]);
    expect(await ctx.db.select().from(postBookmarks).where(eq(postBookmarks.userId, user.id))).toHaveLength(
      1,
    );
  });

  it("drops a saved post that was unpublished from the list", async () => {
    const { client } = await signedIn(ctx);
    const post = await insertPost(ctx.db, { userId: authorId });
    await client.put(`/api/feed/${post.id}/bookmark`);
    await ctx.db.update(posts).set({ isPublished: false }).where(eq(posts.id, post.id));
    expect((await client.get("/api/feed/bookmarks")).json().posts).toEqual([]);
  });

  it("is for members only", async () => {
    const post = await insertPost(ctx.db, { userId: authorId });
    expect((await visitor.put(`/api/feed/${post.id}/bookmark`)).statusCode).toBe(401);
    expect((await visitor.get("/api/feed/bookmarks")).statusCode).toBe(401);
    const { client } = await signedIn(ctx);
    expect((await client.put("/api/feed/987654/bookmark")).statusCode).toBe(404);
    expect((await client.get("/api/feed/bookmarks?limit=99")).statusCode).toBe(400);
  });
});

describe("POST /api/feed/{id}/share", () => {
  it("adds one share per member or visitor a day; a repeat answers the count unchanged (L4)", async () => {
    const post = await insertPost(ctx.db, { userId: authorId, shares: 2 });
    const { client } = await signedIn(ctx);
    const response = await client.post(`/api/feed/${post.id}/share`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: post.id, shares: 3 });
    expect((await visitor.post(`/api/feed/${post.id}/share`)).json()).toEqual({ id: post.id, shares: 4 });
    expect((await client.post(`/api/feed/${post.id}/share`, {})).json()).toEqual({ id: post.id, shares: 4 });
    expect((await visitor.post(`/api/feed/${post.id}/share`)).json()).toEqual({ id: post.id, shares: 4 });
    expect((await client.post("/api/feed/987654/share", {})).statusCode).toBe(404);
    expect((await client.post(`/api/feed/${post.id}/share`, { shares: 100 })).statusCode).toBe(400);
  });

  it("limits how fast one reader can add shares", async () => {
    const post = await insertPost(ctx.db, { userId: authorId });
    const reader = new TestClient(ctx.app, { ip: "10.9.8.7" });
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push((await reader.post(`/api/feed/${post.id}/share`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("POST /api/feed/{id}/report", () => {
  it("accepts one report per member; the second is a 409; the admin count follows", async () => {
    const post = await insertPost(ctx.db, { userId: authorId });
    const { client } = await signedIn(ctx);
    const first = await client.post(`/api/feed/${post.id}/report`, { reason: "Spam" });
    expect(first.statusCode).toBe(201);
    expect(keysOf(first.json())).toEqual(["message"]);
    const second = await client.post(`/api/feed/${post.id}/report`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("You have already reported this post.");
    const { client: other } = await signedIn(ctx);
    expect((await other.post(`/api/feed/${post.id}/report`)).statusCode).toBe(201);
    const { client: admin } = await signedIn(ctx, { role: "admin" });
    expect((await admin.post(`/api/feed/${post.id}/report`, {})).statusCode).toBe(201);
    expect((await countReports(ctx.db, [post.id])).get(post.id)).toBe(3);
    const [row] = await ctx.db.select().from(postReports).where(eq(postReports.reason, "Spam"));
    expect(row?.postId).toBe(post.id);
  });

  it("refuses visitors, authors, missing posts and over-long reasons", async () => {
    const { user, client } = await signedIn(ctx);
    const own = await insertPost(ctx.db, { userId: user.id });
    expect((await client.post(`/api/feed/${own.id}/report`, {})).statusCode).toBe(403);
    expect((await visitor.post(`/api/feed/${own.id}/report`, {})).statusCode).toBe(401);
    expect((await client.post("/api/feed/987654/report", {})).statusCode).toBe(404);
    const post = await insertPost(ctx.db, { userId: authorId });
    expect((await client.post(`/api/feed/${post.id}/report`, { reason: "x".repeat(501) })).statusCode).toBe(
      400,
    );
    expect(await ctx.db.select().from(postReports).where(eq(postReports.userId, user.id))).toEqual([]);
  });
});
