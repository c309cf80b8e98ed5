import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CURSOR } from "../../../shared/contracts/common";
import { encodeCursor } from "../../db/keyset-cursor";
import { memberBlocks, postComments, users } from "../../db/schema";
import { insertPost } from "../../db/seed/factories";
import { AUTHOR_KEYS, keysOf, POST_KEYS, READER_POST_KEYS } from "../../test/helpers/feed-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const visitor = () => new TestClient(ctx.app);
const activityOf = (client: TestClient, username: string, query = "") =>
  client.get(`/api/profile/${username}/activity${query ? `?${query}` : ""}`);

type Item = { kind: string; at: string; post: { id: number; content: string }; comment?: { id: number } };
/** "post:<content>" or "comment:<comment id>" for each item, in order. */
const labels = (body: { items: Item[] }) =>
  body.items.map((item) =>
    item.kind === "post" ? `post:${item.post.content}` : `comment:${item.comment?.id}`,
  );

async function comment(
  userId: number,
  postId: number,
  content: string,
  createdAt: Date,
  hiddenAt: Date | null = null,
) {
  const [row] = await ctx.db
    .insert(postComments)
    .values({ postId, userId, content, createdAt, hiddenAt })
    .returning();
  if (!row) throw new Error("no comment");
  return row;
}

