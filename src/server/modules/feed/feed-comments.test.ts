import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_CONTENT_MAX_LENGTH } from "../../../shared/contracts/feed";
import { postComments, posts } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import { AUTHOR_KEYS, COMMENT_KEYS, keysOf, signedIn } from "../../test/helpers/feed-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let visitor: TestClient;
let authorId: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  authorId = (await insertUser(ctx.db)).id;
});
afterAll(() => ctx.close());

const commentsOf = async (postId: number) =>
  (await ctx.db.select({ comments: posts.comments }).from(posts).where(eq(posts.id, postId)))[0]?.comments;

describe("POST and GET /api/feed/{id}/comments", () => {
  it("adds a trimmed comment, lists comments oldest first for everyone, and the count follows", async () => {
    const { user, client } = await signedIn(ctx, {
      firstName: "Maya",
      lastName: "Patel",
      company: "Northwind",
    });
    const post = await insertPost(ctx.db, { userId: authorId });
    const created = await client.post(`/api/feed/${post.id}/comments`, { content: "  Congratulations!  " });
    expect(created.statusCode).toBe(201);
    const comment = created.json();
    expect(keysOf(comment)).toEqual(COMMENT_KEYS);
    expect(keysOf(comment.author)).toEqual(AUTHOR_KEYS);
    expect(comment).toMatchObject({
      postId: post.id,
      content: "Congratulations!",
      relativeTime: "Just now",
      author: {
        id: user.id,
        name: "Maya Patel",
        company: "Northwind",
        jobTitle: null,
        avatar: null,
        username: user.username,
      },
    });
    const second = (await client.post(`/api/feed/${post.id}/comments`, { content: "<b>bold</b>" })).json();
    expect(await commentsOf(post.id)).toBe(1 + 1);

    const list = await visitor.get(`/api/feed/${post.id}/comments`);
    expect(list.statusCode).toBe(200);
    expect(list.json().comments.map((item: { id: number }) => item.id)).toEqual([comment.id, second.id]);
    expect(list.json().comments[1].content).toBe("<b>bold</b>");
    expect(list.json().nextCursor).toBeNull();

    const page = await visitor.get(`/api/feed/${post.id}/comments?limit=1`);
    expect(page.json().comments.map((item: { id: number }) => item.id)).toEqual([comment.id]);
    const next = await visitor.get(`/api/feed/${post.id}/comments?limit=1&cursor=${page.json().nextCursor}`);
    expect(next.json().comments.map((item: { id: number }) => item.id)).toEqual([second.id]);

    const feed = (await visitor.get("/api/feed?limit=50")).json().posts;
    expect(feed.find((item: { id: number }) => item.id === post.id).comments).toBe(2);
  });

  it("refuses empty, whitespace, over-long comments and visitors, storing nothing", async () => {
    const { client } = await signedIn(ctx);
    const post = await insertPost(ctx.db, { userId: authorId });
    for (const body of [
      {},
      { content: "" },
      { content: "  \n " },
      { content: "x".repeat(COMMENT_CONTENT_MAX_LENGTH + 1) },
    ]) {
      expect((await client.post(`/api/feed/${post.id}/comments`, body)).statusCode).toBe(400);
    }
    expect((await visitor.post(`/api/feed/${post.id}/comments`, { content: "Hi" })).statusCode).toBe(401);
    expect(await ctx.db.select().from(postComments).where(eq(postComments.postId, post.id))).toEqual([]);
    expect(await commentsOf(post.id)).toBe(0);
  });

  it("answers 404 for a missing or unpublished post", async () => {
    const { client } = await signedIn(ctx);
    const hidden = await insertPost(ctx.db, { userId: authorId, isPublished: false });
    expect((await client.post(`/api/feed/${hidden.id}/comments`, { content: "Hi" })).statusCode).toBe(404);
    expect((await visitor.get(`/api/feed/${hidden.id}/comments`)).statusCode).toBe(404);
    expect((await visitor.get("/api/feed/987654/comments")).statusCode).toBe(404);
  });
});

describe("DELETE /api/feed/{id}/comments/{commentId}", () => {
  it("lets the comment's author delete it; the count follows", async () => {
    const { client } = await signedIn(ctx);
    const post = await insertPost(ctx.db, { userId: authorId });
    const comment = (await client.post(`/api/feed/${post.id}/comments`, { content: "Oops" })).json();
    const [first, second] = await Promise.all([
      client.delete(`/api/feed/${post.id}/comments/${comment.id}`),
      client.delete(`/api/feed/${post.id}/comments/${comment.id}`),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 404]);
    expect(await commentsOf(post.id)).toBe(0);
  });

  it("refuses another member (403), a visitor (401) and a comment of another post (404); an admin may delete", async () => {
    const { client: writer } = await signedIn(ctx);
    const post = await insertPost(ctx.db, { userId: authorId });
    const otherPost = await insertPost(ctx.db, { userId: authorId });
    const comment = (await writer.post(`/api/feed/${post.id}/comments`, { content: "Mine" })).json();
    const { client: other } = await signedIn(ctx);
    expect((await other.delete(`/api/feed/${post.id}/comments/${comment.id}`)).statusCode).toBe(403);
    expect((await visitor.delete(`/api/feed/${post.id}/comments/${comment.id}`)).statusCode).toBe(401);
    expect((await writer.delete(`/api/feed/${otherPost.id}/comments/${comment.id}`)).statusCode).toBe(404);
    expect(await commentsOf(post.id)).toBe(1);
    const { client: admin } = await signedIn(ctx, { role: "admin" });
    expect((await admin.delete(`/api/feed/${post.id}/comments/${comment.id}`)).statusCode).toBe(200);
    expect(await commentsOf(post.id)).toBe(0);
  });
});
