import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, sessions } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertPost } from "../../db/seed/factories";
import { notificationsOf, queueItemOf, reportedPostOf } from "../../test/helpers/moderation-test-helpers";
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
let secondModerator: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
  admin = await signedInMember(ctx, { role: "admin" });
  moderator = await signedInMember(ctx, { role: "moderator" });
  secondModerator = await signedInMember(ctx, { role: "moderator" });
});
afterAll(() => ctx.close());

let ipCounter = 10;
/** Each member on their own address, so the per-address fallbacks of limits never mix. */
const member = (overrides = {}) => signedInMember(ctx, overrides, { ip: `10.0.0.${ipCounter++}` });

const reportedPost = () => reportedPostOf(ctx, moderator, member);
const itemOf = (type: string, id: number, status?: string) => queueItemOf(moderator, type, id, status);

describe("the moderation queue and decisions", () => {
  it("lists one item per target, oldest open first, keyset-paged; members 403, visitors 401", async () => {
    const { item } = await reportedPost();
    // A second item, so the queue has a second page in this file of its own too.
    await reportedPost();
    expect(item).toMatchObject({
      id: expect.any(Number),
      target: {
        type: "post",
        excerpt: "Buy cheap followers now",
        link: expect.stringMatching(/^\/feed#post-/),
      },
      reportCount: 1,
      categories: ["spam"],
      status: "open",
      assignee: null,
    });
    const first = (await moderator.client.get("/api/moderation/queue?limit=1")).json();
    expect(first.items).toHaveLength(1);
    const second = (
      await moderator.client.get(`/api/moderation/queue?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(new Date(second.items[0].firstReportedAt) >= new Date(first.items[0].firstReportedAt)).toBe(true);
    const plain = await member();
    expect((await plain.client.get("/api/moderation/queue")).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get("/api/moderation/queue")).statusCode).toBe(401);
    expect((await admin.client.get("/api/moderation/queue")).statusCode).toBe(200);
    expect((await moderator.client.get("/api/moderation/queue?status=closed")).statusCode).toBe(400);
  });

  it("shows an item with the reporters' notes and the author's history", async () => {
    const { item, reporter } = await reportedPost();
    const detail = (await moderator.client.get(`/api/moderation/items/${item.id}`)).json();
    expect(detail.content).toBe("Buy cheap followers now");
    expect(detail.reports).toEqual([
      expect.objectContaining({
        category: "spam",
        note: "Obvious spam",
        reporter: expect.objectContaining({ id: reporter.user.id }),
      }),
    ]);
    expect(detail.authorHistory).toEqual([]);
  });

  it("hide: the post leaves the feed for others, reporters and author are told, log and audit log record it", async () => {
    const { author, reporter, post, item } = await reportedPost();
    const decided = await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
      action: "hide",
      reason: "Spam",
    });
    expect(decided.statusCode).toBe(201);
    expect(decided.json()).toEqual({
      id: expect.any(Number),
      itemId: item.id,
      action: "hide",
      reason: "Spam",
      durationDays: null,
      decidedAt: expect.any(String),
    });
    const feed = (await reporter.client.get("/api/feed?limit=50&scope=everyone")).json();
    expect(feed.posts.map((shown: { id: number }) => shown.id)).not.toContain(post.id);
    expect((await notificationsOf(reporter.client))[0]?.text).toBe(
      "We reviewed the post you reported and removed it.",
    );
    const authorNote = (await notificationsOf(author.client))[0];
    expect(authorNote?.text).toBe(
      "A moderator removed your post: Spam. You can appeal within 20 days in Settings.",
    );
    expect(JSON.stringify(await notificationsOf(author.client))).not.toContain("Obvious spam");
    // Decided once: a second decision is a 409.
    expect(
      (
        await secondModerator.client.post(`/api/moderation/items/${item.id}/decision`, {
          action: "dismiss",
          reason: "x",
        })
      ).statusCode,
    ).toBe(409);
    const log = (await moderator.client.get("/api/moderation/log")).json();
    expect(log.entries[0]).toMatchObject({
      action: "hide",
      target: { type: "post", id: post.id },
      reason: "Spam",
      moderator: { id: moderator.user.id },
    });
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "moderation.hide"));
    expect(audit.some((entry) => entry.targetId === String(post.id))).toBe(true);
    expect((await itemOf("post", post.id, "resolved")).assignee).toMatchObject({ id: moderator.user.id });
  });

  it("hide a comment: the comment list and the post's count leave it out", async () => {
    const author = await member();
    const commenter = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const made = await commenter.client.post(`/api/feed/${post.id}/comments`, {
      content: "You are all idiots",
    });
    expect(made.statusCode).toBe(201);
    const commentId = made.json().id ?? made.json().comment?.id;
    expect(
      (
        await author.client.post("/api/reports", {
          targetType: "comment",
          targetId: commentId,
          category: "harassment",
        })
      ).statusCode,
    ).toBe(201);
    const item = await itemOf("comment", commentId);
    expect(
      (
        await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
          action: "hide",
          reason: "Insult",
        })
      ).statusCode,
    ).toBe(201);
    const comments = (await author.client.get(`/api/feed/${post.id}/comments`)).json();
    expect(comments.comments).toEqual([]);
  });

  it("dismiss: reporters hear it was within the rules; a new report re-opens the same item", async () => {
    const { reporter, post, item } = await reportedPost();
    const dismissed = await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
      action: "dismiss",
      reason: "Not spam",
    });
    expect(dismissed.statusCode).toBe(201);
    expect((await notificationsOf(reporter.client))[0]?.text).toBe(
      "We reviewed the post you reported and found it within the rules.",
    );
    const another = await member();
    expect(
      (await another.client.post("/api/reports", { targetType: "post", targetId: post.id, category: "hate" }))
        .statusCode,
    ).toBe(201);
    const reopened = await itemOf("post", post.id);
    expect(reopened.id).toBe(item.id);
    expect(reopened.reportCount).toBe(2);
    expect(reopened.categories).toEqual(["hate", "spam"]);
  });

  it("suspend: sign-in answers 403 with the end date, sessions end at once", async () => {
    const { author, item } = await reportedPost();
    const decided = await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
      action: "suspend",
      reason: "Repeated spam",
      durationDays: 7,
    });
    expect(decided.statusCode).toBe(201);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, author.user.id))).toEqual([]);
    expect((await author.client.get("/api/auth/me")).statusCode).toBe(401);
    const login = await new TestClient(ctx.app).post("/api/auth/login", {
      email: author.user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    const endDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(login.json().message).toContain(endDate);
  });

  it("validates decisions: unknown action 400, durationDays 1–365, approve only for held items, 404 unknown item", async () => {
    const { item } = await reportedPost();
    const url = `/api/moderation/items/${item.id}/decision`;
    expect((await moderator.client.post(url, { action: "ban", reason: "x" })).statusCode).toBe(400);
    expect(
      (await moderator.client.post(url, { action: "suspend", reason: "x", durationDays: 366 })).statusCode,
    ).toBe(400);
    expect(
      (await moderator.client.post(url, { action: "suspend", reason: "x", durationDays: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await moderator.client.post(url, { action: "warn", reason: "x", durationDays: 3 })).statusCode,
    ).toBe(400);
    expect((await moderator.client.post(url, { action: "warn", reason: "" })).statusCode).toBe(400);
    expect((await moderator.client.post(url, { action: "approve", reason: "fine" })).statusCode).toBe(400);
    expect(
      (
        await moderator.client.post("/api/moderation/items/2147483647/decision", {
          action: "warn",
          reason: "x",
        })
      ).statusCode,
    ).toBe(404);
    const plain = await member();
    expect((await plain.client.post(url, { action: "warn", reason: "x" })).statusCode).toBe(403);
  });

  it("a moderator cannot suspend an admin (403); the last admin cannot be suspended", async () => {
    const reporter = await member();
    const otherAdmin = await signedInMember(ctx, { role: "admin" });
    const post = await insertPost(ctx.db, { userId: otherAdmin.user.id });
    await reporter.client.post("/api/reports", { targetType: "post", targetId: post.id, category: "spam" });
    const item = await itemOf("post", post.id);
    const url = `/api/moderation/items/${item.id}/decision`;
    const byModerator = await moderator.client.post(url, { action: "suspend", reason: "x", durationDays: 1 });
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().message).toBe("Only an administrator can suspend an administrator.");
    // Both admins exist: one may suspend the other, but not the one left standing.
    expect(
      (await admin.client.post(url, { action: "suspend", reason: "x", durationDays: 1 })).statusCode,
    ).toBe(201);
  });
});

describe("PATCH /api/admin/users/{id} {role}", () => {
  it("an admin grants and removes the moderator role with the role alone (audited); members 403", async () => {
    const target = await member();
    const granted = await admin.client.patch(`/api/admin/users/${target.user.id}`, { role: "moderator" });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().role).toBe("moderator");
    expect(granted.json().firstName).toBe(target.user.firstName);
    const audit = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "user.role"));
    expect(audit.find((entry) => entry.targetId === String(target.user.id))?.details).toEqual({
      from: "user",
      to: "moderator",
    });
    expect((await target.client.get("/api/moderation/queue")).statusCode).toBe(200);
    expect(
      (await moderator.client.patch(`/api/admin/users/${target.user.id}`, { role: "user" })).statusCode,
    ).toBe(403);
    expect(
      (await admin.client.patch(`/api/admin/users/${target.user.id}`, { role: "user" })).json().role,
    ).toBe("user");
    expect(
      (await admin.client.patch(`/api/admin/users/${target.user.id}`, { role: "owner" })).statusCode,
    ).toBe(400);
    expect((await admin.client.patch(`/api/admin/users/${target.user.id}`, {})).statusCode).toBe(400);
  });
});
