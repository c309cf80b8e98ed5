import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockedWordMessage, WATCHED_WORD_TAKEN } from "../../../shared/contracts/watched-words";
import { adminAuditLog, businessReviews, postComments, posts } from "../../db/schema";
import { insertBusiness, insertBusinessReview, insertPost } from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let admin: SignedInMember;
let moderator: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
  admin = await signedInMember(ctx, { role: "admin" });
  moderator = await signedInMember(ctx, { role: "moderator" });
});
afterAll(() => ctx.close());

let ipCounter = 10;
const member = () => signedInMember(ctx, {}, { ip: `10.1.0.${ipCounter++}` });
let wordCounter = 0;
const uniqueWord = (prefix: string) => `${prefix}${++wordCounter}x${Date.now().toString(36)}`;

async function addWord(word: string, action: "hold" | "block") {
  const response = await admin.client.post("/api/admin/watched-words", { word, action });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; word: string; action: string; createdAt: string };
}

// biome-ignore lint/suspicious/noExplicitAny: a queue item as the API answers it
async function heldItem(type: string, id: number): Promise<any> {
  const response = await moderator.client.get("/api/moderation/queue?status=held&limit=50");
  expect(response.statusCode).toBe(200);
  const item = response
    .json()
    .items.find(
      (entry: { target: { type: string; id: number } }) =>
        entry.target.type === type && entry.target.id === id,
    );
  if (!item) throw new Error(`no held item for ${type} ${id}`);
  return item;
}

const decide = (itemId: number, action: "approve" | "hide") =>
  moderator.client.post(`/api/moderation/items/${itemId}/decision`, { action, reason: "Checked by hand" });

const feedIds = async (client: TestClient) =>
  ((await client.get("/api/feed?scope=everyone&limit=50")).json().posts as { id: number }[]).map(
    (post) => post.id,
  );

