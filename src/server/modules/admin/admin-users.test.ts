import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_CHANGE_REQUIRED } from "../../../shared/contracts/account";
import type { AdminUser, CreateUserResponse } from "../../../shared/contracts/admin";
import { adminAuditLog, posts, sessions, users } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertConnection, insertPost, insertUser } from "../../db/seed/factories";
import { type AdminTestClients, adminTestClients } from "../../test/helpers/admin-test-helpers";
import { freshIp } from "../../test/helpers/fresh-ip";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { verifyPassword } from "../auth/password";

let ctx: TestContext;
let admin: AdminTestClients["admin"];
beforeAll(async () => {
  ctx = await createTestApp();
  ({ admin } = await adminTestClients(ctx));
});
afterAll(async () => ctx.close());

const USER_KEYS = [
  "avatar",
  "company",
  "connectionCount",
  "email",
  "emailVerified",
  "firstName",
  "id",
  "isActive",
  "jobTitle",
  "joinedAt",
  "lastActiveAt",
  "lastName",
  "role",
  "username",
];

const auditEntries = (targetId: number) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(targetId)))
    .orderBy(adminAuditLog.id);

describe("GET /api/admin/users", () => {
  it("lists users newest first with their accepted connections, searched case-insensitively", async () => {
    const zoe = await insertUser(ctx.db, {
      firstName: "Zoë",
      lastName: "Quartermain",
      company: "Harbor Analytics",
      jobTitle: "CTO",
      email: "zoe.q@harbor.example",
      createdAt: new Date("2026-03-02T09:30:00.000Z"),
      lastActiveAt: new Date("2026-04-10T17:05:00.000Z"),
    });
    const friend = await insertUser(ctx.db, { firstName: "Friend", lastName: "One", emailVerifiedAt: null });
    const other = await insertUser(ctx.db, { firstName: "Friend", lastName: "Two" });
    await insertConnection(ctx.db, { userId: zoe.id, connectedUserId: friend.id, status: "accepted" });
    await insertConnection(ctx.db, { userId: other.id, connectedUserId: zoe.id, status: "accepted" });
    await insertConnection(ctx.db, { userId: zoe.id, connectedUserId: admin.user.id, status: "pending" });

    const response = await admin.client.get("/api/admin/users");
    expect(response.statusCode).toBe(200);
    const list = response.json().users as AdminUser[];
    expect(list.map((user) => user.id)).toEqual([...list.map((user) => user.id)].sort((a, b) => b - a));
    const row = list.find((user) => user.id === zoe.id);
    expect(Object.keys(row ?? {}).sort()).toEqual(USER_KEYS);
    expect(row).toEqual({
      id: zoe.id,
      firstName: "Zoë",
      lastName: "Quartermain",
      username: zoe.username,
      email: "zoe.q@harbor.example",
      company: "Harbor Analytics",
      jobTitle: "CTO",
      role: "user",
      avatar: null,
      connectionCount: 2,
      isActive: true,
      joinedAt: "2026-03-02T09:30:00.000Z",
      lastActiveAt: "2026-04-10T17:05:00.000Z",
      emailVerified: true,
    });
    expect(list.find((user) => user.id === friend.id)).toMatchObject({
      connectionCount: 1,
      emailVerified: false,
      lastActiveAt: null,
    });
    expect(list.find((user) => user.id === admin.user.id)?.connectionCount).toBe(0);

    for (const search of ["zoË", "QUARTER", "harbor.example", "analytics", "zoë quarter"]) {
      const found = (await admin.client.get(`/api/admin/users?search=${encodeURIComponent(search)}`)).json()
        .users;
      expect(
        (found as AdminUser[]).map((user) => user.id),
        search,
      ).toEqual([zoe.id]);
    }
    const none = await admin.client.get("/api/admin/users?search=%25%25nobody");
    expect(none.json().users).toEqual([]);
    expect(none.json().nextCursor).toBeNull();
  });

  it("pages by nextCursor", async () => {
    for (let index = 0; index < 3; index++) await insertUser(ctx.db, { company: "Pagination Partners" });
    const first = await admin.client.get("/api/admin/users?search=Pagination&limit=2");
    const cursor = first.json().nextCursor;
    expect(typeof cursor).toBe("string");
    const second = await admin.client.get(`/api/admin/users?search=Pagination&limit=2&cursor=${cursor}`);
    expect((first.json().users as AdminUser[]).length).toBe(2);
    expect((second.json().users as AdminUser[]).length).toBe(1);
    expect(second.json().nextCursor).toBeNull();
    const ids = [...first.json().users, ...second.json().users].map((user: AdminUser) => user.id);
    expect(new Set(ids).size).toBe(3);
  });

  it("rejects bad queries", async () => {
    for (const query of [
      "limit=0",
      "limit=51",
      "limit=x",
      "cursor=***",
      "cursor=bm9wZQ",
      "extra=1",
      `search=${"a".repeat(101)}`,
    ]) {
      const response = await admin.client.get(`/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
    expect((await admin.client.get("/api/admin/users?search=%00")).statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/users/{id}/status", () => {
  it("deactivates a member: sessions end, sign-in is refused, their posts leave the feed", async () => {
    const { user, client } = await signedInMember(ctx, { firstName: "Dee" }, { ip: freshIp() });
    await insertPost(ctx.db, { userId: user.id, content: "A post by a member about to be deactivated" });
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);

    const response = await admin.client.patch(`/api/admin/users/${user.id}/status`, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(USER_KEYS);
    expect(response.json()).toMatchObject({ id: user.id, isActive: false });

    const [left] = await ctx.db.select({ total: count() }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left?.total).toBe(0);
    expect((await client.get("/api/auth/me")).statusCode).toBe(401);
    const feed = (await admin.client.get("/api/feed?scope=everyone")).json().posts as { content: string }[];
    expect(feed.some((post) => post.content.includes("about to be deactivated"))).toBe(false);
    expect((await new TestClient(ctx.app).get(`/api/profile/${user.username}`)).statusCode).toBe(404);

    const [entry] = await auditEntries(user.id);
    expect(entry).toMatchObject({ adminId: admin.user.id, action: "user.deactivate", targetType: "user" });

    const back = await admin.client.patch(`/api/admin/users/${user.id}/status`, { isActive: true });
    expect(back.json()).toMatchObject({ isActive: true });
    expect((await auditEntries(user.id)).map((row) => row.action)).toEqual([
      "user.deactivate",
      "user.activate",
    ]);
  });

  it("never lets an admin deactivate themself", async () => {
    const response = await admin.client.patch(`/api/admin/users/${admin.user.id}/status`, {
      isActive: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "You cannot deactivate your own account." });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.isActive).toBe(true);
  });

  it("answers 404 for a missing user and 400 for bad input", async () => {
    expect((await admin.client.patch("/api/admin/users/999999/status", { isActive: false })).statusCode).toBe(
      404,
    );
    for (const body of [{}, { isActive: "no" }, { isActive: false, extra: 1 }]) {
      expect((await admin.client.patch(`/api/admin/users/${admin.user.id}/status`, body)).statusCode).toBe(
        400,
      );
    }
    expect((await admin.client.patch("/api/admin/users/abc/status", { isActive: true })).statusCode).toBe(
      400,
    );
    expect((await admin.client.patch("/api/admin/users/0/status", { isActive: true })).statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  it("edits name, job title, company and role, and logs it", async () => {
    const user = await insertUser(ctx.db, { jobTitle: "Analyst", company: "Old Co" });
    const response = await admin.client.patch(`/api/admin/users/${user.id}`, {
      firstName: "  Renamed ",
      lastName: "Person",
      jobTitle: "Director",
      company: "",
      role: "admin",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: "Renamed",
      lastName: "Person",
      jobTitle: "Director",
      company: null,
      role: "admin",
    });
    const [entry] = await auditEntries(user.id);
    expect(entry).toMatchObject({ action: "user.update", adminId: admin.user.id });
  });

  it("validates every field with a clear message", async () => {
    const user = await insertUser(ctx.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "", lastName: "X", role: "user" }, "First name is required"],
      [{ firstName: "X", lastName: "  ", role: "user" }, "Last name is required"],
      [{ firstName: "X", lastName: "Y", role: "owner" }, "Role must be one of: user, moderator, admin"],
      [{ firstName: "X".repeat(101), lastName: "Y", role: "user" }, "Must be at most 100 characters"],
      [
        { firstName: "X", lastName: "Y", role: "user", jobTitle: "J".repeat(201) },
        "Must be at most 200 characters",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.patch(`/api/admin/users/${user.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(
      (
        await admin.client.patch(`/api/admin/users/${user.id}`, {
          firstName: "X",
          lastName: "Y",
          role: "user",
          email: "x@y.z",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await admin.client.patch("/api/admin/users/999999", { firstName: "X", lastName: "Y", role: "user" }))
        .statusCode,
    ).toBe(404);
  });

  it("keeps the admin's own administrator role", async () => {
    const response = await admin.client.patch(`/api/admin/users/${admin.user.id}`, {
      firstName: "Ada",
      lastName: "Admin",
      role: "user",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "You cannot remove your own administrator role." });
  });
});

describe("POST /api/admin/users", () => {
  it("creates a member with a one-time password that signs in", async () => {
    const response = await admin.client.post("/api/admin/users", {
      firstName: "New",
      lastName: "Member",
      email: "New.Member@Example.com",
      jobTitle: "Designer",
      company: "Studio",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as CreateUserResponse;
    expect(Object.keys(body).sort()).toEqual(["temporaryPassword", "user"]);
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({
      firstName: "New",
      lastName: "Member",
      email: "new.member@example.com",
      username: "new-member",
      role: "user",
      isActive: true,
      connectionCount: 0,
    });
    expect(body.temporaryPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored?.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(stored?.passwordHash ?? "", body.temporaryPassword)).toBe(true);

    const login = await new TestClient(ctx.app, { ip: freshIp() }).post("/api/auth/login", {
      email: "new.member@example.com",
      password: body.temporaryPassword,
    });
    expect(login.statusCode).toBe(200);
    const [entry] = await auditEntries(body.user.id);
    expect(entry).toMatchObject({ action: "user.create", adminId: admin.user.id });
  });

  it("makes the new member choose their own password before anything else (issue 27, Info)", async () => {
    const created = await admin.client.post("/api/admin/users", {
      firstName: "Temp",
      lastName: "Holder",
      email: "temp.holder@example.com",
    });
    const { temporaryPassword } = created.json() as CreateUserResponse;
    const member = new TestClient(ctx.app, { ip: freshIp() });
    await member.post("/api/auth/login", { email: "temp.holder@example.com", password: temporaryPassword });
    expect((await member.get("/api/auth/me")).json().passwordChangeRequired).toBe(true);
    for (const [method, url] of [
      ["GET", "/api/feed"],
      ["GET", "/api/notifications"],
      ["POST", "/api/feed"],
    ] as const) {
      const refused = await member.request(method, url, method === "POST" ? { content: "Hello" } : undefined);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ message: PASSWORD_CHANGE_REQUIRED });
    }
    expect((await member.get("/api/settings")).statusCode).toBe(200);

    const changed = await member.post("/api/auth/password", {
      currentPassword: temporaryPassword,
      newPassword: "my-own-long-passphrase",
    });
    expect(changed.statusCode).toBe(200);
    expect((await member.get("/api/auth/me")).json().passwordChangeRequired).toBe(false);
    expect((await member.get("/api/feed")).statusCode).toBe(200);
    // A member who signed up themselves is never asked.
    expect((await admin.client.get("/api/auth/me")).json().passwordChangeRequired).toBe(false);
  });

  it("refuses a taken e-mail (409) and invalid fields (400)", async () => {
    const existing = await insertUser(ctx.db);
    const taken = await admin.client.post("/api/admin/users", {
      firstName: "A",
      lastName: "B",
      email: existing.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: "An account with this email already exists." });
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "A", lastName: "B", email: "not-an-email" }, "Enter a valid email address"],
      [{ firstName: "A", lastName: "B" }, "Email is required"],
      [{ firstName: "A", lastName: "B", email: "" }, "Email is required"],
      [{ lastName: "B", email: "x@y.co" }, "First name is required"],
      [{ firstName: "A", lastName: "B", email: "x@y.co", role: "root" }, "Role must be one of"],
      [{ firstName: "A", lastName: "B", email: "x@y.co", password: "mine" }, "Unrecognized key"],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.post("/api/admin/users", body);
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});

describe("users and posts stay consistent", () => {
  it("a deactivated member's posts are still listed for admins", async () => {
    const user = await insertUser(ctx.db, { isActive: false });
    await insertPost(ctx.db, { userId: user.id });
    const [row] = await ctx.db.select({ total: count() }).from(posts).where(eq(posts.userId, user.id));
    expect(row?.total).toBe(1);
    const listed = (
      await admin.client.get(`/api/admin/posts?search=${encodeURIComponent(user.lastName)}`)
    ).json().posts;
    expect(listed).toHaveLength(1);
  });
});

describe("deleted accounts", () => {
  it("are not users any more: out of the list, the search, the counts and every user action", async () => {
    const gone = await signedInMember(ctx, { lastName: `Gone${Date.now()}` }, { ip: freshIp() });
    const deleted = await gone.client.request("DELETE", "/api/account", { password: DEFAULT_TEST_PASSWORD });
    expect(deleted.statusCode).toBe(204);
    const before = (await admin.client.get("/api/admin/stats")).json();

    const listed = (await admin.client.get("/api/admin/users?limit=50")).json() as { users: AdminUser[] };
    expect(listed.users.map((user) => user.id)).not.toContain(gone.user.id);
    const searched = await admin.client.get("/api/admin/users?search=Deleted");
    expect(searched.json().users.map((user: AdminUser) => user.id)).not.toContain(gone.user.id);

    const status = await admin.client.patch(`/api/admin/users/${gone.user.id}/status`, { isActive: true });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toEqual({ message: "User not found." });
    const edit = await admin.client.patch(`/api/admin/users/${gone.user.id}`, {
      firstName: "Back",
      lastName: "Again",
      role: "admin",
    });
    expect(edit.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, gone.user.id));
    expect(row).toMatchObject({ firstName: "Deleted", lastName: "member", role: "user", isActive: false });

    // A second deleted account changes no admin count.
    const another = await signedInMember(ctx, {}, { ip: freshIp() });
    await another.client.request("DELETE", "/api/account", { password: DEFAULT_TEST_PASSWORD });
    expect((await admin.client.get("/api/admin/stats")).json()).toEqual(before);
  });
});
