import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, notifications } from "../../db/schema";
import { insertConnection } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const NOTE = "We met at the Reno design meetup; I'd like to stay in touch.";

async function pendingRequest() {
  const sender = await signedInMember(ctx, { firstName: "Sam", lastName: "Lee" });
  const receiver = await signedInMember(ctx, { firstName: "Ada", lastName: "King" });
  const sent = await sender.client.post("/api/connections/request", {
    toUserId: receiver.user.id,
    message: NOTE,
  });
  expect(sent.statusCode).toBe(201);
  return { sender, receiver, id: sent.json().id as number };
}

const rowById = (id: number) => ctx.db.select().from(connections).where(eq(connections.id, id));

describe("a connection request's note", () => {
  it("is shown to the receiver in received requests and to the sender in sent ones", async () => {
    const { sender, receiver, id } = await pendingRequest();
    const received = (await receiver.client.get("/api/connections?view=received")).json();
    expect(received.connections).toEqual([
      expect.objectContaining({
        id,
        status: "pending",
        direction: "incoming",
        message: NOTE,
        connectedUser: expect.objectContaining({ id: sender.user.id, firstName: "Sam" }),
      }),
    ]);
    const sent = (await sender.client.get("/api/connections?view=sent")).json();
    expect(sent.connections).toEqual([expect.objectContaining({ id, direction: "outgoing", message: NOTE })]);
  });

  it("is optional: without one the request carries null", async () => {
    const sender = await signedInMember(ctx);
    const receiver = await signedInMember(ctx);
    const sent = await sender.client.post("/api/connections/request", { toUserId: receiver.user.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBeNull();
    const blank = await signedInMember(ctx);
    const spaces = await blank.client.post("/api/connections/request", {
      toUserId: receiver.user.id,
      message: "   ",
    });
    expect(spaces.json().message).toBeNull();
  });

  it("holds at most 300 characters", async () => {
    const sender = await signedInMember(ctx);
    const receiver = await signedInMember(ctx);
    const tooLong = await sender.client.post("/api/connections/request", {
      toUserId: receiver.user.id,
      message: "x".repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toEqual([
      expect.objectContaining({ path: "message", message: "Must be at most 300 characters" }),
    ]);
    const longest = await sender.client.post("/api/connections/request", {
      toUserId: receiver.user.id,
      message: "x".repeat(300),
    });
    expect(longest.statusCode).toBe(201);
  });
});

describe("DELETE /api/connections/{id}", () => {
  it("lets the sender withdraw a pending request: 204, the row and the receiver's notification go", async () => {
    const { sender, receiver, id } = await pendingRequest();
    const toReceiver = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, receiver.user.id), eq(notifications.subjectId, id)));
    expect(await toReceiver()).toHaveLength(1);
    const response = await sender.client.delete(`/api/connections/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await rowById(id)).toEqual([]);
    expect(await toReceiver()).toEqual([]);
    expect((await receiver.client.get("/api/connections?view=received")).json().connections).toEqual([]);
    expect((await sender.client.get(`/api/connections/with/${receiver.user.id}`)).json()).toEqual({
      standing: "none",
      connectionId: null,
    });
    // Withdrawn, it can be sent again; withdrawing twice finds nothing.
    expect((await sender.client.delete(`/api/connections/${id}`)).statusCode).toBe(404);
    const again = await sender.client.post("/api/connections/request", { toUserId: receiver.user.id });
    expect(again.statusCode).toBe(201);
  });

  it("refuses the receiver (403), a third member and an admin (404), a visitor (401)", async () => {
    const { receiver, id } = await pendingRequest();
    const third = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    const byReceiver = await receiver.client.delete(`/api/connections/${id}`);
    expect(byReceiver.statusCode).toBe(403);
    expect(byReceiver.json()).toEqual({ message: "Only the member who sent a request can withdraw it." });
    expect((await third.client.delete(`/api/connections/${id}`)).json()).toEqual({
      message: "Connection not found.",
    });
    expect((await third.client.delete(`/api/connections/${id}`)).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/connections/${id}`)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).delete(`/api/connections/${id}`)).statusCode).toBe(401);
    expect(await rowById(id)).toHaveLength(1);
  });

  it("refuses an answered request (409) and a bad id (400)", async () => {
    const { sender, receiver, id } = await pendingRequest();
    expect((await receiver.client.patch(`/api/connections/${id}`, { status: "accepted" })).statusCode).toBe(
      200,
    );
    const answered = await sender.client.delete(`/api/connections/${id}`);
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toEqual({ message: "This request is no longer pending (it is accepted)." });
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await sender.client.delete(`/api/connections/${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await sender.client.delete("/api/connections/2000000000")).statusCode).toBe(404);
  });

  it("refuses a cross-site request", async () => {
    const { sender, id } = await pendingRequest();
    const response = await sender.client.delete(`/api/connections/${id}`, {
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(await rowById(id)).toHaveLength(1);
  });
});

describe("a connection row from the factory", () => {
  it("withdraws like one made through the API", async () => {
    const sender = await signedInMember(ctx);
    const receiver = await signedInMember(ctx);
    const row = await insertConnection(ctx.db, { userId: sender.user.id, connectedUserId: receiver.user.id });
    expect((await sender.client.delete(`/api/connections/${row.id}`)).statusCode).toBe(204);
  });
});
