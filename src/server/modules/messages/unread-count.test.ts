import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema";
import { insertConnection, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

describe("GET /api/messages/unread-count", () => {
  it("counts the unread messages to the member, and only theirs; reading a thread lowers it", async () => {
    const { user, client } = await signedInMember(ctx);
    const sam = await insertUser(ctx.db);
    const lee = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: user.id, connectedUserId: sam.id, status: "accepted" });
    expect((await client.get("/api/messages/unread-count")).json()).toEqual({ unreadCount: 0 });

    await ctx.db.insert(messages).values([
      { senderId: sam.id, recipientId: user.id, content: "One" },
      { senderId: sam.id, recipientId: user.id, content: "Two" },
      { senderId: lee.id, recipientId: user.id, content: "Read already", readAt: new Date() },
      { senderId: user.id, recipientId: sam.id, content: "Mine, to Sam" },
      { senderId: sam.id, recipientId: lee.id, content: "Not to me" },
    ]);
    const response = await client.get("/api/messages/unread-count");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 2 });

    await client.post(`/api/messages/conversations/${sam.id}/read`);
    expect((await client.get("/api/messages/unread-count")).json()).toEqual({ unreadCount: 0 });
  });

  it("answers 401 to visitors", async () => {
    const response = await new TestClient(ctx.app).get("/api/messages/unread-count");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty("message");
  });
});
