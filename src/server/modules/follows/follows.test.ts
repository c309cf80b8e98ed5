import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANNOT_FOLLOW_SELF, FOLLOWS_MAX, TOO_MANY_FOLLOWS } from "../../../shared/contracts/follows";
import { memberFollows, topicFollows, users } from "../../db/schema";
import { insertConnection, insertPost, insertUser } from "../../db/seed/factories";
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

const rowsOf = (followerId: number, followedId: number) =>
  ctx.db
    .select({ state: memberFollows.state })
    .from(memberFollows)
    .where(and(eq(memberFollows.followerId, followerId), eq(memberFollows.followedId, followedId)));

const uniqueTag = () =>
  `t${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8)}`;

describe("PUT/DELETE /api/members/{id}/follow", () => {
  it("follows and unfollows a member one way, with the exact answer", async () => {
    const member = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    const follow = await member.client.put(`/api/members/${other.id}/follow`);
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toEqual({ memberId: other.id, following: true, followerCount: 1 });
    // Idempotent.
    expect((await member.client.put(`/api/members/${other.id}/follow`)).json()).toEqual({
      memberId: other.id,
      following: true,
      followerCount: 1,
    });
    expect(await rowsOf(member.user.id, other.id)).toEqual([{ state: "following" }]);
    expect(await rowsOf(other.id, member.user.id)).toEqual([]);
    const unfollow = await member.client.delete(`/api/members/${other.id}/follow`);
    expect(unfollow.statusCode).toBe(200);
    expect(unfollow.json()).toEqual({ memberId: other.id, following: false, followerCount: 0 });
    expect(await rowsOf(member.user.id, other.id)).toEqual([]);
  });

  it("an admin follows like any member", async () => {
    const other = await insertUser(ctx.db);
    const response = await admin.client.put(`/api/members/${other.id}/follow`);
    expect(response.json()).toMatchObject({ following: true });
  });

  it("a connection follows both ways without a row; unfollowing mutes without disconnecting", async () => {
    const member = await signedInMember(ctx);
    const connection = await signedInMember(ctx);
    await insertConnection(ctx.db, {
      userId: connection.user.id,
      connectedUserId: member.user.id,
      status: "accepted",
    });
    const state = await member.client.put(`/api/members/${connection.user.id}/follow`);
    expect(state.json()).toEqual({ memberId: connection.user.id, following: true, followerCount: 1 });
    expect(await rowsOf(member.user.id, connection.user.id)).toEqual([]);
    const muted = await member.client.delete(`/api/members/${connection.user.id}/follow`);
    expect(muted.json()).toEqual({ memberId: connection.user.id, following: false, followerCount: 0 });
    expect(await rowsOf(member.user.id, connection.user.id)).toEqual([{ state: "muted" }]);
    // Still connected, and the other side still follows.
    const back = await connection.client.put(`/api/members/${member.user.id}/follow`);
    expect(back.json()).toEqual({ memberId: member.user.id, following: true, followerCount: 1 });
    // Following again lifts the mute.
    const again = await member.client.put(`/api/members/${connection.user.id}/follow`);
    expect(again.json()).toMatchObject({ following: true, followerCount: 1 });
    expect(await rowsOf(member.user.id, connection.user.id)).toEqual([]);
  });

  it("refuses oneself (400), a missing, deleted or suspended member (404), changing nothing", async () => {
    const member = await signedInMember(ctx);
    const self = await member.client.put(`/api/members/${member.user.id}/follow`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CANNOT_FOLLOW_SELF);
    expect((await member.client.delete(`/api/members/${member.user.id}/follow`)).statusCode).toBe(400);
    expect((await member.client.put("/api/members/2147483647/follow")).statusCode).toBe(404);
    const suspended = await insertUser(ctx.db, { isActive: false });
    expect((await member.client.put(`/api/members/${suspended.id}/follow`)).statusCode).toBe(404);
    const deleted = await insertUser(ctx.db, { deletedAt: new Date() });
    expect((await member.client.put(`/api/members/${deleted.id}/follow`)).statusCode).toBe(404);
    expect((await member.client.put("/api/members/abc/follow")).statusCode).toBe(400);
    const rows = await ctx.db
      .select()
      .from(memberFollows)
      .where(eq(memberFollows.followerId, member.user.id));
    expect(rows).toEqual([]);
  });

  it("a block ends follows both ways, and a blocked member cannot follow (403)", async () => {
    const member = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    await member.client.put(`/api/members/${other.user.id}/follow`);
    await other.client.put(`/api/members/${member.user.id}/follow`);
    expect((await member.client.post(`/api/members/${other.user.id}/block`)).statusCode).toBe(200);
    expect(await rowsOf(member.user.id, other.user.id)).toEqual([]);
    expect(await rowsOf(other.user.id, member.user.id)).toEqual([]);
    const blocked = await other.client.put(`/api/members/${member.user.id}/follow`);
    expect(blocked.statusCode).toBe(403);
    const blocker = await member.client.put(`/api/members/${other.user.id}/follow`);
    expect(blocker.statusCode).toBe(403);
    expect(await rowsOf(other.user.id, member.user.id)).toEqual([]);
  });

  it(`refuses a follow past ${FOLLOWS_MAX} members and topics with a clear 400`, async () => {
    const member = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    await ctx.db
      .insert(topicFollows)
      .values(
        Array.from({ length: FOLLOWS_MAX }, (_, index) => ({ userId: member.user.id, tag: `full${index}` })),
      );
    const response = await member.client.put(`/api/members/${other.id}/follow`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TOO_MANY_FOLLOWS);
    const topic = await member.client.put(`/api/topics/${uniqueTag()}/follow`);
    expect(topic.statusCode).toBe(400);
    expect(await rowsOf(member.user.id, other.id)).toEqual([]);
    // Unfollowing still works, and frees a place.
    expect((await member.client.delete("/api/topics/full0/follow")).statusCode).toBe(200);
    expect((await member.client.put(`/api/members/${other.id}/follow`)).statusCode).toBe(200);
  });

  it("asks a visitor to sign in (401)", async () => {
    const other = await insertUser(ctx.db);
    expect((await visitor.put(`/api/members/${other.id}/follow`)).statusCode).toBe(401);
    expect((await visitor.delete(`/api/members/${other.id}/follow`)).statusCode).toBe(401);
  });
});

