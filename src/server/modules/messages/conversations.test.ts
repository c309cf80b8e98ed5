import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema";
import { insertConnection, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
});
afterAll(() => ctx.close());

const keysOf = (value: object) => Object.keys(value).sort();

async function say(senderId: number, recipientId: number, content: string) {
  const [row] = await ctx.db.insert(messages).values({ senderId, recipientId, content }).returning();
  if (!row) throw new Error("no row");
  return row;
}

describe("GET /api/messages/conversations", () => {
  it("lists one conversation per member, newest first, with the last message and unread count", async () => {
    const { user, client } = await signedInMember(ctx);
    const sam = await insertUser(ctx.db, { firstName: "Sam", lastName: "Lee", jobTitle: "CTO" });
    const ada = await insertUser(ctx.db, { firstName: "Ada", lastName: "King" });
    const stranger = await insertUser(ctx.db);
    await say(sam.id, user.id, "Hi");
    await say(sam.id, user.id, "Are you there?");
    await say(user.id, ada.id, "Hello Ada");
    const last = await say(user.id, sam.id, "Yes!");
    await say(stranger.id, ada.id, "Not yours");

    const response = await client.get("/api/messages/conversations");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual(["conversations", "nextCursor"]);
    expect(body.conversations.map((c: { member: { id: number } }) => c.member.id)).toEqual([sam.id, ada.id]);
    expect(body.conversations[0]).toEqual({
      member: {
        id: sam.id,
        username: sam.username,
        firstName: "Sam",
        lastName: "Lee",
        avatar: null,
        jobTitle: "CTO",
        company: null,
      },
      lastMessage: { id: last.id, content: "Yes!", createdAt: last.createdAt.toISOString(), fromMe: true },
      unreadCount: 2,
    });
    expect(body.conversations[1]).toMatchObject({ unreadCount: 0, lastMessage: { fromMe: true } });
  });

  it("pages by the last message's id", async () => {
    const { user, client } = await signedInMember(ctx);
    const others = [];
    for (let i = 0; i < 5; i++) {
      const other = await insertUser(ctx.db);
      await say(other.id, user.id, `m${i}`);
      others.push(other.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/messages/conversations?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const body = (await client.get(url)).json();
      seen.push(...body.conversations.map((c: { member: { id: number } }) => c.member.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...others].reverse());
    for (const query of ["limit=0", "limit=51", "cursor=x", "cursor=0", "y=1"])
      expect((await client.get(`/api/messages/conversations?${query}`)).statusCode, query).toBe(400);
  });
});

describe("GET /api/messages/conversations/{memberId}", () => {
  it("answers both directions of one pair, newest first, and whether the member may still write", async () => {
    const { user, client } = await signedInMember(ctx);
    const sam = await insertUser(ctx.db);
    const other = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: user.id, connectedUserId: sam.id, status: "accepted" });
    const a = await say(sam.id, user.id, "One");
    const b = await say(user.id, sam.id, "Two");
    await say(other.id, user.id, "Elsewhere");
    const response = await client.get(`/api/messages/conversations/${sam.id}?limit=1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual(["canSend", "member", "messages", "nextCursor"]);
    expect(body.canSend).toBe(true);
    expect(body.messages).toEqual([
      {
        id: b.id,
        senderId: user.id,
        content: "Two",
        type: "other",
        createdAt: b.createdAt.toISOString(),
        read: false,
      },
    ]);
    const next = (
      await client.get(`/api/messages/conversations/${sam.id}?limit=1&cursor=${body.nextCursor}`)
    ).json();
    expect(next.messages.map((m: { id: number }) => m.id)).toEqual([a.id]);
    expect(next.nextCursor).toBeNull();

    const withStranger = (await client.get(`/api/messages/conversations/${other.id}`)).json();
    expect(withStranger.canSend).toBe(false);
  });

  it("answers 404 for unknown members and oneself, 400 for bad ids, 401 for visitors", async () => {
    const { user, client } = await signedInMember(ctx);
    expect((await client.get("/api/messages/conversations/999999")).statusCode).toBe(404);
    expect((await client.get(`/api/messages/conversations/${user.id}`)).statusCode).toBe(404);
    expect((await client.get("/api/messages/conversations/abc")).statusCode).toBe(400);
    expect((await client.get("/api/messages/conversations/0")).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).get("/api/messages/conversations/1")).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).get("/api/messages/conversations")).statusCode).toBe(401);
  });
});

describe("POST /api/messages/conversations/{memberId}/read", () => {
  it("marks only the other member's messages to the reader read", async () => {
    const { user, client } = await signedInMember(ctx);
    const { user: sam, client: samClient } = await signedInMember(ctx);
    const toMe = await say(sam.id, user.id, "Read me");
    const fromMe = await say(user.id, sam.id, "Mine");
    const response = await client.post(`/api/messages/conversations/${sam.id}/read`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ read: 1 });
    const [read] = await ctx.db.select().from(messages).where(eq(messages.id, toMe.id));
    const [unread] = await ctx.db.select().from(messages).where(eq(messages.id, fromMe.id));
    expect(read?.readAt).not.toBeNull();
    expect(unread?.readAt).toBeNull();
    // The other member reading their side does not touch the reader's messages.
    expect((await samClient.post(`/api/messages/conversations/${user.id}/read`)).json()).toEqual({ read: 1 });
    expect((await client.post("/api/messages/conversations/999999/read")).statusCode).toBe(404);
    expect(
      (await new TestClient(ctx.app).post(`/api/messages/conversations/${sam.id}/read`)).statusCode,
    ).toBe(401);
  });
});