describe("/api/admin/watched-words", () => {
  it("only admins list, add and remove words (visitor 401, member and moderator 403)", async () => {
    const someone = await member();
    for (const client of [new TestClient(ctx.app), someone.client, moderator.client]) {
      const status = client === someone.client || client === moderator.client ? 403 : 401;
      expect((await client.get("/api/admin/watched-words")).statusCode).toBe(status);
      expect((await client.post("/api/admin/watched-words", { word: "x", action: "hold" })).statusCode).toBe(
        status,
      );
      expect((await client.delete("/api/admin/watched-words/1")).statusCode).toBe(status);
    }
  });

  it("adds a word (trimmed, audited), lists it and removes it", async () => {
    const word = uniqueWord("Crypto");
    const created = await admin.client.post("/api/admin/watched-words", {
      word: `  ${word}  `,
      action: "hold",
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(Object.keys(body).sort()).toEqual(["action", "createdAt", "id", "word"]);
    expect(body).toMatchObject({ word, action: "hold" });
    const list = await admin.client.get("/api/admin/watched-words");
    expect(list.statusCode).toBe(200);
    expect(list.json().words).toContainEqual(body);

    const twice = await admin.client.post("/api/admin/watched-words", {
      word: word.toUpperCase(),
      action: "block",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: WATCHED_WORD_TAKEN });

    const removed = await admin.client.delete(`/api/admin/watched-words/${body.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await admin.client.get("/api/admin/watched-words")).json().words).not.toContainEqual(body);
    expect((await admin.client.delete(`/api/admin/watched-words/${body.id}`)).statusCode).toBe(404);
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, "watched_word"));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["watched_word.create", "watched_word.delete"]),
    );
  });

  it.each([
    ["no word", { action: "hold" }],
    ["a blank word", { word: "   ", action: "hold" }],
    ["punctuation only", { word: "!!!", action: "hold" }],
    ["a word over 100 characters", { word: "a".repeat(101), action: "hold" }],
    ["an unknown action", { word: "fine", action: "delete" }],
    ["an unknown field", { word: "fine", action: "hold", extra: 1 }],
  ])("refuses %s with 400", async (_what, body) => {
    const response = await admin.client.post("/api/admin/watched-words", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe("a block word", () => {
  it("refuses a post, a comment and a review (new or edited) naming the word; case-insensitive, whole words only", async () => {
    const word = uniqueWord("forbidden");
    await addWord(word, "block");
    const author = await member();
    const refused = await author.client.post("/api/feed", { content: `Get your ${word.toUpperCase()} here` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: blockedWordMessage(word) });
    // Part of a longer word is not the word.
    expect((await author.client.post("/api/feed", { content: `${word}s and pre${word}` })).statusCode).toBe(
      201,
    );

    const post = await insertPost(ctx.db, { userId: admin.user.id, content: "Open thread" });
    const comment = await author.client.post(`/api/feed/${post.id}/comments`, { content: `so ${word}!` });
    expect(comment.statusCode).toBe(400);
    expect(comment.json()).toEqual({ message: blockedWordMessage(word) });

    const owner = await member();
    const business = await insertBusiness(ctx.db, { ownerId: owner.user.id });
    const review = await author.client.post(`/api/businesses/${business.id}/reviews`, {
      rating: 4,
      title: `Very ${word}`,
      content: "Otherwise fine.",
    });
    expect(review.statusCode).toBe(400);
    expect(review.json()).toEqual({ message: blockedWordMessage(word) });
    const mine = await insertBusinessReview(ctx.db, { businessId: business.id, userId: author.user.id });
    const edited = await author.client.patch(`/api/businesses/${business.id}/reviews/${mine.id}`, {
      content: `Now ${word}.`,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ message: blockedWordMessage(word) });
  });

  it("matches a phrase across any spacing", async () => {
    const first = uniqueWord("cheap");
    await addWord(`${first} pills`, "block");
    const author = await member();
    const response = await author.client.post("/api/feed", { content: `Buy ${first}\n  PILLS today` });
    expect(response.statusCode).toBe(400);
  });
});

describe("a hold word", () => {
  it("holds a post: only its author sees it, it waits in the queue as held, and approve publishes it", async () => {
    const word = uniqueWord("promo");
    await addWord(word, "hold");
    const author = await member();
    const reader = await member();
    const created = await author.client.post("/api/feed", {
      content: `Great ${word} inside, @${reader.user.username}`,
    });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({ pendingReview: true, heldForReview: true });
    const ownFeed = (await author.client.get("/api/feed?scope=everyone&limit=50")).json().posts;
    expect(ownFeed.find((entry: { id: number }) => entry.id === post.id)).toMatchObject({
      heldForReview: true,
    });
    expect(await feedIds(reader.client)).not.toContain(post.id);
    expect(await feedIds(new TestClient(ctx.app))).not.toContain(post.id);
    expect(await feedIds(author.client)).toContain(post.id);

    const item = await heldItem("post", post.id);
    expect(item).toMatchObject({ status: "held", reportCount: 0, target: { type: "post", id: post.id } });
    expect(item.target.author.id).toBe(author.user.id);
    const mentionsOf = async () =>
      ((await reader.client.get("/api/notifications")).json().notifications as { type: string }[]).filter(
        (entry) => entry.type === "mention",
      ).length;
    expect(await mentionsOf()).toBe(0);
    expect((await decide(item.id, "approve")).statusCode).toBe(201);
    expect(await feedIds(reader.client)).toContain(post.id);
    // The mention is announced once the post is published.
    expect(await mentionsOf()).toBe(1);
  });

  it("holds a comment: the count leaves it out and nobody is notified; hide keeps it hidden", async () => {
    const word = uniqueWord("dodgy");
    await addWord(word, "hold");
    const postAuthor = await member();
    const author = await member();
    const post = await insertPost(ctx.db, { userId: postAuthor.user.id, content: "Thoughts?" });
    const created = await author.client.post(`/api/feed/${post.id}/comments`, { content: `A ${word} idea` });
    expect(created.statusCode).toBe(201);
    const comment = created.json();
    expect(comment.heldForReview).toBe(true);
    const [row] = await ctx.db.select().from(postComments).where(eq(postComments.id, comment.id));
    expect(row?.hiddenAt).not.toBeNull();
    const [counted] = await ctx.db
      .select({ comments: posts.comments })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(counted?.comments).toBe(0);
    const listed = (await postAuthor.client.get(`/api/feed/${post.id}/comments`)).json().comments;
    expect(listed).toEqual([]);
    const notifications = (await postAuthor.client.get("/api/notifications")).json();
    expect(JSON.stringify(notifications)).not.toContain(word);

    const item = await heldItem("comment", comment.id);
    expect((await decide(item.id, "hide")).statusCode).toBe(201);
    const [after] = await ctx.db.select().from(postComments).where(eq(postComments.id, comment.id));
    expect(after?.hiddenAt).not.toBeNull();
    // A held item takes only approve or hide, and once decided nothing more.
    expect((await decide(item.id, "approve")).statusCode).toBe(409);
  });

  it("holds a review until approved: not counted in the rating meanwhile", async () => {
    const word = uniqueWord("sketchy");
    await addWord(word, "hold");
    const owner = await member();
    const author = await member();
    const business = await insertBusiness(ctx.db, { ownerId: owner.user.id });
    const created = await author.client.post(`/api/businesses/${business.id}/reviews`, {
      rating: 1,
      title: "Hmm",
      content: `Quite ${word}.`,
    });
    expect(created.statusCode).toBe(201);
    const reviewId = created.json().review.id;
    const [row] = await ctx.db.select().from(businessReviews).where(eq(businessReviews.id, reviewId));
    expect(row?.isApproved).toBe(false);
    const listed = (await owner.client.get(`/api/businesses/${business.id}/reviews`)).json();
    expect(JSON.stringify(listed)).not.toContain(word);

    const item = await heldItem("review", reviewId);
    expect((await decide(item.id, "approve")).statusCode).toBe(201);
    const [approved] = await ctx.db.select().from(businessReviews).where(eq(businessReviews.id, reviewId));
    expect(approved?.isApproved).toBe(true);
    // The owner hears of the review once it is published, not while it waited.
    const told = (await owner.client.get("/api/notifications")).json().notifications;
    expect(told.filter((n: { type: string }) => n.type === "business_review")).toHaveLength(1);
  });

  it("tells the post's author of a held comment once a moderator approves it", async () => {
    const word = uniqueWord("iffy");
    await addWord(word, "hold");
    const postAuthor = await member();
    const author = await member();
    const post = await insertPost(ctx.db, { userId: postAuthor.user.id, content: "Ideas welcome" });
    const comment = (
      await author.client.post(`/api/feed/${post.id}/comments`, { content: `An ${word} one` })
    ).json();
    const commentsTold = async () =>
      (await postAuthor.client.get("/api/notifications"))
        .json()
        .notifications.filter((n: { type: string }) => n.type === "post_comment");
    expect(await commentsTold()).toEqual([]);
    const item = await heldItem("comment", comment.id);
    expect((await decide(item.id, "approve")).statusCode).toBe(201);
    const told = await commentsTold();
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(`An ${word} one`);
    expect((await postAuthor.client.get(`/api/feed/${post.id}/comments`)).json().comments).toHaveLength(1);
  });

  it("a held item refuses other decisions", async () => {
    const word = uniqueWord("iffy");
    await addWord(word, "hold");
    const author = await member();
    const post = (await author.client.post("/api/feed", { content: `So ${word}` })).json();
    const item = await heldItem("post", post.id);
    const warn = await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
      action: "warn",
      reason: "No",
    });
    expect(warn.statusCode).toBe(400);
  });
});