describe("/api/topics/{tag}/follow", () => {
  it("follows and unfollows a topic, answering its post and follower counts", async () => {
    const member = await signedInMember(ctx);
    const tag = uniqueTag();
    const author = await insertUser(ctx.db);
    await member.client.post("/api/feed", { content: `About #${tag}` });
    await insertPost(ctx.db, { userId: author.id, content: "unrelated" });
    const before = await visitor.get(`/api/topics/${tag.toUpperCase()}/follow`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ tag, following: false, postCount: 1, followerCount: 0 });
    const follow = await member.client.put(`/api/topics/${tag.toUpperCase()}/follow`);
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toEqual({ tag, following: true, postCount: 1, followerCount: 1 });
    expect((await member.client.put(`/api/topics/${tag}/follow`)).json()).toMatchObject({ followerCount: 1 });
    expect((await member.client.get(`/api/topics/${tag}/follow`)).json()).toMatchObject({ following: true });
    expect((await admin.client.get(`/api/topics/${tag}/follow`)).json()).toMatchObject({ following: false });
    const unfollow = await member.client.delete(`/api/topics/${tag}/follow`);
    expect(unfollow.json()).toEqual({ tag, following: false, postCount: 1, followerCount: 0 });
  });

  it("refuses a malformed tag (400) and a visitor (401)", async () => {
    const member = await signedInMember(ctx);
    expect((await member.client.put("/api/topics/no-such-tag/follow")).statusCode).toBe(400);
    expect((await member.client.put(`/api/topics/${"a".repeat(41)}/follow`)).statusCode).toBe(400);
    expect((await visitor.put("/api/topics/design/follow")).statusCode).toBe(401);
    expect((await visitor.delete("/api/topics/design/follow")).statusCode).toBe(401);
  });
});

describe("GET /api/topics", () => {
  it("lists the topics most used in the newest posts, without the ones the reader follows", async () => {
    const member = await signedInMember(ctx);
    const [busy, quiet] = [uniqueTag(), uniqueTag()];
    await member.client.post("/api/feed", { content: `#${busy} one` });
    await member.client.post("/api/feed", { content: `#${busy} two #${quiet}` });
    await member.client.post("/api/feed", { content: `#${busy} three` });
    const response = await visitor.get("/api/topics");
    expect(response.statusCode).toBe(200);
    const topics = response.json().topics as { tag: string; postCount: number }[];
    expect(topics[0]).toEqual({ tag: busy, postCount: 3 });
    expect(topics).toContainEqual({ tag: quiet, postCount: 1 });
    await member.client.put(`/api/topics/${busy}/follow`);
    const forMember = (await member.client.get("/api/topics")).json().topics as { tag: string }[];
    expect(forMember.map((topic) => topic.tag)).not.toContain(busy);
    expect((await admin.client.get("/api/topics")).json().topics[0]).toEqual({ tag: busy, postCount: 3 });
  });
});

describe("deleted members", () => {
  it("are not counted among followers", async () => {
    const member = await signedInMember(ctx);
    const follower = await signedInMember(ctx);
    await follower.client.put(`/api/members/${member.user.id}/follow`);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, follower.user.id));
    const other = await signedInMember(ctx);
    const state = await other.client.put(`/api/members/${member.user.id}/follow`);
    expect(state.json()).toMatchObject({ followerCount: 1 });
  });
});
