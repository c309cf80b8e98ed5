import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberBlocks, postComments, postLikes, postTags, topicFollows, users } from "../../db/schema";
import { insertConnection, insertPost, insertUser } from "../../db/seed/factories";
import { hoursAgo, keysOf, READER_POST_KEYS } from "../../test/helpers/feed-test-helpers";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { TOP_NEEDS_NETWORK } from "./feed.routes";
import { topScore } from "./network-feed.service";

let ctx: TestContext;
let visitor: TestClient;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
});
afterAll(() => ctx.close());

const uniqueTag = () =>
  `n${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8)}`;

type Post = { id: number; commentedBy?: { id: number; name: string; username: string } };

async function feedIds(client: TestClient, query = "") {
  const response = await client.get(`/api/feed?limit=50${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json().posts as Post[]).map((post) => post.id);
}

async function tagPost(postId: number, tag: string, createdAt: Date) {
  await ctx.db.insert(postTags).values({ postId, tag, createdAt });
}

/** A reader with a connection, a followed member, a followed topic and a stranger, each with a post. */
async function network() {
  const reader = await signedInMember(ctx);
  const connection = await insertUser(ctx.db, { firstName: "Sofia", lastName: "Reyes" });
  const followed = await insertUser(ctx.db);
  const stranger = await insertUser(ctx.db);
  const tag = uniqueTag();
  await insertConnection(ctx.db, {
    userId: reader.user.id,
    connectedUserId: connection.id,
    status: "accepted",
  });
  await reader.client.put(`/api/members/${followed.id}/follow`);
  await reader.client.put(`/api/topics/${tag}/follow`);
  const own = await insertPost(ctx.db, { userId: reader.user.id, createdAt: hoursAgo(5) });
  const fromConnection = await insertPost(ctx.db, { userId: connection.id, createdAt: hoursAgo(4) });
  const fromFollowed = await insertPost(ctx.db, { userId: followed.id, createdAt: hoursAgo(3) });
  const tagged = await insertPost(ctx.db, { userId: stranger.id, createdAt: hoursAgo(2) });
  await tagPost(tagged.id, tag, tagged.createdAt);
  const strangers = await insertPost(ctx.db, { userId: stranger.id, createdAt: hoursAgo(1) });
  return {
    reader,
    connection,
    followed,
    stranger,
    tag,
    own,
    fromConnection,
    fromFollowed,
    tagged,
    strangers,
  };
}

describe("GET /api/feed?scope=network", () => {
  it("is a member's default: their own, connections', followed members' and topics' posts, newest first", async () => {
    const n = await network();
    const expected = [n.tagged.id, n.fromFollowed.id, n.fromConnection.id, n.own.id];
    expect(await feedIds(n.reader.client)).toEqual(expected);
    expect(await feedIds(n.reader.client, "&scope=network")).toEqual(expected);
    const response = await n.reader.client.get("/api/feed");
    expect(Object.keys(response.json()).sort()).toEqual(["nextCursor", "posts"]);
    expect(keysOf(response.json().posts[0])).toEqual(READER_POST_KEYS);
    // Everyone's feed keeps the stranger's post.
    expect(await feedIds(n.reader.client, "&scope=everyone")).toContain(n.strangers.id);
  });

  it("a visitor always gets everyone's feed, and Top is refused outside a network (400)", async () => {
    const n = await network();
    expect(await feedIds(visitor, "&scope=network")).toContain(n.strangers.id);
    const top = await visitor.get("/api/feed?sort=top");
    expect(top.statusCode).toBe(400);
    expect(top.json().message).toBe(TOP_NEEDS_NETWORK);
    expect((await n.reader.client.get("/api/feed?scope=everyone&sort=top")).statusCode).toBe(400);
    expect((await n.reader.client.get("/api/feed?scope=friends")).statusCode).toBe(400);
    expect((await n.reader.client.get("/api/feed?sort=best")).statusCode).toBe(400);
  });

  it("an unfollowed connection's posts leave the feed; the connection stays", async () => {
    const n = await network();
    await n.reader.client.delete(`/api/members/${n.connection.id}/follow`);
    expect(await feedIds(n.reader.client)).not.toContain(n.fromConnection.id);
    await n.reader.client.put(`/api/members/${n.connection.id}/follow`);
    expect(await feedIds(n.reader.client)).toContain(n.fromConnection.id);
  });

  it("never shows blocked, suspended or deleted authors, nor unpublished posts of others", async () => {
    const n = await network();
    const taggedBlocked = await insertUser(ctx.db);
    const blockedPost = await insertPost(ctx.db, { userId: taggedBlocked.id, createdAt: hoursAgo(0.5) });
    await tagPost(blockedPost.id, n.tag, blockedPost.createdAt);
    await ctx.db.insert(memberBlocks).values({ blockerId: taggedBlocked.id, blockedId: n.reader.user.id });
    const hiddenPost = await insertPost(ctx.db, { userId: n.followed.id, isPublished: false });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, n.connection.id));
    const ids = await feedIds(n.reader.client);
    expect(ids).not.toContain(blockedPost.id);
    expect(ids).not.toContain(hiddenPost.id);
    expect(ids).not.toContain(n.fromConnection.id);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, n.followed.id));
    expect(await feedIds(n.reader.client)).toEqual([n.tagged.id, n.own.id]);
  });

  it("shows the reader's own post waiting for review, marked", async () => {
    const n = await network();
    const pending = await insertPost(ctx.db, { userId: n.reader.user.id, isPublished: false });
    const response = await n.reader.client.get("/api/feed");
    const shown = (response.json().posts as (Post & { pendingReview?: boolean })[]).find(
      (post) => post.id === pending.id,
    );
    expect(shown?.pendingReview).toBe(true);
  });

  it("brings in a post a connection commented on, marked with who commented", async () => {
    const n = await network();
    const commented = await insertPost(ctx.db, { userId: n.stranger.id, createdAt: hoursAgo(0.2) });
    await ctx.db
      .insert(postComments)
      .values({ postId: commented.id, userId: n.connection.id, content: "Agreed" });
    const response = await n.reader.client.get("/api/feed");
    const posts = response.json().posts as Post[];
    expect(posts[0]?.id).toBe(commented.id);
    expect(posts[0]?.commentedBy).toEqual({
      id: n.connection.id,
      name: "Sofia Reyes",
      username: n.connection.username,
    });
    expect(keysOf(posts[0] ?? {})).toEqual([...READER_POST_KEYS, "commentedBy"].sort());
    // Only the post the comment brought in carries the mark.
    expect(posts.filter((post) => post.commentedBy)).toHaveLength(1);
    // A followed member's comment does not bring posts in (only connections').
    const other = await insertPost(ctx.db, { userId: n.stranger.id, createdAt: hoursAgo(0.1) });
    await ctx.db.insert(postComments).values({ postId: other.id, userId: n.followed.id, content: "Hm" });
    expect(await feedIds(n.reader.client)).not.toContain(other.id);
  });

  it("pages newest first with no post twice and none skipped while new posts arrive", async () => {
    const reader = await signedInMember(ctx);
    const authors = await Promise.all([insertUser(ctx.db), insertUser(ctx.db), insertUser(ctx.db)]);
    for (const author of authors) await reader.client.put(`/api/members/${author.id}/follow`);
    const made: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const author = authors[index % 3];
      if (!author) throw new Error("no author");
      // Two posts share each timestamp: the id breaks the tie.
      const post = await insertPost(ctx.db, {
        userId: author.id,
        createdAt: hoursAgo(20 - Math.floor(index / 2)),
      });
      made.push(post.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await reader.client.get(`/api/feed?limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.statusCode).toBe(200);
      seen.push(...(page.json().posts as Post[]).map((post) => post.id));
      cursor = page.json().nextCursor;
      // A new post by a followed author between pages lands above, never inside, the pages read.
      await insertPost(ctx.db, { userId: authors[0]?.id ?? 0 });
    } while (cursor);
    const expected = [...made].reverse();
    expect(seen).toEqual(expected.slice(0, seen.length));
    expect(seen).toEqual(expected);
    expect((await reader.client.get("/api/feed?cursor=bm9wZQ")).statusCode).toBe(400);
  });

  it("an admin's network is their own, like any member's", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const stranger = await insertUser(ctx.db);
    const strangers = await insertPost(ctx.db, { userId: stranger.id });
    const own = await insertPost(ctx.db, { userId: admin.user.id, createdAt: hoursAgo(1) });
    expect(await feedIds(admin.client)).toEqual([own.id]);
    expect(await feedIds(admin.client, "&scope=everyone")).toContain(strangers.id);
  });

  it("is empty for a new member with no network", async () => {
    const reader = await signedInMember(ctx);
    expect((await reader.client.get("/api/feed")).json()).toEqual({ posts: [], nextCursor: null });
  });
});

