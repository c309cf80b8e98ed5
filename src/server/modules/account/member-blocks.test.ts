import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCKED_MESSAGE } from "../../../shared/contracts/account";
import { connections } from "../../db/schema";
import { insertConnection, insertPost, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

/** Two members who match each other well (same city, one offers what the other seeks). */
async function matchingPair() {
  const city = `Blockton ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const seeker = await signedInMember(ctx, {
    lookingFor: "An accountant for my bakery",
    location: `${city}, OK`,
    skills: ["Baking"],
    industry: "Food",
  });
  const accountant = await signedInMember(ctx, {
    jobTitle: "Accountant",
    servicesOffered: "Accounting and tax returns for small businesses",
    location: `${city}, OK`,
    industry: "Food",
  });
  return { seeker, accountant };
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe("POST /api/members/{id}/block", () => {
  it("blocks: the pair vanishes from each other's recommendations, matches and insights, and feeds", async () => {
    const { seeker, accountant } = await matchingPair();
    const post = await insertPost(ctx.db, { userId: accountant.user.id, content: "Tax tips for bakers" });
    const seekerPost = await insertPost(ctx.db, { userId: seeker.user.id, content: "Fresh bread today" });
    const recommended = async (client: TestClient) =>
      ids((await client.get("/api/dashboard/recommendations")).json());
    const matched = async (client: TestClient) => {
      const body = (await client.get("/api/referrals/matches")).json();
      return ids(Array.isArray(body) ? body : body.matches);
    };
    const insights = async (client: TestClient) =>
      ids((await client.get("/api/network/insights")).json().recommendations);
    const feed = async (client: TestClient) =>
      ids((await client.get("/api/feed?limit=50&scope=everyone")).json().posts);

    expect(await recommended(seeker.client)).toContain(accountant.user.id);
    expect(await recommended(accountant.client)).toContain(seeker.user.id);
    expect(await matched(seeker.client)).toContain(accountant.user.id);
    expect(await insights(seeker.client)).toContain(accountant.user.id);
    expect(await feed(seeker.client)).toContain(post.id);

    const response = await seeker.client.post(`/api/members/${accountant.user.id}/block`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ blocked: true });
    expect((await seeker.client.get(`/api/members/${accountant.user.id}/block`)).json()).toEqual({
      blocked: true,
    });
    expect((await accountant.client.get(`/api/members/${seeker.user.id}/block`)).json()).toEqual({
      blocked: false,
    });

    for (const [viewer, other] of [
      [seeker, accountant],
      [accountant, seeker],
    ] as const) {
      expect(await recommended(viewer.client)).not.toContain(other.user.id);
      expect(await matched(viewer.client)).not.toContain(other.user.id);
      expect(await insights(viewer.client)).not.toContain(other.user.id);
    }
    expect(await feed(seeker.client)).not.toContain(post.id);
    expect(await feed(accountant.client)).not.toContain(seekerPost.id);
    // A visitor, or a third member, still sees both posts.
    const visitorFeed = ids((await new TestClient(ctx.app).get("/api/feed?limit=50")).json().posts);
    expect(visitorFeed).toEqual(expect.arrayContaining([post.id, seekerPost.id]));

    // Unblocking brings them back.
    const lifted = await seeker.client.delete(`/api/members/${accountant.user.id}/block`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ blocked: false });
    expect(await recommended(seeker.client)).toContain(accountant.user.id);
    expect(await feed(seeker.client)).toContain(post.id);
  });

  it("stops messages, connection requests and referrals both ways with 403", async () => {
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    await insertConnection(ctx.db, { userId: a.user.id, connectedUserId: b.user.id, status: "accepted" });
    expect((await b.client.post(`/api/members/${a.user.id}/block`)).statusCode).toBe(200);
    // Blocking ends the connection.
    const left = await ctx.db
      .select()
      .from(connections)
      .where(
        or(
          and(eq(connections.userId, a.user.id), eq(connections.connectedUserId, b.user.id)),
          and(eq(connections.userId, b.user.id), eq(connections.connectedUserId, a.user.id)),
        ),
      );
    expect(left).toEqual([]);

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const message = await from.client.post("/api/messages", {
        recipientId: to.user.id,
        content: "Hi",
        type: "other",
      });
      expect(message.statusCode).toBe(403);
      expect(message.json()).toEqual({ message: BLOCKED_MESSAGE });
      const request = await from.client.post("/api/connections/request", { toUserId: to.user.id });
      expect(request.statusCode).toBe(403);
      expect(request.json()).toEqual({ message: BLOCKED_MESSAGE });
      const referral = await from.client.post("/api/referrals/send", {
        targetId: to.user.id,
        targetType: "user",
      });
      expect(referral.statusCode).toBe(403);
      expect(referral.json()).toEqual({ message: BLOCKED_MESSAGE });
    }
  });

  it("is idempotent, refuses yourself with 400 and an unknown member with 404", async () => {
    const { user, client } = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    expect((await client.post(`/api/members/${other.id}/block`)).statusCode).toBe(200);
    expect((await client.post(`/api/members/${other.id}/block`)).statusCode).toBe(200);
    const self = await client.post(`/api/members/${user.id}/block`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: "You cannot block yourself." });
    expect((await client.post("/api/members/2147483647/block")).statusCode).toBe(404);
    for (const id of ["abc", "0", "2147483648"]) {
      expect((await client.post(`/api/members/${id}/block`)).statusCode, id).toBe(400);
    }
  });

  it("answers DELETE of a block that is not the member's own with 404, changing nothing", async () => {
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    const c = await signedInMember(ctx);
    expect((await a.client.post(`/api/members/${b.user.id}/block`)).statusCode).toBe(200);
    // c never blocked b; b cannot lift a's block on them.
    expect((await c.client.delete(`/api/members/${b.user.id}/block`)).statusCode).toBe(404);
    const reverse = await b.client.delete(`/api/members/${a.user.id}/block`);
    expect(reverse.statusCode).toBe(404);
    expect(reverse.json()).toEqual({ message: "You have not blocked this member." });
    expect((await a.client.get(`/api/members/${b.user.id}/block`)).json()).toEqual({ blocked: true });
  });

  it("answers a visitor with 401", async () => {
    const other = await insertUser(ctx.db);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post(`/api/members/${other.id}/block`)).statusCode).toBe(401);
    expect((await visitor.delete(`/api/members/${other.id}/block`)).statusCode).toBe(401);
    expect((await visitor.get(`/api/members/${other.id}/block`)).statusCode).toBe(401);
    expect((await visitor.get("/api/account/blocks")).statusCode).toBe(401);
  });
});

describe("GET /api/account/blocks", () => {
  it("lists the member's blocks newest first, keyset-paged", async () => {
    const { client } = await signedInMember(ctx);
    const blocked = [];
    for (let i = 0; i < 3; i++) {
      const member = await insertUser(ctx.db, { firstName: `Blocked${i}`, lastName: "Person", avatar: null });
      expect((await client.post(`/api/members/${member.id}/block`)).statusCode).toBe(200);
      blocked.push(member);
    }
    const first = await client.get("/api/account/blocks?limit=2");
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(Object.keys(page).sort()).toEqual(["blocks", "nextCursor"]);
    expect(page.blocks).toEqual([
      {
        id: blocked[2]?.id,
        username: blocked[2]?.username,
        firstName: "Blocked2",
        lastName: "Person",
        jobTitle: null,
        company: null,
        name: "Blocked2 Person",
        avatar: null,
        blockedAt: expect.any(String),
      },
      {
        id: blocked[1]?.id,
        username: blocked[1]?.username,
        firstName: "Blocked1",
        lastName: "Person",
        jobTitle: null,
        company: null,
        name: "Blocked1 Person",
        avatar: null,
        blockedAt: expect.any(String),
      },
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
    const second = (await client.get(`/api/account/blocks?limit=2&cursor=${page.nextCursor}`)).json();
    expect(ids(second.blocks)).toEqual([blocked[0]?.id]);
    expect(second.nextCursor).toBeNull();

    const other = await signedInMember(ctx);
    expect((await other.client.get("/api/account/blocks")).json()).toEqual({ blocks: [], nextCursor: null });
    expect((await client.get("/api/account/blocks?cursor=bogus")).statusCode).toBe(400);
    expect((await client.get("/api/account/blocks?limit=51")).statusCode).toBe(400);
  });
});
