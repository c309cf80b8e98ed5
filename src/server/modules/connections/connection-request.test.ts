import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTION_MESSAGE_MAX, CONNECTION_REQUEST_MESSAGE } from "../../../shared/contracts/connections";
import { connections } from "../../db/schema";
import { insertConnection, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const rowsBetween = (a: number, b: number) =>
  ctx.db
    .select()
    .from(connections)
    .where(and(eq(connections.userId, a), eq(connections.connectedUserId, b)));

describe("POST /api/connections/request", () => {
  it("creates a pending request with the pair's match score and the message", async () => {
    const { user, client } = await signedInMember(ctx, { skills: ["SEO", "Figma"], location: "Reno, NV" });
    const other = await insertUser(ctx.db, {
      firstName: "Dana",
      lastName: "Kim",
      jobTitle: "Designer",
      company: "Kimworks",
      skills: ["Figma", "SEO"],
      location: "Reno",
    });
    const response = await client.post("/api/connections/request", {
      toUserId: other.id,
      message: `  ${CONNECTION_REQUEST_MESSAGE}  `,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      "connectedSince",
      "connectedUser",
      "direction",
      "id",
      "matchScore",
      "message",
      "status",
    ]);
    const [row] = await rowsBetween(user.id, other.id);
    // Shared skills and city only: context, below 40 % (issue 29), the same number the lists show.
    expect(body.matchScore).toBeGreaterThan(0);
    expect(body.matchScore).toBeLessThan(40);
    expect(body).toEqual({
      id: row?.id,
      status: "pending",
      direction: "outgoing",
      connectedSince: row?.updatedAt.toISOString(),
      matchScore: expect.any(Number),
      message: CONNECTION_REQUEST_MESSAGE,
      connectedUser: {
        id: other.id,
        username: other.username,
        avatar: null,
        firstName: "Dana",
        lastName: "Kim",
        jobTitle: "Designer",
        company: "Kimworks",
      },
    });
    expect(row).toMatchObject({
      status: "pending",
      matchScore: body.matchScore,
      connectionNotes: CONNECTION_REQUEST_MESSAGE,
    });

    // The new request shows in the sender's list and the recipient's, and the pair is no longer suggested.
    const list = (await client.get("/api/connections")).json();
    expect(list.connections[0]).toMatchObject({ id: row?.id, status: "pending", direction: "outgoing" });
    const suggestions = (await client.get("/api/dashboard/recommendations")).json();
    expect(suggestions.map((s: { id: number }) => s.id)).not.toContain(other.id);
  });

  it("accepts a request without a message and stores none", async () => {
    const { user, client } = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    const response = await client.post("/api/connections/request", { toUserId: other.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().matchScore).toBe(0);
    const [row] = await rowsBetween(user.id, other.id);
    expect(row?.connectionNotes).toBeNull();
  });

  it("refuses a second request either way, and one to an existing connection, with 409", async () => {
    const { user, client } = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    expect((await client.post("/api/connections/request", { toUserId: other.user.id })).statusCode).toBe(201);
    const again = await client.post("/api/connections/request", { toUserId: other.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You have already sent a connection request to this member." });
    const reverse = await other.client.post("/api/connections/request", { toUserId: user.id });
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json().message).toBe(
      "This member has already sent you a connection request; answer it from your connections.",
    );
    const friend = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: friend.id, connectedUserId: user.id, status: "accepted" });
    const connected = await client.post("/api/connections/request", { toUserId: friend.id });
    expect(connected.statusCode).toBe(409);
    expect(connected.json().message).toBe("You are already connected with this member.");
    const decliner = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: user.id, connectedUserId: decliner.id, status: "declined" });
    expect((await client.post("/api/connections/request", { toUserId: decliner.id })).statusCode).toBe(409);
    expect(await rowsBetween(other.user.id, user.id)).toEqual([]);
  });

  it("creates one row when both members ask at the same moment", async () => {
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    const answers = await Promise.all([
      a.client.post("/api/connections/request", { toUserId: b.user.id }),
      b.client.post("/api/connections/request", { toUserId: a.user.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = [...(await rowsBetween(a.user.id, b.user.id)), ...(await rowsBetween(b.user.id, a.user.id))];
    expect(rows).toHaveLength(1);
  });

  it("refuses oneself, unknown and inactive members, creating nothing", async () => {
    const { user, client } = await signedInMember(ctx);
    const self = await client.post("/api/connections/request", { toUserId: user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: "You cannot send a connection request to yourself." });
    const unknown = await client.post("/api/connections/request", { toUserId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "That member could not be found." });
    const inactive = await insertUser(ctx.db, { isActive: false });
    expect((await client.post("/api/connections/request", { toUserId: inactive.id })).statusCode).toBe(404);
    expect(await ctx.db.select().from(connections).where(eq(connections.userId, user.id))).toEqual([]);
  });

  it("validates the body", async () => {
    const { user, client } = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    const bad: unknown[] = [
      {},
      { toUserId: "abc" },
      { toUserId: 0 },
      { toUserId: -3 },
      { toUserId: 1.5 },
      { toUserId: other.id, message: 42 },
      { toUserId: other.id, message: "x".repeat(CONNECTION_MESSAGE_MAX + 1) },
      { toUserId: other.id, message: "x".repeat(5000) },
      { toUserId: other.id, message: "nul \u0000 inside" },
      { toUserId: other.id, extra: true },
    ];
    for (const body of bad) {
      const response = await client.post("/api/connections/request", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
    expect((await client.post("/api/connections/request", "not json")).statusCode).toBe(400);
    expect(await rowsBetween(user.id, other.id)).toEqual([]);
    const longest = await client.post("/api/connections/request", {
      toUserId: other.id,
      message: "x".repeat(CONNECTION_MESSAGE_MAX),
    });
    expect(longest.statusCode).toBe(201);
  });

  it("lets an admin send a request like any member, and refuses visitors", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const other = await insertUser(ctx.db);
    expect((await admin.client.post("/api/connections/request", { toUserId: other.id })).statusCode).toBe(
      201,
    );
    const visitor = await new TestClient(ctx.app).post("/api/connections/request", { toUserId: other.id });
    expect(visitor.statusCode).toBe(401);
  });

  it("refuses a cross-site request", async () => {
    const { client } = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    const response = await client.post(
      "/api/connections/request",
      { toUserId: other.id },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
  });
});
