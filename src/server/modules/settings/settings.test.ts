import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REGISTRATION_CLOSED_MESSAGE } from "../../../shared/contracts/settings";
import { adminAuditLog, platformSettings, posts, users } from "../../db/schema";
import { insertPost } from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInAdminAndMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let admin: SignedInMember;
let member: SignedInMember;

beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  ({ admin, member } = await signedInAdminAndMember(ctx));
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(platformSettings);
});

const SETTINGS_KEYS = [
  "announcement",
  "emailNotifications",
  "postModeration",
  "registrationOpen",
  "registrationProofOfWork",
  "requireVerifiedEmail",
  "updatedAt",
];
const DEFAULTS = {
  registrationOpen: true,
  postModeration: false,
  emailNotifications: true,
  requireVerifiedEmail: false,
  registrationProofOfWork: false,
  announcement: null,
  updatedAt: null,
};

describe("who may use /api/admin/settings", () => {
  it.each([
    ["GET", undefined],
    ["PUT", { postModeration: true }],
  ] as const)("%s: 401 for a visitor, 403 for a member, and nothing changes", async (method, body) => {
    const visitor = await new TestClient(ctx.app).request(method, "/api/admin/settings", body);
    expect(visitor.statusCode).toBe(401);
    const asMember = await member.client.request(method, "/api/admin/settings", body);
    expect(asMember.statusCode).toBe(403);
    expect(await ctx.db.select().from(platformSettings)).toEqual([]);
  });

  it("answers 401 to a visitor before looking at a bad body", async () => {
    const response = await new TestClient(ctx.app).put("/api/admin/settings", { postModeration: "yes" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/admin/settings", () => {
  it("answers the defaults while nothing was saved", async () => {
    const response = await admin.client.get("/api/admin/settings");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(SETTINGS_KEYS);
    expect(response.json()).toEqual(DEFAULTS);
  });
});

describe("PUT /api/admin/settings", () => {
  it("changes the fields sent, keeps the others, and records the change", async () => {
    const response = await admin.client.put("/api/admin/settings", {
      postModeration: true,
      emailNotifications: false,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(SETTINGS_KEYS);
    expect(body).toMatchObject({
      registrationOpen: true,
      postModeration: true,
      emailNotifications: false,
      announcement: null,
    });
    expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);

    const second = await admin.client.put("/api/admin/settings", {
      announcement: "  Maintenance on Sunday at 22:00 UTC.  ",
    });
    expect(second.json()).toMatchObject({
      postModeration: true,
      emailNotifications: false,
      announcement: "Maintenance on Sunday at 22:00 UTC.",
    });
    expect((await admin.client.get("/api/admin/settings")).json()).toEqual(second.json());

    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "settings.update"))
      .orderBy(sql`${adminAuditLog.id} desc`)
      .limit(1);
    expect(entries[0]).toMatchObject({
      adminId: admin.user.id,
      targetType: "platform_settings",
      details: { changed: { announcement: "Maintenance on Sunday at 22:00 UTC." } },
    });
  });

  it.each([[""], ["   "], [null]])("clears the announcement with %j", async (announcement) => {
    await admin.client.put("/api/admin/settings", { announcement: "Something" });
    const response = await admin.client.put("/api/admin/settings", { announcement });
    expect(response.statusCode).toBe(200);
    expect(response.json().announcement).toBeNull();
  });

  it.each([
    ["an empty body", {}],
    ["a non-boolean switch", { registrationOpen: "false" }],
    ["an unknown field", { maintenanceMode: true }],
    ["a too long announcement", { announcement: "x".repeat(501) }],
    ["a number as announcement", { announcement: 5 }],
    ["a NUL in the announcement", { announcement: "a\u0000b" }],
  ])("refuses %s with 400 and changes nothing", async (_, body) => {
    const response = await admin.client.put("/api/admin/settings", body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe("string");
    expect(await ctx.db.select().from(platformSettings)).toEqual([]);
  });

  it("refuses a cross-site change", async () => {
    const response = await admin.client.put(
      "/api/admin/settings",
      { registrationOpen: false },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
    expect(await ctx.db.select().from(platformSettings)).toEqual([]);
  });
});

describe("GET /api/settings", () => {
  it.each(["visitor", "member", "admin"] as const)(
    "answers registration and the announcement to a %s",
    async (role) => {
      await admin.client.put("/api/admin/settings", {
        registrationOpen: false,
        announcement: "Welcome to the new Netwise.",
      });
      const client =
        role === "visitor" ? new TestClient(ctx.app) : role === "member" ? member.client : admin.client;
      const response = await client.get("/api/settings");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        registrationOpen: false,
        registrationProofOfWork: false,
        announcement: "Welcome to the new Netwise.",
      });
    },
  );

  it("answers the defaults while nothing was saved", async () => {
    const response = await new TestClient(ctx.app).get("/api/settings");
    expect(response.json()).toEqual({
      registrationOpen: true,
      registrationProofOfWork: false,
      announcement: null,
    });
  });
});

describe("User Registration", () => {
  const registration = (email: string) => ({
    email,
    password: "violet-harbor-42",
    firstName: "Dana",
    lastName: "Reyes",
  });

  it("off: registration answers 403 with a clear message and creates no account", async () => {
    await admin.client.put("/api/admin/settings", { registrationOpen: false });
    const email = `closed-${Date.now()}@example.test`;
    const response = await new TestClient(ctx.app).post("/api/auth/register", registration(email));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: REGISTRATION_CLOSED_MESSAGE });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Existing members still sign in.
    expect((await member.client.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("on again: registration works", async () => {
    await admin.client.put("/api/admin/settings", { registrationOpen: false });
    await admin.client.put("/api/admin/settings", { registrationOpen: true });
    const response = await new TestClient(ctx.app).post(
      "/api/auth/register",
      registration(`open-${Date.now()}@example.test`),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe("Post Moderation", () => {
  it("on: a new post is stored unpublished, its author sees it pending review, nobody else sees it", async () => {
    await admin.client.put("/api/admin/settings", { postModeration: true });
    const created = await member.client.post("/api/feed", { content: "Waiting for review." });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ content: "Waiting for review.", pendingReview: true });
    const [stored] = await ctx.db.select().from(posts).where(eq(posts.id, created.json().id));
    expect(stored?.isPublished).toBe(false);

    const ownFeed = (await member.client.get("/api/feed?scope=everyone")).json().posts;
    expect(ownFeed.find((post: { id: number }) => post.id === created.json().id)).toMatchObject({
      pendingReview: true,
    });
    const otherFeed = (await admin.client.get("/api/feed?scope=everyone")).json().posts;
    expect(otherFeed.some((post: { id: number }) => post.id === created.json().id)).toBe(false);
    const visitorFeed = (await new TestClient(ctx.app).get("/api/feed")).json().posts;
    expect(visitorFeed.some((post: { id: number }) => post.id === created.json().id)).toBe(false);

    // Once published, it is an ordinary post for everyone.
    await ctx.db.update(posts).set({ isPublished: true }).where(eq(posts.id, created.json().id));
    const published = (await new TestClient(ctx.app).get("/api/feed")).json().posts;
    const shown = published.find((post: { id: number }) => post.id === created.json().id);
    expect(shown).toBeDefined();
    expect(shown.pendingReview).toBeUndefined();
  });

  it("places a pending post between the published ones by time and pages through without repeats", async () => {
    await admin.client.put("/api/admin/settings", { postModeration: true });
    const author = await signedInMember(ctx);
    const base = Date.now() - 60_000;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const post = await insertPost(ctx.db, {
        userId: author.user.id,
        isPublished: i !== 2,
        createdAt: new Date(base + i * 1000),
      });
      ids.push(post.id);
    }
    const first = await author.client.get("/api/feed?limit=2&scope=everyone");
    const cursor = first.json().nextCursor;
    const second = await author.client.get(`/api/feed?limit=50&cursor=${cursor}&scope=everyone`);
    const seen = [...first.json().posts, ...second.json().posts]
      .map((post: { id: number }) => post.id)
      .filter((id) => ids.includes(id));
    expect(seen).toEqual([...ids].reverse());
  });

  it("off: a new post is published at once", async () => {
    const created = await member.client.post("/api/feed", { content: "Straight to the feed." });
    expect(created.statusCode).toBe(201);
    expect(created.json().pendingReview).toBeUndefined();
    const [stored] = await ctx.db.select().from(posts).where(eq(posts.id, created.json().id));
    expect(stored?.isPublished).toBe(true);
  });

  it("keeps a post pending review out of everyone's reach but its author's list", async () => {
    await admin.client.put("/api/admin/settings", { postModeration: true });
    const created = (await member.client.post("/api/feed", { content: "Not yet public." })).json();
    const other = await signedInMember(ctx);
    expect((await other.client.put(`/api/feed/${created.id}/like`)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/feed/${created.id}`)).statusCode).toBe(404);
  });
});
