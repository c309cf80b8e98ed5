import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTS_PER_HOUR } from "../../../shared/contracts/moderation";
import { adminAuditLog, messages, moderationDecisions, postComments, sessions } from "../../db/schema";
import {
  DEFAULT_TEST_PASSWORD,
  insertBusiness,
  insertBusinessReview,
  insertOpportunity,
  insertPost,
} from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { createAppeal } from "./appeals.service";

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

async function reportedPost() {
  const author = await member();
  const reporter = await member();
  const post = await insertPost(ctx.db, { userId: author.user.id, content: "Buy cheap followers now" });
  const report = await reporter.client.post("/api/reports", {
    targetType: "post",
    targetId: post.id,
    category: "spam",
    note: "Obvious spam",
  });
  expect(report.statusCode).toBe(201);
  const item = await itemOf("post", post.id);
  return { author, reporter, post, item };
}

type QueuePage = { items: { id: number; target: { type: string; id: number } }[]; nextCursor: string | null };

// biome-ignore lint/suspicious/noExplicitAny: a queue item as the API answers it
async function itemOf(type: string, id: number, status = "open"): Promise<any> {
  let cursor: string | null = null;
  do {
    const response = await moderator.client.get(
      `/api/moderation/queue?status=${status}&limit=50${cursor ? `&cursor=${cursor}` : ""}`,
    );
    if (response.statusCode !== 200) throw new Error(`queue: ${response.statusCode} ${response.body}`);
    const page: QueuePage = response.json();
    const found = page.items.find((item) => item.target.type === type && item.target.id === id);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`no ${status} item for ${type} ${id}`);
}

const notificationsOf = async (client: TestClient) =>
  (await client.get("/api/notifications")).json().notifications as {
    type: string;
    text: string;
    link: string;
  }[];