describe("GET /api/feed?sort=top", () => {
  it("ranks by closeness and engagement, stable across pages while likes and posts arrive", async () => {
    const reader = await signedInMember(ctx);
    const connection = await insertUser(ctx.db);
    const followed = await insertUser(ctx.db);
    await insertConnection(ctx.db, {
      userId: connection.id,
      connectedUserId: reader.user.id,
      status: "accepted",
    });
    await reader.client.put(`/api/members/${followed.id}/follow`);
    const tag = uniqueTag();
    await ctx.db.insert(topicFollows).values({ userId: reader.user.id, tag });
    const created = hoursAgo(2);
    const byFollowed = await insertPost(ctx.db, { userId: followed.id, createdAt: created });
    const byConnection = await insertPost(ctx.db, { userId: connection.id, createdAt: created });
    const popular = await insertPost(ctx.db, { userId: followed.id, createdAt: hoursAgo(3) });
    const likers = await Promise.all(Array.from({ length: 6 }, () => insertUser(ctx.db)));
    await ctx.db.insert(postLikes).values(likers.map((liker) => ({ postId: popular.id, userId: liker.id })));
    const old = await insertPost(ctx.db, { userId: connection.id, createdAt: hoursAgo(24 * 30) });

    const first = await reader.client.get("/api/feed?sort=top&limit=2");
    expect(first.statusCode).toBe(200);
    const firstIds = (first.json().posts as Post[]).map((post) => post.id);
    expect(firstIds).toEqual([popular.id, byConnection.id]);
    // Meanwhile: the last post gets many likes and a new post arrives; the next pages do not change.
    await ctx.db
      .insert(postLikes)
      .values(likers.map((liker) => ({ postId: byFollowed.id, userId: liker.id })));
    await insertPost(ctx.db, { userId: connection.id });
    const second = await reader.client.get(`/api/feed?sort=top&limit=2&cursor=${first.json().nextCursor}`);
    expect((second.json().posts as Post[]).map((post) => post.id)).toEqual([byFollowed.id, old.id]);
    expect(second.json().nextCursor).toBeNull();
    // A newest-first cursor is not a Top cursor.
    const recent = await reader.client.get("/api/feed?limit=1");
    expect(
      (await reader.client.get(`/api/feed?sort=top&cursor=${recent.json().nextCursor}`)).statusCode,
    ).toBe(400);
  });

  it("scores closeness above a followed member and decays with age", () => {
    expect(topScore(3, 0, 0, 0)).toBeGreaterThan(topScore(2, 0, 0, 0));
    expect(topScore(2, 0, 0, 0)).toBeGreaterThan(topScore(1, 0, 0, 0));
    expect(topScore(1, 0, 0, 0)).toBeGreaterThan(topScore(0, 0, 0, 0));
    expect(topScore(2, 10, 0, 0)).toBeGreaterThan(topScore(3, 0, 0, 0));
    expect(topScore(3, 0, 0, 48 * 3600_000)).toBeLessThan(topScore(3, 0, 0, 0));
  });
});
