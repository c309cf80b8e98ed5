import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConnection, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

type Listed = { id: number; status: string; connectedUser: { firstName: string; lastName: string } };

/** Every page of a list, following nextCursor. */
async function allPages(client: TestClient, query: string) {
  const names: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url = `/api/connections?${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await client.get(url);
    expect(response.statusCode, url).toBe(200);
    const body = response.json() as { connections: Listed[]; nextCursor: string | null };
    names.push(...body.connections.map((c) => `${c.connectedUser.firstName} ${c.connectedUser.lastName}`));
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 10);
  return names;
}

/** A member with three accepted connections (either direction), one request in, one out, one declined. */
async function memberWithNetwork() {
  const me = await signedInMember(ctx, { firstName: "Mia", lastName: "Stone" });
  const people = {
    zoe: await insertUser(ctx.db, { firstName: "Zoe", lastName: "Adams" }),
    adam: await insertUser(ctx.db, { firstName: "adam", lastName: "Young" }),
    lena: await insertUser(ctx.db, { firstName: "Lena", lastName: "Marsh" }),
    asker: await insertUser(ctx.db, { firstName: "Omar", lastName: "Asker" }),
    asked: await insertUser(ctx.db, { firstName: "Pia", lastName: "Asked" }),
    declined: await insertUser(ctx.db, { firstName: "Dee", lastName: "Clined" }),
  };
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  await insertConnection(ctx.db, {
    userId: me.user.id,
    connectedUserId: people.zoe.id,
    status: "accepted",
    updatedAt: at(1),
  });
  await insertConnection(ctx.db, {
    userId: people.adam.id,
    connectedUserId: me.user.id,
    status: "accepted",
    updatedAt: at(3),
  });
  await insertConnection(ctx.db, {
    userId: me.user.id,
    connectedUserId: people.lena.id,
    status: "accepted",
    updatedAt: at(2),
  });
  await insertConnection(ctx.db, {
    userId: people.asker.id,
    connectedUserId: me.user.id,
    status: "pending",
    connectionNotes: "Hello",
  });
  await insertConnection(ctx.db, { userId: me.user.id, connectedUserId: people.asked.id, status: "pending" });
  await insertConnection(ctx.db, {
    userId: me.user.id,
    connectedUserId: people.declined.id,
    status: "declined",
  });
  return me;
}

describe("GET /api/connections views (My Network)", () => {
  it("received and sent hold only the pending requests of each direction", async () => {
    const me = await memberWithNetwork();
    const received = (await me.client.get("/api/connections?view=received")).json();
    expect(received).toEqual({
      connections: [
        {
          id: expect.any(Number),
          status: "pending",
          direction: "incoming",
          connectedSince: expect.any(String),
          message: "Hello",
          connectedUser: expect.objectContaining({ firstName: "Omar", lastName: "Asker" }),
        },
      ],
      nextCursor: null,
    });
    const sent = (await me.client.get("/api/connections?view=sent")).json();
    expect(sent.connections.map((c: Listed) => c.connectedUser.firstName)).toEqual(["Pia"]);
  });

  it("connected lists accepted connections newest first, or by first or last name, page by page", async () => {
    const me = await memberWithNetwork();
    expect(await allPages(me.client, "view=connected")).toEqual(["adam Young", "Lena Marsh", "Zoe Adams"]);
    expect(await allPages(me.client, "view=connected&sort=recent")).toEqual([
      "adam Young",
      "Lena Marsh",
      "Zoe Adams",
    ]);
    expect(await allPages(me.client, "view=connected&sort=firstName")).toEqual([
      "adam Young",
      "Lena Marsh",
      "Zoe Adams",
    ]);
    expect(await allPages(me.client, "view=connected&sort=lastName")).toEqual([
      "Zoe Adams",
      "Lena Marsh",
      "adam Young",
    ]);
  });

  it("connected searches the other member's first, last or full name, case-insensitively", async () => {
    const me = await memberWithNetwork();
    const names = async (search: string) =>
      (await me.client.get(`/api/connections?view=connected&search=${encodeURIComponent(search)}`))
        .json()
        .connections.map((c: Listed) => c.connectedUser.firstName);
    expect(await names("ADAM")).toEqual(["adam", "Zoe"]);
    expect(await names("lena m")).toEqual(["Lena"]);
    expect(await names("asker")).toEqual([]);
    expect(await names("%")).toEqual([]);
  });

  it("validates view, sort, search, limit and cursor", async () => {
    const me = await signedInMember(ctx);
    for (const query of [
      "view=all",
      "sort=name",
      `search=${"x".repeat(101)}`,
      "search=a%00b",
      "limit=0",
      "limit=101",
      "cursor=***",
      "view=connected&sort=firstName&cursor=bm90LWEtY3Vyc29y",
      "view=connected&sort=recent&cursor=bzp8fDQ",
    ]) {
      const response = await me.client.get(`/api/connections?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
  });

  it("shows each member only their own connections; a visitor gets 401", async () => {
    await memberWithNetwork();
    const other = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    for (const view of ["received", "sent", "connected"]) {
      expect((await other.client.get(`/api/connections?view=${view}`)).json()).toEqual({
        connections: [],
        nextCursor: null,
      });
      expect((await admin.client.get(`/api/connections?view=${view}`)).json().connections).toEqual([]);
      expect((await new TestClient(ctx.app).get(`/api/connections?view=${view}`)).statusCode).toBe(401);
    }
  });
});