describe("POST /api/reports", () => {
  it("reports a post: 201 {id, status}, a second report answers 200 with the same report", async () => {
    const author = await member();
    const reporter = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const body = { targetType: "post", targetId: post.id, category: "harassment" };
    const first = await reporter.client.post("/api/reports", body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), status: "open" });
    const again = await reporter.client.post("/api/reports", { ...body, category: "spam" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await itemOf("post", post.id)).reportCount).toBe(1);
  });

  it("reports every kind of target a member can see, into one item per target", async () => {
    const author = await member();
    const reporter = await member();
    const other = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const [comment] = await ctx.db
      .insert(postComments)
      .values({ postId: post.id, userId: author.user.id, content: "A rude comment" })
      .returning();
    const [message] = await ctx.db
      .insert(messages)
      .values({ senderId: author.user.id, recipientId: reporter.user.id, content: "Unwanted" })
      .returning();
    const business = await insertBusiness(ctx.db, { ownerId: author.user.id });
    const reviewedBusiness = await insertBusiness(ctx.db, { ownerId: other.user.id });
    const review = await insertBusinessReview(ctx.db, {
      businessId: reviewedBusiness.id,
      userId: author.user.id,
    });
    const opportunity = await insertOpportunity(ctx.db, { postedBy: author.user.id });
    const targets = [
      ["post", post.id],
      ["comment", comment?.id],
      ["message", message?.id],
      ["member", author.user.id],
      ["business", business.id],
      ["review", review.id],
      ["opportunity", opportunity.id],
    ] as const;
    for (const [targetType, targetId] of targets) {
      const answer = await reporter.client.post("/api/reports", { targetType, targetId, category: "other" });
      expect(answer.statusCode, targetType).toBe(201);
      // A second member's report raises the same item's count.
      if (targetType !== "message")
        expect(
          (await other.client.post("/api/reports", { targetType, targetId, category: "spam" })).statusCode,
        ).toBe(201);
      const item = await itemOf(targetType, targetId as number);
      expect(item.target.author).toEqual({
        id: author.user.id,
        username: author.user.username,
        firstName: author.user.firstName,
        lastName: author.user.lastName,
      });
      expect(item.reportCount).toBe(targetType === "message" ? 1 : 2);
    }
    // Only the two members of a conversation can read (and so report) its message.
    expect(
      (
        await other.client.post("/api/reports", {
          targetType: "message",
          targetId: message?.id,
          category: "spam",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a visitor (401), one's own content (400), a missing or hidden target (404), bad input (400)", async () => {
    const author = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const hidden = await insertPost(ctx.db, { userId: author.user.id, isPublished: false });
    const visitor = new TestClient(ctx.app);
    const reporter = await member();
    const body = { targetType: "post", targetId: post.id, category: "spam" };
    expect((await visitor.post("/api/reports", body)).statusCode).toBe(401);
    const own = await author.client.post("/api/reports", body);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("You cannot report your own post.");
    expect(
      (await author.client.post("/api/reports", { ...body, targetType: "member", targetId: author.user.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await reporter.client.post("/api/reports", { ...body, targetId: 2_147_483_647 })).statusCode,
    ).toBe(404);
    expect((await reporter.client.post("/api/reports", { ...body, targetId: hidden.id })).statusCode).toBe(
      404,
    );
    expect((await reporter.client.post("/api/reports", { ...body, category: "boring" })).statusCode).toBe(
      400,
    );
    expect((await reporter.client.post("/api/reports", { ...body, targetType: "article" })).statusCode).toBe(
      400,
    );
    expect((await reporter.client.post("/api/reports", { ...body, note: "x".repeat(1001) })).statusCode).toBe(
      400,
    );
  });

  it(`allows ${REPORTS_PER_HOUR} new reports an hour, then 429`, async () => {
    const author = await member();
    const reporter = await member();
    for (let index = 0; index < REPORTS_PER_HOUR; index++) {
      const post = await insertPost(ctx.db, { userId: author.user.id });
      const answer = await reporter.client.post("/api/reports", {
        targetType: "post",
        targetId: post.id,
        category: "spam",
      });
      expect(answer.statusCode).toBe(201);
    }
    const post = await insertPost(ctx.db, { userId: author.user.id });
    const refused = await reporter.client.post("/api/reports", {
      targetType: "post",
      targetId: post.id,
      category: "spam",
    });
    expect(refused.statusCode).toBe(429);
  });

  it("the old post-report route lands in the same queue", async () => {
    const author = await member();
    const reporter = await member();
    const post = await insertPost(ctx.db, { userId: author.user.id });
    expect(
      (await reporter.client.post(`/api/feed/${post.id}/report`, { reason: "Scam link" })).statusCode,
    ).toBe(201);
    const item = await itemOf("post", post.id);
    expect(item.reportCount).toBe(1);
  });
});

describe("the moderation queue and decisions", () => {
  it("lists one item per target, oldest open first, keyset-paged; members 403, visitors 401", async () => {
    const { item } = await reportedPost();
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
    expect(JSON.stringify(feed)).not.toContain(`"id":${post.id},`);
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

describe("appeals", () => {
  it("the author appeals once within 20 days; another moderator reverses and the post comes back", async () => {
    const { author, post, item } = await reportedPost();
    const decided = (
      await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
        action: "hide",
        reason: "Spam",
      })
    ).json();
    const mine = (await author.client.get("/api/moderation/decisions/mine")).json();
    expect(mine.decisions[0]).toEqual({
      id: decided.id,
      action: "hide",
      reason: "Spam",
      target: { type: "post", id: post.id, excerpt: "Buy cheap followers now" },
      decidedAt: decided.decidedAt,
      appealableUntil: new Date(new Date(decided.decidedAt).getTime() + 20 * 86_400_000).toISOString(),
      reversed: false,
      appeal: null,
    });
    const stranger = await member();
    expect(
      (await stranger.client.post("/api/moderation/appeals", { decisionId: decided.id, text: "Not mine" }))
        .statusCode,
    ).toBe(403);
    const appeal = await author.client.post("/api/moderation/appeals", {
      decisionId: decided.id,
      text: "It was a joke",
    });
    expect(appeal.statusCode).toBe(201);
    expect(appeal.json()).toEqual({ id: expect.any(Number), status: "open" });
    expect(
      (await author.client.post("/api/moderation/appeals", { decisionId: decided.id, text: "Again" }))
        .statusCode,
    ).toBe(400);

    const open = (await secondModerator.client.get("/api/moderation/appeals?status=open&limit=50")).json();
    expect(open.appeals.find((entry: { id: number }) => entry.id === appeal.json().id)).toMatchObject({
      text: "It was a joke",
      member: { id: author.user.id },
      decision: { action: "hide", moderator: { id: moderator.user.id } },
    });
    expect((await author.client.get("/api/moderation/appeals?status=open")).statusCode).toBe(403);
    const url = `/api/moderation/appeals/${appeal.json().id}`;
    // The moderator who decided cannot answer.
    expect((await moderator.client.post(url, { outcome: "reversed", reason: "x" })).statusCode).toBe(403);
    const answered = await secondModerator.client.post(url, {
      outcome: "reversed",
      reason: "A joke among friends",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ id: appeal.json().id, status: "reversed" });
    expect((await secondModerator.client.post(url, { outcome: "upheld", reason: "x" })).statusCode).toBe(409);
    const feed = (await stranger.client.get("/api/feed?limit=50&scope=everyone")).json();
    expect(JSON.stringify(feed)).toContain(`"id":${post.id},`);
    expect((await notificationsOf(author.client))[0]?.text).toBe(
      "Your appeal was accepted and the decision reversed: A joke among friends.",
    );
    expect((await author.client.get("/api/moderation/decisions/mine")).json().decisions[0]).toMatchObject({
      reversed: true,
      appeal: { status: "reversed" },
    });
  });

  it("reversing a suspension lets the member sign in again", async () => {
    const { author, item } = await reportedPost();
    const decided = (
      await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
        action: "suspend",
        reason: "Spam",
        durationDays: 30,
      })
    ).json();
    // The suspended member cannot sign in: the appeal is recorded as the Settings form would once they can.
    const appeal = await createAppeal(ctx.db, author.user.id, { decisionId: decided.id, text: "Sorry" });
    const answered = await secondModerator.client.post(`/api/moderation/appeals/${appeal.id}`, {
      outcome: "reversed",
      reason: "First time",
    });
    expect(answered.statusCode).toBe(200);
    const login = await new TestClient(ctx.app).post("/api/auth/login", {
      email: author.user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses an appeal of a dismissal, of a missing decision, and after 20 days", async () => {
    const { author, item } = await reportedPost();
    const decided = (
      await moderator.client.post(`/api/moderation/items/${item.id}/decision`, {
        action: "warn",
        reason: "Careful",
      })
    ).json();
    expect(
      (await author.client.post("/api/moderation/appeals", { decisionId: 2_147_483_647, text: "x" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await author.client.post("/api/moderation/appeals", { decisionId: decided.id, text: "" })).statusCode,
    ).toBe(400);
    await ctx.db
      .update(moderationDecisions)
      .set({ createdAt: new Date(Date.now() - 21 * 86_400_000) })
      .where(eq(moderationDecisions.id, decided.id));
    const late = await author.client.post("/api/moderation/appeals", {
      decisionId: decided.id,
      text: "Late",
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("A decision can be appealed within 20 days.");
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
