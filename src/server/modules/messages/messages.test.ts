import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH, NOT_A_CONNECTION } from "../../../shared/contracts/messages";
import { messages } from "../../db/schema";
import { insertConnection, insertUser, type NewUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);

async function insertMessage(values: typeof messages.$inferInsert) {
  const [row] = await ctx.db.insert(messages).values(values).returning();
  if (!row) throw new Error("no row");
  return row;
}

const MESSAGE_KEYS = ["content", "createdAt", "id", "relativeTime", "sender", "type", "unread"];
const SENDER_KEYS = ["avatar", "company", "firstName", "id", "jobTitle", "lastName", "name", "username"];
const keysOf = (value: object) => Object.keys(value).sort();

describe("GET /api/messages", () => {
  it("lists the member's own messages newest first with sender details", async () => {
    const { user, client } = await signedIn();
    const sender = await insertUser(ctx.db, {
      firstName: "Priya",
      lastName: "Raman",
      jobTitle: "CTO",
      company: "Ledgerline",
    });
    const stranger = await insertUser(ctx.db);
    const hour = 60 * 60 * 1000;
    const older = await insertMessage({
      senderId: sender.id,
      recipientId: user.id,
      content: "Older note",
      type: "partnership",
      createdAt: new Date(Date.now() - 3 * 24 * hour),
      readAt: new Date(),
    });
    const newer = await insertMessage({
      senderId: sender.id,
      recipientId: user.id,
      content: "Newer note",
      type: "opportunity",
      createdAt: new Date(Date.now() - 2 * hour),
    });
    await insertMessage({ senderId: sender.id, recipientId: stranger.id, content: "Not for you" });

    const response = await client.get("/api/messages");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual(["messages", "nextCursor"]);
    expect(body.nextCursor).toBeNull();
    expect(body.messages.map((m: { id: number }) => m.id)).toEqual([newer.id, older.id]);
    const [first, second] = body.messages;
    expect(keysOf(first)).toEqual(MESSAGE_KEYS);
    expect(keysOf(first.sender)).toEqual(SENDER_KEYS);
    expect(first).toMatchObject({
      content: "Newer note",
      type: "opportunity",
      unread: true,
      relativeTime: "2h ago",
      createdAt: newer.createdAt.toISOString(),
      sender: {
        id: sender.id,
        name: "Priya Raman",
        username: sender.username,
        jobTitle: "CTO",
        company: "Ledgerline",
        avatar: null,
      },
    });
    expect(second).toMatchObject({ type: "partnership", unread: false, relativeTime: "3d ago" });
  });

  it("pages by keyset without gaps or repeats, even for messages sent in the same millisecond", async () => {
    const { user, client } = await signedIn();
    const sender = await insertUser(ctx.db);
    const at = new Date(Date.now() - 60_000);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        (await insertMessage({ senderId: sender.id, recipientId: user.id, content: `m${i}`, createdAt: at }))
          .id,
      );
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/messages?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const body = (await client.get(url)).json();
      seen.push(...body.messages.map((m: { id: number }) => m.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it("validates the page parameters", async () => {
    const { client } = await signedIn();
    for (const query of ["limit=0", "limit=51", "limit=abc", "cursor=nope", "cursor=1_2_3", "extra=1"]) {
      const response = await client.get(`/api/messages?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("refuses visitors", async () => {
    expect((await new TestClient(ctx.app).get("/api/messages")).statusCode).toBe(401);
  });
});

describe("POST /api/messages", () => {
  it("sends a trimmed message to an accepted connection", async () => {
    const { user, client } = await signedIn();
    const friend = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: friend.id, connectedUserId: user.id, status: "accepted" });
    const response = await client.post("/api/messages", {
      recipientId: friend.id,
      content: "  Hello there  ",
      type: "partnership",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(keysOf(body)).toEqual(["content", "createdAt", "id", "recipientId", "type"]);
    expect(body).toMatchObject({ recipientId: friend.id, content: "Hello there", type: "partnership" });
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, body.id));
    expect(stored).toMatchObject({ senderId: user.id, recipientId: friend.id, readAt: null });

    const defaultType = await client.post("/api/messages", { recipientId: friend.id, content: "Hi" });
    expect(defaultType.json().type).toBe("other");
  });

  it("refuses members who are not accepted connections, oneself and unknown members", async () => {
    const { user, client } = await signedIn();
    const stranger = await insertUser(ctx.db);
    const pending = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: user.id, connectedUserId: pending.id, status: "pending" });

    const toStranger = await client.post("/api/messages", { recipientId: stranger.id, content: "Hi" });
    expect(toStranger.statusCode).toBe(403);
    expect(toStranger.json().message).toBe(NOT_A_CONNECTION);
    expect((await client.post("/api/messages", { recipientId: pending.id, content: "Hi" })).statusCode).toBe(
      403,
    );
    expect((await client.post("/api/messages", { recipientId: user.id, content: "Hi" })).statusCode).toBe(
      400,
    );
    expect((await client.post("/api/messages", { recipientId: 999_999, content: "Hi" })).statusCode).toBe(
      404,
    );
    const stored = await ctx.db.select().from(messages).where(eq(messages.senderId, user.id));
    expect(stored).toHaveLength(0);
  });

  it("validates content, type and recipient", async () => {
    const { user, client } = await signedIn();
    const friend = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: user.id, connectedUserId: friend.id, status: "accepted" });
    const cases: [unknown, string][] = [
      [{ recipientId: friend.id, content: "   " }, "content"],
      [{ recipientId: friend.id, content: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, "content"],
      [{ recipientId: friend.id, content: "a\u0000b" }, ""],
      [{ recipientId: friend.id, content: "Hi", type: "spam" }, "type"],
      [{ recipientId: "abc", content: "Hi" }, "recipientId"],
      [{ content: "Hi" }, "recipientId"],
      [{ recipientId: friend.id, content: "Hi", senderId: 1 }, ""],
    ];
    for (const [body, field] of cases) {
      const response = await client.post("/api/messages", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      if (field) expect(response.json().message).toContain(field);
    }
    expect(
      (
        await client.post("/api/messages", {
          recipientId: friend.id,
          content: "x".repeat(MESSAGE_MAX_LENGTH),
        })
      ).statusCode,
    ).toBe(201);
  });

  it("refuses visitors", async () => {
    const response = await new TestClient(ctx.app).post("/api/messages", { recipientId: 1, content: "Hi" });
    expect(response.statusCode).toBe(401);
  });
});

describe("PATCH /api/messages/{id}/read", () => {
  it("marks the recipient's message read, once", async () => {
    const { user, client } = await signedIn();
    const sender = await insertUser(ctx.db);
    const message = await insertMessage({ senderId: sender.id, recipientId: user.id, content: "Read me" });
    const response = await client.patch(`/api/messages/${message.id}/read`);
    expect(response.statusCode).toBe(200);
    expect(keysOf(response.json())).toEqual(MESSAGE_KEYS);
    expect(response.json()).toMatchObject({ id: message.id, unread: false });
    const [first] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(first?.readAt).not.toBeNull();

    expect((await client.patch(`/api/messages/${message.id}/read`, {})).statusCode).toBe(200);
    const [again] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(again?.readAt?.getTime()).toBe(first?.readAt?.getTime());
  });

  it("answers 404 to the sender, another member and an admin, and changes nothing", async () => {
    const { user: recipient } = await signedIn();
    const { user: sender, client: senderClient } = await signedIn();
    const { client: otherClient } = await signedIn();
    const { client: adminClient } = await signedIn({ role: "admin" });
    const message = await insertMessage({
      senderId: sender.id,
      recipientId: recipient.id,
      content: "Private",
    });
    for (const client of [senderClient, otherClient, adminClient]) {
      expect((await client.patch(`/api/messages/${message.id}/read`)).statusCode).toBe(404);
    }
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored?.readAt).toBeNull();
    expect((await senderClient.patch("/api/messages/999999/read")).statusCode).toBe(404);
  });

  it("validates the id and refuses visitors", async () => {
    const { client } = await signedIn();
    expect((await client.patch("/api/messages/abc/read")).statusCode).toBe(400);
    expect((await client.patch("/api/messages/0/read")).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).patch("/api/messages/1/read")).statusCode).toBe(401);
  });
});
