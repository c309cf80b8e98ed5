import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST_CONTENT_MAX_LENGTH } from "../../../shared/contracts/feed";
import { memberBlocks, posts } from "../../db/schema";
import { insertPost } from "../../db/seed/factories";
import { AUTHOR_KEYS, keysOf, READER_POST_KEYS } from "../../test/helpers/feed-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let visitor: TestClient;
let admin: SignedInMember;
let author: SignedInMember;
let reposter: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  admin = await signedInMember(ctx, { role: "admin" });
  author = await signedInMember(ctx, { firstName: "Ada", lastName: "Lovelace" });
  reposter = await signedInMember(ctx, { firstName: "Grace", lastName: "Hopper" });
});
afterAll(() => ctx.close());

async function original(content = "The original words") {
  const response = await author.client.post("/api/feed", { content });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; createdAt: string; shares: number };
}

const sharesOf = async (postId: number) =>
  (await ctx.db.select({ shares: posts.shares }).from(posts).where(eq(posts.id, postId)))[0]?.shares;

describe("POST /api/feed/{id}/repost", () => {
  it("reposts with the member's words: 201, the new post carries repostOf, and the original's shares count it", async () => {
    const post = await original();
    const response = await reposter.client.post(`/api/feed/${post.id}/repost`, {
      content: "  Worth reading  ",
    });
    expect(response.statusCode).toBe(201);
    const repost = response.json();
    expect(keysOf(repost)).toEqual([...READER_POST_KEYS, "repostOf"].sort());
    expect(repost.content).toBe("Worth reading");
    expect(repost.author.id).toBe(reposter.user.id);
    expect(keysOf(repost.repostOf)).toEqual(["author", "content", "createdAt", "id"]);
    expect(keysOf(repost.repostOf.author)).toEqual(AUTHOR_KEYS);
    expect(repost.repostOf).toMatchObject({
      id: post.id,
      content: "The original words",
      createdAt: post.createdAt,
      author: { id: author.user.id, name: "Ada Lovelace" },
    });
    expect(await sharesOf(post.id)).toBe(1);

    // Everyone sees it in the feed with the original embedded; the original has no repostOf.
    const feed = (await visitor.get("/api/feed?limit=50")).json().posts as {
      id: number;
      repostOf?: { id: number } | null;
      shares: number;
    }[];
    expect(feed.find((p) => p.id === repost.id)?.repostOf?.id).toBe(post.id);
    const shown = feed.find((p) => p.id === post.id);
    expect(shown?.shares).toBe(1);
    expect(shown && "repostOf" in shown).toBe(false);
  });

  it("reposts plainly with no body, an empty body or no words; a plain repost of a repost links the original", async () => {
    const post = await original();
    const plain = await reposter.client.post(`/api/feed/${post.id}/repost`);
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ content: "", repostOf: { id: post.id } });
    const empty = await admin.client.post(`/api/feed/${post.id}/repost`, {});
    expect(empty.statusCode).toBe(201);
    const again = await author.client.post(`/api/feed/${plain.json().id}/repost`, { content: "" });
    expect(again.statusCode).toBe(201);
    expect(again.json().repostOf.id).toBe(post.id);
    expect(await sharesOf(post.id)).toBe(3);
  });

  it("answers repostOf null once the original is deleted, and deleting a repost takes its share back", async () => {
    const post = await original();
    const first = (await reposter.client.post(`/api/feed/${post.id}/repost`, { content: "One" })).json();
    const second = (await admin.client.post(`/api/feed/${post.id}/repost`, { content: "Two" })).json();
    expect(await sharesOf(post.id)).toBe(2);
    expect((await admin.client.delete(`/api/feed/${second.id}`)).statusCode).toBe(200);
    expect(await sharesOf(post.id)).toBe(1);

    expect((await author.client.delete(`/api/feed/${post.id}`)).statusCode).toBe(200);
    const feed = (await visitor.get("/api/feed?limit=50")).json().posts as {
      id: number;
      repostOf?: unknown;
    }[];
    expect(feed.find((p) => p.id === first.id)?.repostOf).toBeNull();
  });

  it("refuses a visitor (401), a missing or hidden post (404), a blocked author (403) and bad words (400)", async () => {
    const post = await original();
    expect((await visitor.post(`/api/feed/${post.id}/repost`, {})).statusCode).toBe(401);
    expect((await reposter.client.post("/api/feed/999999/repost", {})).statusCode).toBe(404);
    const hidden = await insertPost(ctx.db, { userId: author.user.id, isPublished: false });
    expect((await reposter.client.post(`/api/feed/${hidden.id}/repost`, {})).statusCode).toBe(404);
    expect((await reposter.client.post("/api/feed/abc/repost", {})).statusCode).toBe(400);
    for (const body of [
      { content: 5 },
      { content: "x".repeat(POST_CONTENT_MAX_LENGTH + 1) },
      { content: "ok", type: "insight" },
    ]) {
      expect((await reposter.client.post(`/api/feed/${post.id}/repost`, body)).statusCode).toBe(400);
    }
    const blocker = await signedInMember(ctx);
    await ctx.db.insert(memberBlocks).values({ blockerId: author.user.id, blockedId: blocker.user.id });
    expect((await blocker.client.post(`/api/feed/${post.id}/repost`, {})).statusCode).toBe(403);
    expect(await sharesOf(post.id)).toBe(0);
  });

  it("hides the original from a reader the original's author blocked", async () => {
    const post = await original();
    const repost = (
      await reposter.client.post(`/api/feed/${post.id}/repost`, { content: "See this" })
    ).json();
    const reader = await signedInMember(ctx);
    await ctx.db.insert(memberBlocks).values({ blockerId: author.user.id, blockedId: reader.user.id });
    const feed = (await reader.client.get("/api/feed?scope=everyone&limit=50")).json().posts as {
      id: number;
      repostOf?: unknown;
    }[];
    expect(feed.find((p) => p.id === repost.id)?.repostOf).toBeNull();
  });
});
