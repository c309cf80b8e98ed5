import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST_CONTENT_MAX_LENGTH } from "../../../shared/contracts/feed";
import { memberBlocks, postMentions, postTags, users } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import { keysOf, MENTION_KEYS, POST_KEYS } from "../../test/helpers/feed-test-helpers";
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
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  admin = await signedInMember(ctx, { role: "admin" });
});
afterAll(() => ctx.close());

const uniqueTag = () =>
  `t${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8)}`;

async function mentionsOf(postId: number) {
  const rows = await ctx.db.select().from(postMentions).where(eq(postMentions.postId, postId));
  return rows.map((row) => row.userId).sort();
}

async function notificationsOf(member: SignedInMember) {
  const response = await member.client.get("/api/notifications");
  expect(response.statusCode).toBe(200);
  return response.json().notifications as {
    type: string;
    text: string;
    link: string;
    actor: { id: number };
  }[];
}

describe("mentions in posts", () => {
  it("stores the mention and notifies the mentioned member once, with a link to the post", async () => {
    const author = await signedInMember(ctx, { firstName: "Ada", lastName: "Lovelace" });
    const mentioned = await signedInMember(ctx, { firstName: "Grace", lastName: "Hopper" });
    const content = `Great talk by @${mentioned.user.username} and again @${mentioned.user.username.toUpperCase()}!`;
    const response = await author.client.post("/api/feed", { content });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe(content);
    expect(keysOf(response.json())).toEqual([...POST_KEYS, "bookmarkedByMe", "likedByMe"].sort());
    const postId = response.json().id as number;
    expect(await mentionsOf(postId)).toEqual([mentioned.user.id]);
    const mentions = (await notificationsOf(mentioned)).filter((n) => n.type === "mention");
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toMatchObject({
      type: "mention",
      text: `Ada Lovelace mentioned you in a post: “${content}”`,
      link: `/feed#post-${postId}`,
      actor: { id: author.user.id },
    });
    // The author is never notified of their own post.
    expect((await notificationsOf(author)).filter((n) => n.type === "mention")).toEqual([]);
  });

  it("folds one author's unread mentions into one notification, linking to the newest post", async () => {
    const author = await signedInMember(ctx, { firstName: "Sofia", lastName: "Folds" });
    const mentioned = await signedInMember(ctx);
    const ids: number[] = [];
    for (const topic of ["pricing", "hiring", "design"]) {
      const post = await author.client.post("/api/feed", {
        content: `On ${topic}, ask @${mentioned.user.username}`,
      });
      ids.push(post.json().id as number);
    }
    const other = await signedInMember(ctx, { firstName: "Omar", lastName: "Other" });
    await other.client.post("/api/feed", { content: `Hello @${mentioned.user.username}` });

    const mentions = (await notificationsOf(mentioned)).filter((n) => n.type === "mention");
    expect(mentions.map((n) => n.text).sort()).toEqual([
      `Omar Other mentioned you in a post: “Hello @${mentioned.user.username}”`,
      "Sofia Folds mentioned you in 3 posts",
    ]);
    expect(mentions.find((n) => n.actor.id === author.user.id)?.link).toBe(`/feed#post-${ids[2]}`);
    expect(
      (await ctx.db.select().from(postMentions).where(eq(postMentions.userId, mentioned.user.id))).every(
        (row) => row.notifiedAt !== null,
      ),
    ).toBe(true);
  });

  it("skips oneself, unknown names, inactive and deleted members, and blocks either way", async () => {
    const author = await signedInMember(ctx);
    const inactive = await insertUser(ctx.db, { isActive: false });
    const deleted = await insertUser(ctx.db, { isActive: false, deletedAt: new Date() });
    const blockedByAuthor = await signedInMember(ctx);
    const blockerOfAuthor = await signedInMember(ctx);
    const fine = await signedInMember(ctx);
    await ctx.db.insert(memberBlocks).values([
      { blockerId: author.user.id, blockedId: blockedByAuthor.user.id },
      { blockerId: blockerOfAuthor.user.id, blockedId: author.user.id },
    ]);
    const names = [author.user, inactive, deleted, blockedByAuthor.user, blockerOfAuthor.user, fine.user];
    const content = `${names.map((member) => `@${member.username}`).join(" ")} @nobody-here-${Date.now()}`;
    const response = await author.client.post("/api/feed", { content });
    expect(response.statusCode).toBe(201);
    expect(await mentionsOf(response.json().id)).toEqual([fine.user.id]);
    for (const member of [blockedByAuthor, blockerOfAuthor])
      expect((await notificationsOf(member)).filter((n) => n.type === "mention")).toEqual([]);
    expect((await notificationsOf(fine)).filter((n) => n.type === "mention")).toHaveLength(1);
  });

  it("answers the resolved mentions with the post, everywhere it is read, and drops members who left", async () => {
    const author = await signedInMember(ctx);
    const reader = await signedInMember(ctx);
    const tag = uniqueTag();
    const grace = await insertUser(ctx.db, { firstName: "Grace", lastName: "Hopper" });
    const alan = await insertUser(ctx.db, { firstName: "Alan", lastName: "Turing" });
    const inactive = await insertUser(ctx.db, { isActive: false });
    const content = `#${tag} thanks @${grace.username} @${alan.username.toUpperCase()} @${inactive.username} @nobody-${tag} @${author.user.username}`;
    const created = await author.client.post("/api/feed", { content });
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as number;
    const expected = [
      { userId: alan.id, username: alan.username, name: "Alan Turing" },
      { userId: grace.id, username: grace.username, name: "Grace Hopper" },
    ];
    const sorted = (mentions: { userId: number }[]) => [...mentions].sort((a, b) => a.userId - b.userId);
    expect(sorted(created.json().mentions)).toEqual(sorted(expected));
    expect(keysOf(created.json().mentions[0])).toEqual(MENTION_KEYS);
    const unmentioned = await author.client.post("/api/feed", {
      content: `#${tag} nobody here @nobody-${tag}`,
    });
    expect(unmentioned.json().mentions).toEqual([]);

    expect((await reader.client.put(`/api/feed/${postId}/bookmark`)).statusCode).toBe(200);
    const mentionsIn = async () => {
      const topic = (await visitor.get(`/api/topics/${tag}`)).json().posts;
      const feed = (await reader.client.get("/api/feed?limit=50&scope=everyone")).json().posts;
      const bookmarks = (await reader.client.get("/api/feed/bookmarks")).json().posts;
      const find = (list: { id: number; mentions: { userId: number }[] }[]) =>
        sorted(list.find((post) => post.id === postId)?.mentions ?? []);
      expect(topic.find((post: { id: number }) => post.id === unmentioned.json().id).mentions).toEqual([]);
      return [find(topic), find(feed), find(bookmarks)];
    };
    expect(await mentionsIn()).toEqual([sorted(expected), sorted(expected), sorted(expected)]);

    // A member who leaves (or whom the reader blocks) is no longer a link in posts that named them.
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, alan.id));
    const [graceOnly] = expected.slice(1);
    expect(await mentionsIn()).toEqual([[graceOnly], [graceOnly], [graceOnly]]);
    await ctx.db.insert(memberBlocks).values({ blockerId: reader.user.id, blockedId: grace.id });
    const topicForReader = (await reader.client.get(`/api/topics/${tag}`)).json().posts;
    expect(topicForReader.find((post: { id: number }) => post.id === postId).mentions).toEqual([]);
    const topicForVisitor = (await visitor.get(`/api/topics/${tag}`)).json().posts;
    expect(topicForVisitor.find((post: { id: number }) => post.id === postId).mentions).toEqual([graceOnly]);
  });

  it("announces a mention in a post waiting for moderation once an admin publishes it, and only once", async () => {
    const author = await signedInMember(ctx);
    const mentioned = await signedInMember(ctx);
    expect((await admin.client.put("/api/admin/settings", { postModeration: true })).statusCode).toBe(200);
    try {
      const response = await author.client.post("/api/feed", {
        content: `Hello @${mentioned.user.username}`,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().pendingReview).toBe(true);
      const postId = response.json().id as number;
      expect(await mentionsOf(postId)).toEqual([mentioned.user.id]);
      const mentionsTold = async () => (await notificationsOf(mentioned)).filter((n) => n.type === "mention");
      expect(await mentionsTold()).toEqual([]);

      const visibility = `/api/admin/posts/${postId}/visibility`;
      expect((await admin.client.patch(visibility, { isPublished: true })).statusCode).toBe(200);
      const told = await mentionsTold();
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ link: `/feed#post-${postId}`, actor: { id: author.user.id } });

      expect((await admin.client.patch(visibility, { isPublished: false })).statusCode).toBe(200);
      expect((await admin.client.patch(visibility, { isPublished: true })).statusCode).toBe(200);
      expect(await mentionsTold()).toHaveLength(1);
    } finally {
      await admin.client.put("/api/admin/settings", { postModeration: false });
    }
  });

  it("treats @ followed by thousands of characters as text, and refuses a post over the limit", async () => {
    const author = await signedInMember(ctx);
    const long = await author.client.post("/api/feed", {
      content: `@${"a".repeat(POST_CONTENT_MAX_LENGTH - 1)}`,
    });
    expect(long.statusCode).toBe(201);
    expect(await mentionsOf(long.json().id)).toEqual([]);
    const tooLong = await author.client.post("/api/feed", { content: `@${"a".repeat(5000)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("content: Must be at most 3000 characters");
  });

  it("finds members to mention through the member search, without blocked members", async () => {
    const author = await signedInMember(ctx);
    const last = uniqueTag();
    const candidate = await insertUser(ctx.db, { firstName: "Mentionable", lastName: last });
    const blocked = await insertUser(ctx.db, { firstName: "Mentionable", lastName: `${last}x` });
    await ctx.db.insert(memberBlocks).values({ blockerId: blocked.id, blockedId: author.user.id });
    const response = await author.client.get(
      `/api/search/members?q=${encodeURIComponent(`Mentionable ${last}`)}&limit=8`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().members.map((member: { id: number }) => member.id)).toEqual([candidate.id]);
    expect(response.json().members[0].username).toBe(candidate.username);
  });
});

describe("GET /api/topics/{tag}", () => {
  it("lists the visible posts tagged with the topic, newest first, page by page, for every role", async () => {
    const tag = uniqueTag();
    const author = await signedInMember(ctx);
    const first = await author.client.post("/api/feed", { content: `Week one #${tag}` });
    const second = await author.client.post("/api/feed", {
      content: `Week two #${tag.toUpperCase()} #${tag}`,
    });
    await author.client.post("/api/feed", { content: `Not tagged ${tag}` });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const rows = await ctx.db.select().from(postTags).where(eq(postTags.postId, second.json().id));
    expect(rows.map((row) => row.tag)).toEqual([tag]);

    for (const client of [visitor, author.client, admin.client]) {
      const response = await client.get(`/api/topics/${tag.toUpperCase()}`);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(["nextCursor", "posts"]);
      expect(response.json().posts.map((post: { id: number }) => post.id)).toEqual([
        second.json().id,
        first.json().id,
      ]);
      expect(response.json().nextCursor).toBeNull();
    }
    const page = await visitor.get(`/api/topics/${tag}?limit=1`);
    expect(page.json().posts.map((post: { id: number }) => post.id)).toEqual([second.json().id]);
    expect(keysOf(page.json().posts[0])).toEqual(POST_KEYS);
    const next = await visitor.get(`/api/topics/${tag}?limit=1&cursor=${page.json().nextCursor}`);
    expect(next.json()).toMatchObject({ posts: [{ id: first.json().id }], nextCursor: null });
  });

  it("hides unpublished posts, inactive authors' posts and blocked members' posts", async () => {
    const tag = uniqueTag();
    const author = await signedInMember(ctx);
    const reader = await signedInMember(ctx);
    const shown = await author.client.post("/api/feed", { content: `#${tag} visible` });
    const gone = await signedInMember(ctx);
    await gone.client.post("/api/feed", { content: `#${tag} by someone who left` });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const hidden = await insertPost(ctx.db, {
      userId: author.user.id,
      content: `#${tag} hidden`,
      isPublished: false,
    });
    await ctx.db.insert(postTags).values({ postId: hidden.id, tag, createdAt: hidden.createdAt });

    const ids = async (client: TestClient) =>
      (await client.get(`/api/topics/${tag}`)).json().posts.map((post: { id: number }) => post.id);
    expect(await ids(reader.client)).toEqual([shown.json().id]);
    expect(await ids(admin.client)).toEqual([shown.json().id]);
    await ctx.db.insert(memberBlocks).values({ blockerId: author.user.id, blockedId: reader.user.id });
    expect(await ids(reader.client)).toEqual([]);
    expect(await ids(visitor)).toEqual([shown.json().id]);
  });

  it("answers an unknown topic with an empty page and a malformed one with a 400", async () => {
    const unknown = await visitor.get(`/api/topics/${uniqueTag()}zz`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ posts: [], nextCursor: null });
    for (const [tag, message] of [
      [`a${"b".repeat(40)}`, "tag: Topic must be at most 40 characters"],
      ["1abc", "tag: Topic must start with a letter and hold only letters, digits and underscores"],
      [
        encodeURIComponent(`%_\\'"`),
        "tag: Topic must start with a letter and hold only letters, digits and underscores",
      ],
      ["a", "tag: Topic must start with a letter and hold only letters, digits and underscores"],
    ]) {
      const response = await visitor.get(`/api/topics/${tag}`);
      expect(response.statusCode, tag).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Past the router's longest path parameter (100 characters): the JSON 404 of an unknown endpoint.
    const huge = await visitor.get(`/api/topics/a${"b".repeat(2000)}`);
    expect(huge.statusCode).toBe(404);
    expect(huge.json()).toEqual({ message: "No such API endpoint." });
    const malformed = await visitor.get("/api/topics/%E0%A4%A");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "The address is not valid." });
    const badCursor = await visitor.get("/api/topics/design?cursor=abc");
    expect(badCursor.statusCode).toBe(400);
    const badLimit = await visitor.get("/api/topics/design?limit=51");
    expect(badLimit.statusCode).toBe(400);
  });
});
