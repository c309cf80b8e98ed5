import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businesses,
  commentVersions,
  emailVerificationTokens,
  messages,
  opportunities,
  postComments,
  postImages,
  postLikes,
  posts,
  referrals,
  sessions,
  users,
} from "../../db/schema";
import {
  DEFAULT_TEST_PASSWORD,
  insertBusiness,
  insertBusinessReview,
  insertConnection,
  insertPost,
  insertReferral,
  insertService,
  insertServiceOrder,
  insertUser,
} from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

/** A member with something in every part of the export, and another member they deal with. */
async function memberWithActivity() {
  const member = await signedInMember(ctx, { phoneNumber: "+1 555 0100" });
  const other = await insertUser(ctx.db, {
    email: `other.${Date.now()}@example.com`,
    phoneNumber: "+1 555 0199",
  });
  const me = member.user.id;
  const ownPost = await insertPost(ctx.db, { userId: me, content: "My own post" });
  const theirPost = await insertPost(ctx.db, { userId: other.id, content: "Their post" });
  expect(
    (await member.client.post(`/api/feed/${theirPost.id}/comments`, { content: "Nice one" })).statusCode,
  ).toBe(201);
  expect((await member.client.put(`/api/feed/${theirPost.id}/like`)).statusCode).toBe(200);
  expect((await member.client.put(`/api/feed/${theirPost.id}/bookmark`)).statusCode).toBe(200);
  await insertConnection(ctx.db, { userId: me, connectedUserId: other.id, status: "accepted" });
  expect(
    (
      await member.client.post("/api/messages", {
        recipientId: other.id,
        content: "Hello there",
        type: "other",
      })
    ).statusCode,
  ).toBe(201);
  const referral = await insertReferral(ctx.db, { referrerId: me, refereeId: me, targetId: other.id });
  const service = await insertService(ctx.db);
  await insertServiceOrder(ctx.db, {
    userId: me,
    serviceId: service.id,
    projectName: "Shop relaunch",
    projectDescription: "A new look for the shop",
    requirements: "Mobile first",
    desiredCompletionDate: "2026-12-24",
  });
  const business = await insertBusiness(ctx.db, { ownerId: me, name: "My Shop" });
  const reviewed = await insertBusiness(ctx.db, { ownerId: other.id, name: "Their Shop" });
  await insertBusinessReview(ctx.db, { businessId: reviewed.id, userId: me, rating: 1 });
  return { ...member, other, ownPost, theirPost, referral, business, reviewed };
}