describe("GET /api/profile/{username}/activity", () => {
  let author: SignedInMember;
  let other: SignedInMember;
  beforeAll(async () => {
    author = await signedInMember(ctx, {
      firstName: "Ola",
      lastName: "Active",
      jobTitle: "Engineer",
      company: "Acme",
    });
    other = await signedInMember(ctx, { firstName: "Tess", lastName: "Third" });
  });

  it("merges the member's posts and comments newest first, page by page, with the exact shape", async () => {
    const me = await signedInMember(ctx, { firstName: "Mia", lastName: "Merge" });
    const theirs = await insertPost(ctx.db, {
      userId: other.user.id,
      content: "Other's post",
      createdAt: minutesAgo(60),
    });
    const tie = minutesAgo(10);
    await insertPost(ctx.db, { userId: me.user.id, content: "oldest", createdAt: minutesAgo(50) });
    const c1 = await comment(me.user.id, theirs.id, "First comment", minutesAgo(40));
    await insertPost(ctx.db, { userId: me.user.id, content: "middle", createdAt: minutesAgo(30) });
    // A post and a comment at the same instant: the post first, then the comment (created_at, kind, id).
    const c2 = await comment(me.user.id, theirs.id, "Tied comment", tie);
    await insertPost(ctx.db, { userId: me.user.id, content: "tied post", createdAt: tie });
    const c3 = await comment(me.user.id, theirs.id, "Newest comment", minutesAgo(1));

    const first = await activityOf(visitor(), me.user.username, "limit=2");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(labels(body)).toEqual([`comment:${c3.id}`, "post:tied post"]);
    expect(body.nextCursor).toEqual(expect.any(String));
    const [newest, post] = body.items;
    expect(keysOf(newest)).toEqual(["at", "comment", "kind", "post"]);
    expect(newest).toMatchObject({
      kind: "comment",
      at: isoTime,
      comment: { id: c3.id, content: "Newest comment" },
    });
    expect(keysOf(newest.comment)).toEqual(["content", "id"]);
    // A comment carries the post commented on as the feed shows it, with that post's own author.
    expect(keysOf(newest.post)).toEqual(POST_KEYS);
    expect(keysOf(newest.post.author)).toEqual(AUTHOR_KEYS);
    expect(newest.post).toMatchObject({
      id: theirs.id,
      content: "Other's post",
      author: { id: other.user.id, name: "Tess Third", username: other.user.username },
    });
    expect(keysOf(post)).toEqual(["at", "kind", "post"]);
    expect(post).toMatchObject({
      kind: "post",
      at: post.post.createdAt,
      post: { author: { id: me.user.id } },
    });

    const pages = [labels(body)];
    let cursor = body.nextCursor as string | null;
    while (cursor) {
      const page = (await activityOf(visitor(), me.user.username, `limit=2&cursor=${cursor}`)).json();
      pages.push(labels(page));
      cursor = page.nextCursor;
    }
    expect(pages).toEqual([
      [`comment:${c3.id}`, "post:tied post"],
      [`comment:${c2.id}`, "post:middle"],
      [`comment:${c1.id}`, "post:oldest"],
    ]);

    // A signed-in reader gets their own like and bookmark on each post, as in the feed.
    const signedIn = (await activityOf(other.client, me.user.username)).json();
    expect(signedIn.items).toHaveLength(6);
    expect(keysOf(signedIn.items[0].post)).toEqual(READER_POST_KEYS);
  });

  it("answers an empty page for a member with no activity", async () => {
    const quiet = await signedInMember(ctx);
    const response = await activityOf(quiet.client, quiet.user.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });

  it("shows unpublished posts and hidden comments only to the member and moderators", async () => {
    const me = await signedInMember(ctx);
    const moderator = await signedInMember(ctx, { role: "moderator" });
    const admin = await signedInMember(ctx, { role: "admin" });
    const theirs = await insertPost(ctx.db, {
      userId: other.user.id,
      content: "Open post",
      createdAt: minutesAgo(30),
    });
    const pendingOfTheirs = await insertPost(ctx.db, {
      userId: other.user.id,
      content: "Their pending post",
      isPublished: false,
      createdAt: minutesAgo(30),
    });
    await insertPost(ctx.db, { userId: me.user.id, content: "published", createdAt: minutesAgo(20) });
    await insertPost(ctx.db, {
      userId: me.user.id,
      content: "pending",
      isPublished: false,
      createdAt: minutesAgo(15),
    });
    const hidden = await comment(me.user.id, theirs.id, "Hidden remark", minutesAgo(10), new Date());
    const onPending = await comment(me.user.id, pendingOfTheirs.id, "On a pending post", minutesAgo(5));

    const everyone = ["post:published"];
    expect(labels((await activityOf(visitor(), me.user.username)).json())).toEqual(everyone);
    expect(labels((await activityOf(author.client, me.user.username)).json())).toEqual(everyone);
    // The author of the pending post sees their own post, and so the comment on it.
    expect(labels((await activityOf(other.client, me.user.username)).json())).toEqual([
      `comment:${onPending.id}`,
      "post:published",
    ]);
    // The member sees their own pending post and hidden comment, marked, but not someone else's pending post.
    const own = (await activityOf(me.client, me.user.username)).json();
    expect(labels(own)).toEqual([`comment:${hidden.id}`, "post:pending", "post:published"]);
    expect(own.items[0].comment).toEqual({ id: hidden.id, content: "Hidden remark", hidden: true });
    expect(own.items[1].post.pendingReview).toBe(true);
    expect(own.items[2].post.pendingReview).toBeUndefined();
    for (const staff of [moderator, admin]) {
      const seen = (await activityOf(staff.client, me.user.username)).json();
      expect(labels(seen)).toEqual([
        `comment:${onPending.id}`,
        `comment:${hidden.id}`,
        "post:pending",
        "post:published",
      ]);
    }
  });

  it("404s a member who blocked the reader, shows nothing of a member the reader blocked, and hides blocked authors' posts", async () => {
    const me = await signedInMember(ctx);
    const neutral = await signedInMember(ctx);
    const blocked = await signedInMember(ctx);
    const stranger = await signedInMember(ctx);
    await insertPost(ctx.db, { userId: me.user.id, content: "mine", createdAt: minutesAgo(20) });
    const strangers = await insertPost(ctx.db, { userId: stranger.user.id, createdAt: minutesAgo(30) });
    const onStranger = await comment(me.user.id, strangers.id, "Nice", minutesAgo(10));

    await ctx.db.insert(memberBlocks).values({ blockerId: me.user.id, blockedId: blocked.user.id });
    await ctx.db.insert(memberBlocks).values({ blockerId: stranger.user.id, blockedId: other.user.id });

    // `blocked` was blocked by me: my profile (and activity) are gone for them.
    const forBlocked = await activityOf(blocked.client, me.user.username);
    expect(forBlocked.statusCode).toBe(404);
    expect(forBlocked.json()).toEqual({ message: expect.any(String) });
    expect((await blocked.client.get(`/api/profile/${me.user.username}`)).statusCode).toBe(404);
    // I blocked `blocked`: I still reach their profile (to unblock), but their activity is empty.
    await insertPost(ctx.db, { userId: blocked.user.id, content: "from blocked" });
    expect((await activityOf(me.client, blocked.user.username)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    // A comment on a post whose author blocked the reader is left out for that reader only.
    expect(labels((await activityOf(other.client, me.user.username)).json())).toEqual(["post:mine"]);
    expect(labels((await activityOf(neutral.client, me.user.username)).json())).toEqual([
      `comment:${onStranger.id}`,
      "post:mine",
    ]);
  });

  it("404s a deactivated, deleted or unknown member", async () => {
    const gone = await signedInMember(ctx);
    await insertPost(ctx.db, { userId: gone.user.id });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const deleted = await signedInMember(ctx);
    await ctx.db
      .update(users)
      .set({ isActive: false, deletedAt: new Date() })
      .where(eq(users.id, deleted.user.id));
    for (const username of [gone.user.username, deleted.user.username, "nobody-by-this-name"]) {
      const response = await activityOf(author.client, username);
      expect(response.statusCode, username).toBe(404);
      expect((await activityOf(visitor(), username)).statusCode, username).toBe(404);
    }
  });

  it("refuses a bad limit, a forged cursor and an unknown parameter with a 400", async () => {
    const forgedDate = encodeCursor({ kind: "date", at: "2026-01-01T00:00:00.000000Z", id: 1 });
    const badStream = Buffer.from("k|2026-01-01T00:00:00.000000Z,12|1").toString("base64url");
    for (const query of [
      "limit=0",
      "limit=51",
      "limit=two",
      "cursor=!!",
      `cursor=${forgedDate}`,
      `cursor=${badStream}`,
      "sort=new",
    ]) {
      const response = await activityOf(visitor(), author.user.username, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
    expect((await activityOf(visitor(), author.user.username, `cursor=${forgedDate}`)).json().message).toBe(
      INVALID_CURSOR,
    );
    expect((await activityOf(visitor(), author.user.username, "limit=51")).json().message).toContain(
      "Limit must be at most 50",
    );
  });
});
