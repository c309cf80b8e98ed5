import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../db/keyset-cursor";
import { connections } from "../../db/schema";
import { insertConnection, insertUser, type NewUser } from "../../db/seed/factories";
import { MEMBER_SUMMARY_KEYS } from "../../test/helpers/member-summary-keys";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);

const stored = async (id: number) =>
  (await ctx.db.select().from(connections).where(eq(connections.id, id)))[0];
const keysOf = (value: object) => Object.keys(value).sort();

describe("GET /api/connections", () => {
  it("lists connections in both directions with the other member's details, requests to answer first", async () => {
    const { user, client } = await signedIn();
    const asker = await insertUser(ctx.db, {
      firstName: "Sofia",
      lastName: "Alvarez",
      jobTitle: "Designer",
      company: "Pixel",
    });
    const friend = await insertUser(ctx.db);
    const unrelated = await insertUser(ctx.db);
    const outgoing = await insertConnection(ctx.db, {
      userId: user.id,
      connectedUserId: friend.id,
      status: "accepted",
    });
    const fiveDaysAgo = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000);
    const incoming = await insertConnection(ctx.db, {
      userId: asker.id,
      connectedUserId: user.id,
      status: "pending",
      createdAt: fiveDaysAgo,
      updatedAt: fiveDaysAgo,
    });
    const invited = await insertUser(ctx.db);
    const sentLongAgo = new Date(Date.now() - 9 * 24 * 60 * 60 * 1000);
    const outgoingPending = await insertConnection(ctx.db, {
      userId: user.id,
      connectedUserId: invited.id,
      status: "pending",
      createdAt: sentLongAgo,
      updatedAt: sentLongAgo,
    });
    await insertConnection(ctx.db, { userId: asker.id, connectedUserId: unrelated.id, status: "accepted" });

    const response = await client.get("/api/connections");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual(["connections", "nextCursor"]);
    expect(body.nextCursor).toBeNull();
    expect(body.connections.map((c: { id: number }) => c.id)).toEqual([
      incoming.id,
      outgoing.id,
      outgoingPending.id,
    ]);
    const [first, second, third] = body.connections;
    expect(keysOf(first)).toEqual([
      "connectedSince",
      "connectedUser",
      "direction",
      "id",
      "message",
      "status",
    ]);
    expect(keysOf(first.connectedUser)).toEqual(MEMBER_SUMMARY_KEYS);
    expect(first).toEqual({
      id: incoming.id,
      status: "pending",
      direction: "incoming",
      connectedSince: incoming.updatedAt.toISOString(),
      message: null,
      connectedUser: {
        id: asker.id,
        username: asker.username,
        avatar: null,
        firstName: "Sofia",
        lastName: "Alvarez",
        jobTitle: "Designer",
        company: "Pixel",
      },
    });
    expect(second).toMatchObject({
      status: "accepted",
      direction: "outgoing",
      connectedUser: { id: friend.id },
    });
    expect(third).toMatchObject({ status: "pending", direction: "outgoing" });
  });

  it("pages by keyset cursor in the order of one long page, and validates the page parameters", async () => {
    const { user, client } = await signedIn();
    const sameTime = new Date("2026-03-01T10:00:00.123456Z");
    for (let i = 0; i < 3; i++) {
      const other = await insertUser(ctx.db);
      await insertConnection(ctx.db, { userId: user.id, connectedUserId: other.id, updatedAt: sameTime });
    }
    for (let i = 0; i < 2; i++) {
      const asker = await insertUser(ctx.db);
      await insertConnection(ctx.db, { userId: asker.id, connectedUserId: user.id, status: "pending" });
    }
    const all = (await client.get("/api/connections")).json().connections.map((c: { id: number }) => c.id);
    expect(all).toHaveLength(5);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/connections?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const body = (await client.get(url)).json();
      expect(keysOf(body)).toEqual(["connections", "nextCursor"]);
      paged.push(...body.connections.map((c: { id: number }) => c.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    const forged = encodeCursor({ kind: "date", at: "2026-03-01T10:00:00.000000Z", id: 1 });
    for (const query of ["limit=0", "limit=101", "cursor=x", `cursor=${forged}`, "offset=2", "other=1"]) {
      expect((await client.get(`/api/connections?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("refuses visitors", async () => {
    expect((await new TestClient(ctx.app).get("/api/connections")).statusCode).toBe(401);
  });
});

describe("PATCH /api/connections/{id}", () => {
  async function pendingRequest() {
    const sender = await signedIn();
    const recipient = await signedIn();
    const request = await insertConnection(ctx.db, {
      userId: sender.user.id,
      connectedUserId: recipient.user.id,
      status: "pending",
    });
    return { sender, recipient, request };
  }

  it("lets the recipient accept a pending request", async () => {
    const { sender, recipient, request } = await pendingRequest();
    const response = await recipient.client.patch(`/api/connections/${request.id}`, { status: "accepted" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual(["connectedSince", "connectedUser", "direction", "id", "message", "status"]);
    expect(body).toMatchObject({
      id: request.id,
      status: "accepted",
      direction: "incoming",
      connectedUser: { id: sender.user.id },
    });
    const row = await stored(request.id);
    expect(row?.status).toBe("accepted");
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(request.updatedAt.getTime());
  });

  it("lets the recipient decline a pending request", async () => {
    const { recipient, request } = await pendingRequest();
    const response = await recipient.client.patch(`/api/connections/${request.id}`, { status: "declined" });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("declined");
    expect((await stored(request.id))?.status).toBe("declined");
  });

  it("lets the sender withdraw a pending request, which deletes it", async () => {
    const { sender, recipient, request } = await pendingRequest();
    const response = await sender.client.patch(`/api/connections/${request.id}`, { status: "withdrawn" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      status: "withdrawn",
      direction: "outgoing",
      connectedUser: { id: recipient.user.id },
    });
    expect(await stored(request.id)).toBeUndefined();
    expect(
      (await sender.client.patch(`/api/connections/${request.id}`, { status: "withdrawn" })).statusCode,
    ).toBe(404);
  });

  it("refuses the wrong party with 403 and everybody else with 404, changing nothing", async () => {
    const { sender, recipient, request } = await pendingRequest();
    const other = await signedIn();
    const admin = await signedIn({ role: "admin" });
    expect(
      (await sender.client.patch(`/api/connections/${request.id}`, { status: "accepted" })).statusCode,
    ).toBe(403);
    expect(
      (await sender.client.patch(`/api/connections/${request.id}`, { status: "declined" })).statusCode,
    ).toBe(403);
    expect(
      (await recipient.client.patch(`/api/connections/${request.id}`, { status: "withdrawn" })).statusCode,
    ).toBe(403);
    for (const client of [other.client, admin.client]) {
      for (const status of ["accepted", "declined", "withdrawn"]) {
        expect((await client.patch(`/api/connections/${request.id}`, { status })).statusCode).toBe(404);
      }
    }
    expect((await stored(request.id))?.status).toBe("pending");
  });

  it("answers 409 for a request that is no longer pending", async () => {
    const { sender, recipient, request } = await pendingRequest();
    await recipient.client.patch(`/api/connections/${request.id}`, { status: "accepted" });
    expect(
      (await recipient.client.patch(`/api/connections/${request.id}`, { status: "declined" })).statusCode,
    ).toBe(409);
    expect(
      (await recipient.client.patch(`/api/connections/${request.id}`, { status: "accepted" })).statusCode,
    ).toBe(409);
    expect(
      (await sender.client.patch(`/api/connections/${request.id}`, { status: "withdrawn" })).statusCode,
    ).toBe(409);
    expect((await stored(request.id))?.status).toBe("accepted");
  });

  it("validates the status and the id, and refuses visitors", async () => {
    const { recipient, request } = await pendingRequest();
    for (const body of [
      { status: "pending" },
      { status: "blocked" },
      {},
      { status: "accepted", note: "x" },
    ]) {
      expect((await recipient.client.patch(`/api/connections/${request.id}`, body)).statusCode).toBe(400);
    }
    expect((await recipient.client.patch("/api/connections/abc", { status: "accepted" })).statusCode).toBe(
      400,
    );
    expect((await recipient.client.patch("/api/connections/999999", { status: "accepted" })).statusCode).toBe(
      404,
    );
    expect(
      (await new TestClient(ctx.app).patch(`/api/connections/${request.id}`, { status: "accepted" }))
        .statusCode,
    ).toBe(401);
    expect((await stored(request.id))?.status).toBe("pending");
  });
});