describe("GET /api/account/export", () => {
  it("downloads the member's own data as a JSON attachment, without secrets or others' contact details", async () => {
    const { user, client, other, ownPost, theirPost, referral, business } = await memberWithActivity();
    const picture = { url: `/uploads/${"a".repeat(32)}.webp`, width: 40, height: 30, alt: "A chart" };
    await ctx.db.insert(postImages).values({ userId: user.id, postId: ownPost.id, ...picture });
    const edited = await client.patch(`/api/feed/${ownPost.id}`, { content: "My words, edited" });
    expect(edited.statusCode).toBe(200);
    const comment = await editOwnComment(client, user.id, theirPost.id);
    const response = await client.get("/api/account/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="netwise-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = response.json();
    expect(Object.keys(data).sort()).toEqual([
      "bookmarks",
      "businesses",
      "commentVersions",
      "comments",
      "connections",
      "education",
      "experience",
      "exportedAt",
      "follows",
      "format",
      "invitations",
      "invoices",
      "likes",
      "messages",
      "notInterested",
      "notifications",
      "orders",
      "postImages",
      "postVersions",
      "posts",
      "profile",
      "referrals",
      "reviews",
      "serviceReviews",
      "signInMethods",
      "version",
    ]);
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, phoneNumber: "+1 555 0100" });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.posts.map((p: { id: number }) => p.id)).toEqual([ownPost.id]);
    expect(data.postVersions).toEqual([
      { postId: ownPost.id, content: ownPost.content, editedAt: ownPost.createdAt.toISOString() },
    ]);
    expect(data.postImages).toEqual([
      { id: expect.any(Number), postId: ownPost.id, position: 0, ...picture, createdAt: expect.any(String) },
    ]);
    expect(data.comments).toEqual([
      {
        id: comment.id,
        postId: theirPost.id,
        content: "Nice one, edited",
        createdAt: expect.any(String),
        editedAt: expect.any(String),
      },
    ]);
    expect(data.commentVersions).toEqual([
      { commentId: comment.id, content: "Nice one", editedAt: expect.any(String) },
    ]);
    expect(data.likes).toEqual([{ postId: theirPost.id }]);
    expect(data.connections).toEqual([
      {
        id: expect.any(Number),
        status: "accepted",
        direction: "sent",
        member: { id: other.id, username: other.username, name: `${other.firstName} ${other.lastName}` },
        createdAt: expect.any(String),
      },
    ]);
    expect(data.messages).toMatchObject([
      { direction: "sent", content: "Hello there", member: { id: other.id } },
    ]);
    // An ordinary message carries no internal "type": "other".
    expect(data.messages[0]).not.toHaveProperty("type");
    expect(data.referrals).toMatchObject([{ id: referral.id, role: "referrer", targetId: other.id }]);
    expect(data.orders).toHaveLength(1);
    // The member's own words about the order are theirs to take with them (issue 30).
    expect(data.orders[0]).toMatchObject({
      projectName: "Shop relaunch",
      projectDescription: "A new look for the shop",
      requirements: "Mobile first",
      desiredCompletionDate: "2026-12-24",
      deliveryDate: null,
      completedDate: null,
    });
    expect(data.businesses.map((b: { id: number }) => b.id)).toEqual([business.id]);
    expect(data.reviews).toMatchObject([{ rating: 1 }]);
    expect(data.notifications).toEqual([]);
    expect(data.notInterested).toEqual([]);
    expect(data.signInMethods).toEqual({ passkeys: [], singleSignOn: [] });
    expect(data.bookmarks).toMatchObject({ posts: [{ postId: theirPost.id }], articles: [], businesses: [] });

    const [hash] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    for (const secret of [hash?.hash, session?.tokenHash, other.email, "+1 555 0199"]) {
      expect(response.body).not.toContain(secret as string);
    }
  });

  it("gives each member only their own data, and a visitor 401", async () => {
    await memberWithActivity();
    const { client } = await signedInMember(ctx);
    const data = (await client.get("/api/account/export")).json();
    expect(data.posts).toEqual([]);
    expect(data.messages).toEqual([]);
    expect((await new TestClient(ctx.app).get("/api/account/export")).statusCode).toBe(401);
  });
});

/** Edits the member's one comment (on theirPost) to "Nice one, edited". */
async function editOwnComment(client: TestClient, userId: number, postId: number) {
  const [comment] = await ctx.db
    .select({ id: postComments.id })
    .from(postComments)
    .where(eq(postComments.userId, userId));
  if (!comment) throw new Error("no comment");
  const edited = await client.patch(`/api/feed/${postId}/comments/${comment.id}`, {
    content: "Nice one, edited",
  });
  expect(edited.statusCode).toBe(200);
  return comment;
}

const deleteAccount = (client: TestClient, body: unknown) => client.request("DELETE", "/api/account", body);

