import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../db/keyset-cursor";
import { notifications } from "../../db/schema";
import { insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
});
afterAll(() => ctx.close());

const keysOf = (value: object) => Object.keys(value).sort();

async function insertNotifications(recipientId: number, count: number, actorId: number | null = null) {
  const rows = await ctx.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        recipientId,
        type: "connection_request",
        actorId,
        subjectId: i + 1,
        link: "/dashboard?tab=connections",
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

describe("GET /api/notifications", () => {
  it("lists the member's own notifications newest first with the exact shape", async () => {
    const { user, client } = await signedInMember(ctx);
    const actor = await insertUser(ctx.db, { firstName: "Sam", lastName: "Lee", avatar: "/a.png" });
    const other = await insertUser(ctx.db);
    const [first, second] = await insertNotifications(user.id, 2, actor.id);
    await insertNotifications(other.id, 3, actor.id);
    await ctx.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, first ?? 0));

    const response = await client.get("/api/notifications");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual(["nextCursor", "notifications", "unreadCount"]);
    expect(body.unreadCount).toBe(1);
    expect(body.nextCursor).toBeNull();
    expect(body.notifications.map((n: { id: number }) => n.id)).toEqual([second, first]);
    expect(keysOf(body.notifications[0])).toEqual([
      "actor",
      "createdAt",
      "id",
      "link",
      "read",
      "text",
      "type",
    ]);
    expect(body.notifications[0]).toMatchObject({
      id: second,
      type: "connection_request",
      read: false,
      actor: { id: actor.id, username: actor.username, firstName: "Sam", lastName: "Lee", avatar: "/a.png" },
      text: "Sam Lee sent you a connection request",
      link: "/dashboard?tab=connections",
    });
    expect(keysOf(body.notifications[0].actor)).toEqual([
      "avatar",
      "firstName",
      "id",
      "lastName",
      "username",
    ]);
    expect(body.notifications[1].read).toBe(true);
  });

  it("pages by id without gaps or repeats", async () => {
    const { user, client } = await signedInMember(ctx);
    const ids = await insertNotifications(user.id, 7);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/notifications?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const body = (await client.get(url)).json();
      expect(body.unreadCount).toBe(7);
      seen.push(...body.notifications.map((n: { id: number }) => n.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it("answers another member's cursor with the member's own page, and refuses bad parameters", async () => {
    const { client } = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    const [theirs] = await insertNotifications(other.id, 1);
    const page = await client.get(
      `/api/notifications?cursor=${encodeCursor({ kind: "id", id: (theirs ?? 0) + 1 })}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().notifications).toEqual([]);
    for (const query of [
      "limit=0",
      "limit=51",
      "limit=x",
      "cursor=abc",
      "cursor=-1",
      "cursor=0",
      "cursor=99999999999",
      "x=1",
    ]) {
      const response = await client.get(`/api/notifications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTypeOf("string");
    }
  });

  it("refuses visitors on every route", async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get("/api/notifications")).statusCode).toBe(401);
    expect((await visitor.post("/api/notifications/read", { all: true })).statusCode).toBe(401);
    expect((await visitor.get("/api/notifications/preferences")).statusCode).toBe(401);
    expect(
      (await visitor.put("/api/notifications/preferences", { email: { message: false } })).statusCode,
    ).toBe(401);
    expect((await visitor.get("/api/events")).statusCode).toBe(401);
  });
});

describe("POST /api/notifications/read", () => {
  it("marks the given ids read and answers the new unread count", async () => {
    const { user, client } = await signedInMember(ctx);
    const [a, b, c] = await insertNotifications(user.id, 3);
    const response = await client.post("/api/notifications/read", { ids: [a, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 1 });
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, user.id));
    expect(rows.filter((row) => row.readAt === null).map((row) => row.id)).toEqual([c]);
  });

  it("marks all read", async () => {
    const { user, client } = await signedInMember(ctx);
    await insertNotifications(user.id, 4);
    expect((await client.post("/api/notifications/read", { all: true })).json()).toEqual({ unreadCount: 0 });
    expect((await client.get("/api/notifications")).json().unreadCount).toBe(0);
  });

  it("leaves another member's notifications unread, even for an admin", async () => {
    const other = await insertUser(ctx.db);
    const theirs = await insertNotifications(other.id, 2);
    const { user, client } = await signedInMember(ctx);
    const { client: admin } = await signedInMember(ctx, { role: "admin" });
    await insertNotifications(user.id, 1);
    expect((await client.post("/api/notifications/read", { ids: theirs })).json()).toEqual({
      unreadCount: 1,
    });
    expect((await admin.post("/api/notifications/read", { ids: theirs })).statusCode).toBe(200);
    await client.post("/api/notifications/read", { all: true });
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, other.id));
    expect(rows.every((row) => row.readAt === null)).toBe(true);
  });

  it("refuses bodies that are neither ids nor all", async () => {
    const { client } = await signedInMember(ctx);
    const bodies: unknown[] = [
      {},
      { ids: [] },
      { ids: ["1"] },
      { ids: [0] },
      { ids: [2_147_483_648] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { all: false },
      { all: true, ids: [1] },
      "all",
    ];
    for (const body of bodies) {
      const response = await client.post("/api/notifications/read", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("GET and PUT /api/notifications/preferences", () => {
  const defaults = {
    connection_request: true,
    connection_accepted: false,
    message: true,
    referral_received: true,
    referral_answered: false,
    order_status: false,
    post_comment: false,
    post_like: false,
    business_review: false,
    team_invitation: true,
    mention: false,
    moderation: false,
    service_review_reply: false,
  };

  it("starts with e-mail on for requests, messages, referrals received and team invitations", async () => {
    const { client } = await signedInMember(ctx);
    const response = await client.get("/api/notifications/preferences");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: defaults });
  });

  it("stores the switches given and keeps the others, per member", async () => {
    const { client } = await signedInMember(ctx);
    const { client: other } = await signedInMember(ctx);
    const response = await client.put("/api/notifications/preferences", {
      email: { message: false, post_comment: true },
    });
    expect(response.statusCode).toBe(200);
    const expected = { email: { ...defaults, message: false, post_comment: true } };
    expect(response.json()).toEqual(expected);
    await client.put("/api/notifications/preferences", { email: { message: false } });
    expect((await client.get("/api/notifications/preferences")).json()).toEqual(expected);
    expect((await other.get("/api/notifications/preferences")).json()).toEqual({ email: defaults });
  });

  it("refuses unknown types and values that are not booleans", async () => {
    const { client } = await signedInMember(ctx);
    for (const body of [
      {},
      { email: { spam: true } },
      { email: { message: "yes" } },
      { email: { message: true }, x: 1 },
    ]) {
      const response = await client.put("/api/notifications/preferences", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get("/api/notifications/preferences")).json()).toEqual({ email: defaults });
  });
});
