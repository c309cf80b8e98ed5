import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConnection, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const standingOf = async (client: TestClient, memberId: number | string) =>
  client.get(`/api/connections/with/${memberId}`);

describe("GET /api/connections/with/{memberId}", () => {
  it("names where the member stands with another member, from either side", async () => {
    const { user, client } = await signedInMember(ctx);
    const stranger = await insertUser(ctx.db);
    const asked = await insertUser(ctx.db);
    const asking = await insertUser(ctx.db);
    const friend = await insertUser(ctx.db);
    const refused = await insertUser(ctx.db);
    const sent = await insertConnection(ctx.db, {
      userId: user.id,
      connectedUserId: asked.id,
      status: "pending",
    });
    const received = await insertConnection(ctx.db, {
      userId: asking.id,
      connectedUserId: user.id,
      status: "pending",
    });
    const accepted = await insertConnection(ctx.db, {
      userId: friend.id,
      connectedUserId: user.id,
      status: "accepted",
    });
    const declined = await insertConnection(ctx.db, {
      userId: user.id,
      connectedUserId: refused.id,
      status: "declined",
    });

    const none = await standingOf(client, stranger.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ standing: "none", connectionId: null });
    expect((await standingOf(client, asked.id)).json()).toEqual({
      standing: "requested",
      connectionId: sent.id,
    });
    expect((await standingOf(client, asking.id)).json()).toEqual({
      standing: "received",
      connectionId: received.id,
    });
    expect((await standingOf(client, friend.id)).json()).toEqual({
      standing: "connected",
      connectionId: accepted.id,
    });
    expect((await standingOf(client, refused.id)).json()).toEqual({
      standing: "declined",
      connectionId: declined.id,
    });
  });

  it("answers another member's standing only for themselves", async () => {
    const first = await signedInMember(ctx);
    const second = await signedInMember(ctx);
    const third = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: first.user.id, connectedUserId: third.id, status: "accepted" });
    expect((await standingOf(second.client, third.id)).json()).toEqual({
      standing: "none",
      connectionId: null,
    });
    const admin = await signedInMember(ctx, { role: "admin" });
    expect((await standingOf(admin.client, third.id)).json()).toEqual({
      standing: "none",
      connectionId: null,
    });
  });

  it("refuses one's own id and ids that are not member ids (400), and visitors (401)", async () => {
    const { user, client } = await signedInMember(ctx);
    const self = await standingOf(client, user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: "That is your own profile." });
    for (const bad of ["abc", "0", "-3", "1.5", "9999999999"]) {
      expect((await standingOf(client, bad)).statusCode).toBe(400);
    }
    expect((await standingOf(new TestClient(ctx.app), user.id)).statusCode).toBe(401);
  });
});
