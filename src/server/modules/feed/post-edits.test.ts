import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST_CONTENT_MAX_LENGTH } from "../../../shared/contracts/feed";
import { postMentions, postVersions } from "../../db/schema";
import { insertPost } from "../../db/seed/factories";
import { keysOf, READER_POST_KEYS } from "../../test/helpers/feed-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { EDIT_OWN_POSTS_ONLY } from "./post-edits.service";

let ctx: TestContext;
let visitor: TestClient;
let admin: SignedInMember;
let author: SignedInMember;
let other: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  admin = await signedInMember(ctx, { role: "admin" });
  author = await signedInMember(ctx, { firstName: "Ada", lastName: "Lovelace" });
  other = await signedInMember(ctx);
});
afterAll(() => ctx.close());

const uniqueTag = () =>
  `t${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8)}`;

async function newPost(content = "First words") {
  const response = await author.client.post("/api/feed", { content });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; editedAt: string | null; createdAt: string };
}

async function mentionNotifications(member: SignedInMember, postId: number) {
  const response = await member.client.get("/api/notifications");
  expect(response.statusCode).toBe(200);
  return (response.json().notifications as { type: string; link: string }[]).filter(
    (n) => n.type === "mention" && n.link === `/feed#post-${postId}`,
  );
}

describe("PATCH /api/feed/{id}", () => {
  it("lets the author edit: 200 with the post, marked edited, and the old text in its history", async () => {
    const post = await newPost("First words");
    expect(post.editedAt).toBeNull();
    const response = await author.client.patch(`/api/feed/${post.id}`, { content: "  Second words  " });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(keysOf(edited)).toEqual(READER_POST_KEYS);
    expect(edited).toMatchObject({ id: post.id, content: "Second words", createdAt: post.createdAt });
    expect(typeof edited.editedAt).toBe("string");

    await author.client.patch(`/api/feed/${post.id}`, { content: "Third words" });
    const history = await visitor.get(`/api/feed/${post.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(keysOf(history.json())).toEqual(["versions"]);
    const versions = history.json().versions as { content: string; editedAt: string }[];
    expect(versions.map((version) => version.content)).toEqual(["Second words", "First words"]);
    expect(versions[1]?.editedAt).toBe(post.createdAt);
    expect(versions[0]?.editedAt).toBe(edited.editedAt);

    // Every feed shape carries the mark.
    const feed = (await visitor.get("/api/feed?limit=50")).json().posts as {
      id: number;
      editedAt: unknown;
    }[];
    expect(feed.find((shown) => shown.id === post.id)?.editedAt).toEqual(expect.any(String));
  });

  it("changes nothing when the text is the same", async () => {
    const post = await newPost("Same text");
    const response = await author.client.patch(`/api/feed/${post.id}`, { content: "Same text" });
    expect(response.statusCode).toBe(200);
    expect(response.json().editedAt).toBeNull();
    expect(await ctx.db.select().from(postVersions).where(eq(postVersions.postId, post.id))).toEqual([]);
  });

  it("refuses other members and administrators (403), visitors (401), and a missing post (404)", async () => {
    const post = await newPost("Mine");
    const byOther = await other.client.patch(`/api/feed/${post.id}`, { content: "Theirs" });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(EDIT_OWN_POSTS_ONLY);
    expect((await admin.client.patch(`/api/feed/${post.id}`, { content: "Admin's" })).statusCode).toBe(403);
    expect((await visitor.patch(`/api/feed/${post.id}`, { content: "Anyone's" })).statusCode).toBe(401);
    expect((await author.client.patch("/api/feed/999999", { content: "Nothing" })).statusCode).toBe(404);
    const unchanged = (await visitor.get(`/api/feed/${post.id}/history`)).json();
    expect(unchanged.versions).toEqual([]);
  });

  it("validates the text as a new post's", async () => {
    const post = await newPost("Valid");
    for (const body of [
      {},
      { content: "   " },
      { content: 5 },
      { content: "x".repeat(POST_CONTENT_MAX_LENGTH + 1) },
      { content: "ok", type: "insight" },
    ]) {
      const response = await author.client.patch(`/api/feed/${post.id}`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await author.client.patch("/api/feed/abc", { content: "x" })).statusCode).toBe(400);
  });

  it("reads topics and mentions again; a mention added by an edit notifies once, the already-mentioned not again", async () => {
    const first = await signedInMember(ctx);
    const added = await signedInMember(ctx);
    const oldTag = uniqueTag();
    const newTag = uniqueTag();
    const post = await newPost(`Hello @${first.user.username} #${oldTag}`);
    expect(await mentionNotifications(first, post.id)).toHaveLength(1);

    const content = `Hello @${first.user.username} and @${added.user.username} #${newTag}`;
    const response = await author.client.patch(`/api/feed/${post.id}`, { content });
    expect(response.statusCode).toBe(200);
    expect(
      (response.json().mentions as { userId: number }[]).map((m) => m.userId).sort((a, b) => a - b),
    ).toEqual([first.user.id, added.user.id].sort((a, b) => a - b));
    expect(await mentionNotifications(first, post.id)).toHaveLength(1);
    expect(await mentionNotifications(added, post.id)).toHaveLength(1);

    // Editing again (dropping and re-adding the mention) never notifies twice.
    await author.client.patch(`/api/feed/${post.id}`, { content: "No one now" });
    expect(await ctx.db.select().from(postMentions).where(eq(postMentions.postId, post.id))).toEqual([]);
    await author.client.patch(`/api/feed/${post.id}`, { content: `Back @${added.user.username}` });
    expect(await mentionNotifications(added, post.id)).toHaveLength(1);

    const oldTopic = (await visitor.get(`/api/topics/${oldTag}`)).json().posts as { id: number }[];
    const newTopic = (await visitor.get(`/api/topics/${newTag}`)).json().posts as { id: number }[];
    expect(oldTopic.map((p) => p.id)).not.toContain(post.id);
    expect(newTopic.map((p) => p.id)).not.toContain(post.id); // the last edit dropped it too
  });

  it("files a topic added by an edit under that topic", async () => {
    const tag = uniqueTag();
    const post = await newPost("No topic yet");
    await author.client.patch(`/api/feed/${post.id}`, { content: `Now about #${tag}` });
    const topic = (await visitor.get(`/api/topics/${tag}`)).json().posts as { id: number }[];
    expect(topic.map((p) => p.id)).toEqual([post.id]);
  });
});

describe("GET /api/feed/{id}/history", () => {
  it("is visible to visitors, members and admins alike; a missing or hidden post is a 404", async () => {
    const post = await newPost("Visible");
    await author.client.patch(`/api/feed/${post.id}`, { content: "Visible, edited" });
    for (const client of [visitor, other.client, admin.client, author.client]) {
      const response = await client.get(`/api/feed/${post.id}/history`);
      expect(response.statusCode).toBe(200);
      expect(response.json().versions).toHaveLength(1);
    }
    expect((await visitor.get("/api/feed/999999/history")).statusCode).toBe(404);
    expect((await visitor.get("/api/feed/0/history")).statusCode).toBe(400);
    const hidden = await insertPost(ctx.db, { userId: author.user.id, isPublished: false });
    expect((await other.client.get(`/api/feed/${hidden.id}/history`)).statusCode).toBe(404);
    expect((await author.client.get(`/api/feed/${hidden.id}/history`)).statusCode).toBe(200);
  });
});