describe("DELETE /api/account", () => {
  it("removes the account and its content, keeps counts and ratings right, and keeps conversations", async () => {
    const { user, client, other, ownPost, theirPost, referral, business, reviewed } =
      await memberWithActivity();
    await insertBusinessReview(ctx.db, { businessId: reviewed.id, userId: other.id, rating: 5 });
    const otherClient = new TestClient(ctx.app);
    await otherClient.post("/api/auth/login", { email: other.email, password: DEFAULT_TEST_PASSWORD });
    const comment = await editOwnComment(client, user.id, theirPost.id);
    // Recompute the rating with both reviews through the API's own path: an owner's view of the business.
    const response = await deleteAccount(client, { password: DEFAULT_TEST_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === "netwise_session")?.value).toBe("");

    expect((await client.get("/api/auth/me")).statusCode).toBe(401);
    expect(
      (
        await new TestClient(ctx.app).post("/api/auth/login", {
          email: user.email,
          password: DEFAULT_TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    expect((await otherClient.get(`/api/profile/${user.username}`)).statusCode).toBe(404);
    expect((await otherClient.get(`/api/profile/deleted-${user.id}`)).statusCode).toBe(404);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    // Content gone, counters and ratings right.
    expect(await ctx.db.select().from(posts).where(eq(posts.id, ownPost.id))).toEqual([]);
    const [theirs] = await ctx.db.select().from(posts).where(eq(posts.id, theirPost.id));
    expect(theirs).toMatchObject({ likes: 0, comments: 0 });
    expect(await ctx.db.select().from(postComments).where(eq(postComments.userId, user.id))).toEqual([]);
    expect(
      await ctx.db.select().from(commentVersions).where(eq(commentVersions.commentId, comment.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(postLikes).where(eq(postLikes.userId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(businesses).where(eq(businesses.id, business.id))).toEqual([]);
    const [rated] = await ctx.db.select().from(businesses).where(eq(businesses.id, reviewed.id));
    expect(rated).toMatchObject({ rating: 5, reviewCount: 1 });

    // Messages and referrals stay for the other member, from "Deleted member".
    const inbox = (await otherClient.get("/api/messages")).json();
    const received = (Array.isArray(inbox) ? inbox : inbox.messages) as {
      content: string;
      sender: { name: string };
    }[];
    expect(received.find((m) => m.content === "Hello there")?.sender.name).toBe("Deleted member");
    expect(await ctx.db.select().from(messages).where(eq(messages.senderId, user.id))).toHaveLength(1);
    expect(await ctx.db.select().from(referrals).where(eq(referrals.id, referral.id))).toHaveLength(1);

    // The placeholder holds nothing personal.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: "Deleted",
      lastName: "member",
      phoneNumber: null,
      avatar: null,
      isActive: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it("L3: leaves the address nowhere in the database; the member's opportunities and links go", async () => {
    const { user, client } = await memberWithActivity();
    await ctx.db.insert(emailVerificationTokens).values({
      tokenHash: `l3-${user.id}`,
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const posted = await client.post("/api/opportunities", {
      title: "Looking for a designer",
      description: "A logo for the shop",
      type: "project",
      category: "Design",
    });
    expect(posted.statusCode).toBe(201);
    expect((await deleteAccount(client, { password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(204);

    expect(await ctx.db.select().from(opportunities).where(eq(opportunities.id, posted.json().id))).toEqual(
      [],
    );
    // Every table a backup holds (the public schema), searched row by row for the address.
    const rowsOf = async <T>(query: SQL) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rowsOf<{ name: string }>(
      sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const holding: string[] = [];
    for (const { name } of tables) {
      const [found] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(name)} t where position(${user.email.toLowerCase()} in lower(t::text)) > 0`,
      );
      if ((found?.n ?? 0) > 0) holding.push(name);
    }
    expect(holding).toEqual([]);
  });

  it("refuses a wrong password with 403 and changes nothing", async () => {
    const { user, client, ownPost } = await memberWithActivity();
    const response = await deleteAccount(client, { password: "not-my-password" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "The password is not correct." });
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);
    expect(await ctx.db.select().from(posts).where(eq(posts.id, ownPost.id))).toHaveLength(1);
    expect((await client.get(`/api/profile/${user.username}`)).statusCode).toBe(200);
  });

  it("refuses a missing password with 400 and a visitor with 401", async () => {
    const { client } = await signedInMember(ctx);
    expect((await deleteAccount(client, {})).statusCode).toBe(400);
    expect((await deleteAccount(client, { password: "x", username: "y" })).statusCode).toBe(400);
    expect((await deleteAccount(new TestClient(ctx.app), { password: "x" })).statusCode).toBe(401);
  });

  it("never deletes the last administrator", async () => {
    const solo = await createTestApp({ authRateLimit: 1000 });
    try {
      const admin = await signedInMember(solo, { role: "admin" });
      const refused = await deleteAccount(admin.client, { password: DEFAULT_TEST_PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: "You are the only administrator: make another member an administrator first.",
      });
      expect((await admin.client.get("/api/auth/me")).statusCode).toBe(200);

      const second = await signedInMember(solo, { role: "admin" });
      expect((await deleteAccount(admin.client, { password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(204);
      expect((await deleteAccount(second.client, { password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });
});
