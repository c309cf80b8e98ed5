import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { createSessionStore, sessionUserColumns } from "../../http/sessions";
import { CURRENT_USER_KEYS } from "../../test/expected-keys";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { hashPassword } from "./password";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    adminEmails: ["boss@netwise.test", "promoted@netwise.test"],
    authRateLimit: 1000,
  });
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = (prefix = "member") => `${prefix}.${++counter}@example.com`;
const STRONG_PASSWORD = "violet-harbor-42";

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    firstName: "Dana",
    lastName: "Reyes",
    ...overrides,
  };
}

const countUsers = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

describe("POST /api/auth/register", () => {
  it("creates the member, signs them in and answers the current user without any password", async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail("Dana.Reyes");
    const response = await client.post("/api/auth/register", {
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
      firstName: " Dana ",
      lastName: "Reyes",
      jobTitle: "Growth Lead",
      company: "Brightpath",
      industry: "marketing",
      location: "Austin, TX",
      lookingFor: "Web designers",
      servicesOffered: "Growth audits",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(CURRENT_USER_KEYS);
    expect(body).toMatchObject({
      email: email.toLowerCase(),
      firstName: "Dana",
      lastName: "Reyes",
      role: "user",
      jobTitle: "Growth Lead",
      company: "Brightpath",
      industry: "marketing",
      location: "Austin, TX",
      lookingFor: "Web designers",
      servicesOffered: "Growth audits",
      skills: [],
      isActive: true,
      profileCompleted: false,
    });
    expect(body.username).toMatch(/^dana-reyes(-\d+)?$/);
    expect(new Date(body.createdAt).toString()).not.toBe("Invalid Date");
    expect(response.body).not.toContain(STRONG_PASSWORD);
    expect(response.body).not.toContain("argon2");

    const cookie = response.cookies.find((c) => c.name === "netwise_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await client.get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
  });

  it("stores the password as an argon2id hash with the OWASP parameters", async () => {
    const email = uniqueEmail();
    await new TestClient(ctx.app).post("/api/auth/register", registration({ email }));
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it("generates unique, URL-safe usernames from the names", async () => {
    const client = new TestClient(ctx.app);
    const first = (
      await client.post("/api/auth/register", registration({ firstName: "Zoë", lastName: "O'Brien" }))
    ).json();
    const second = (
      await client.post("/api/auth/register", registration({ firstName: "Zoe", lastName: "OBrien" }))
    ).json();
    expect(first.username).toBe("zoe-obrien");
    expect(second.username).toBe("zoe-obrien-2");
    const odd = (
      await client.post("/api/auth/register", registration({ firstName: "李", lastName: "!!!" }))
    ).json();
    expect(odd.username).toMatch(/^member(-\d+)?$/);
  });

  it("marks the profile complete when all 8 completion fields are given", async () => {
    const response = await new TestClient(ctx.app).post(
      "/api/auth/register",
      registration({
        jobTitle: "CTO",
        company: "Acme",
        industry: "technology",
        professionalSummary: "Builds teams.",
        skills: ["TypeScript"],
        lookingFor: "Advisors",
      }),
    );
    expect(response.json().profileCompleted).toBe(true);
  });

  it("does not make an ADMIN_EMAILS address admin at registration: nothing proves the owner yet", async () => {
    const client = new TestClient(ctx.app);
    const response = await client.post("/api/auth/register", registration({ email: "Boss@Netwise.test" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: "user", emailVerifiedAt: null });
    await client.post("/api/auth/logout");
    const login = await client.post("/api/auth/login", {
      email: "boss@netwise.test",
      password: STRONG_PASSWORD,
    });
    expect(login.json().role).toBe("user");
    expect((await client.get("/api/admin/stats")).statusCode).toBe(403);
  });

  it("refuses a second registration of the same e-mail in any case with 409 and creates nothing", async () => {
    const email = uniqueEmail();
    await new TestClient(ctx.app).post("/api/auth/register", registration({ email }));
    const before = await countUsers();
    const response = await new TestClient(ctx.app).post(
      "/api/auth/register",
      registration({ email: email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "An account with this email already exists. Sign in instead.",
    });
    expect(response.cookies).toHaveLength(0);
    expect(await countUsers()).toBe(before);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["an invalid e-mail", { email: "not-an-email" }, "email: Enter a valid email address"],
    ["a missing e-mail", { email: undefined }, "email: Email is required"],
    ["a short password", { password: "abc12" }, "password: Password must be at least 6 characters"],
    ["a missing first name", { firstName: undefined }, "firstName: First name is required"],
    ["a blank last name", { lastName: "   " }, "lastName: Last name is required"],
    ["a field of the wrong type", { skills: "react" }, "skills: "],
    ["an unknown field", { role: "admin" }, "role"],
    ["a non-http URL", { websiteUrl: "javascript:alert(1)" }, "websiteUrl: Must be a web address"],
    ["an over-long name", { firstName: "x".repeat(101) }, "firstName: Must be at most 100 characters"],
  ];
  it.each(invalid)(
    "refuses %s with 400 naming the problem and creates nothing",
    async (_, change, message) => {
      const before = await countUsers();
      const body = Object.fromEntries(
        Object.entries(registration(change)).filter(([, value]) => value !== undefined),
      );
      const response = await new TestClient(ctx.app).post("/api/auth/register", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(response.json().issues.length).toBeGreaterThan(0);
      expect(await countUsers()).toBe(before);
    },
  );

  it("refuses one of the most common passwords with a clear message", async () => {
    const before = await countUsers();
    const response = await new TestClient(ctx.app).post(
      "/api/auth/register",
      registration({ password: "Password1" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too common/);
    expect(await countUsers()).toBe(before);
  });

  it("accepts a 128-character passphrase and signs in with it", async () => {
    const email = uniqueEmail();
    const password = "correct horse battery staple ".repeat(5).slice(0, 128);
    const client = new TestClient(ctx.app);
    expect((await client.post("/api/auth/register", registration({ email, password }))).statusCode).toBe(201);
    expect((await client.post("/api/auth/login", { email, password })).statusCode).toBe(200);
  });
});

describe("POST /api/auth/login", () => {
  const email = "login.member@example.com";
  beforeAll(async () => {
    await new TestClient(ctx.app).post("/api/auth/register", registration({ email }));
  });

  it("signs in with the right password, case-insensitively on the e-mail", async () => {
    const client = new TestClient(ctx.app);
    const response = await client.post("/api/auth/login", {
      email: "Login.Member@Example.com",
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(CURRENT_USER_KEYS);
    expect(response.json().email).toBe(email);
    expect((await client.get("/api/auth/me")).json().email).toBe(email);
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const wrong = await new TestClient(ctx.app).post("/api/auth/login", {
      email,
      password: "wrong-password",
    });
    const unknown = await new TestClient(ctx.app).post("/api/auth/login", {
      email: "nobody@example.com",
      password: "wrong-password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password." });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it("validates the body: e-mail format and a password of at least 1 character", async () => {
    const client = new TestClient(ctx.app);
    expect((await client.post("/api/auth/login", { email: "nope", password: "x" })).statusCode).toBe(400);
    const empty = await client.post("/api/auth/login", { email, password: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("password: Password is required");
  });

  it("rotates the session: the cookie held before sign-in no longer works", async () => {
    const client = new TestClient(ctx.app);
    await client.post("/api/auth/login", { email, password: STRONG_PASSWORD });
    const firstCookie = client.cookie;
    await client.post("/api/auth/login", { email, password: STRONG_PASSWORD });
    expect(client.cookie).not.toBe(firstCookie);
    expect((await client.get("/api/auth/me", { cookie: firstCookie })).statusCode).toBe(401);
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("stores only the SHA-256 of the session token", async () => {
    const client = new TestClient(ctx.app);
    await client.post("/api/auth/login", { email, password: STRONG_PASSWORD });
    const token = client.cookie?.split("=")[1] ?? "";
    const stored = await ctx.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it("refuses a deactivated member and ends their existing sessions", async () => {
    const deactivated = "deactivated@example.com";
    const client = new TestClient(ctx.app);
    await client.post("/api/auth/register", registration({ email: deactivated }));
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, deactivated));

    expect((await client.get("/api/auth/me")).statusCode).toBe(401);
    const login = await new TestClient(ctx.app).post("/api/auth/login", {
      email: deactivated,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/deactivated/);
    expect(login.cookies).toHaveLength(0);
  });

  it("promotes a verified ADMIN_EMAILS account to admin at sign-in", async () => {
    await ctx.db.insert(users).values({
      email: "promoted@netwise.test",
      passwordHash: await hashPassword(STRONG_PASSWORD),
      username: "promoted-member",
      firstName: "Pro",
      lastName: "Moted",
      emailVerifiedAt: new Date(),
    });
    const login = await new TestClient(ctx.app).post("/api/auth/login", {
      email: "promoted@netwise.test",
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe("admin");
  });
});

describe("sessions expire", () => {
  it("ends a session idle for longer than the idle limit, and one past its absolute expiry", async () => {
    const client = new TestClient(ctx.app);
    await client.post("/api/auth/register", registration());
    await ctx.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - ctx.config.sessionIdleMs - 1000) });
    expect((await client.get("/api/auth/me")).statusCode).toBe(401);

    await client.post("/api/auth/register", registration());
    await ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get("/api/auth/me")).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout and GET /api/auth/me", () => {
  it("signs out: the session is deleted and the cookie cleared", async () => {
    const client = new TestClient(ctx.app);
    await client.post("/api/auth/register", registration());
    const cookie = client.cookie;
    const response = await client.post("/api/auth/logout", {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Signed out." });
    expect(client.cookie).toBeUndefined();
    expect((await client.get("/api/auth/me", { cookie })).statusCode).toBe(401);
  });

  it("answers 401 with a message for a visitor and for a made-up cookie", async () => {
    const visitor = await new TestClient(ctx.app).get("/api/auth/me");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: "Sign in to continue." });
    const forged = await new TestClient(ctx.app).get("/api/auth/me", { cookie: "netwise_session=forged" });
    expect(forged.statusCode).toBe(401);
  });

  it("reads only the session's columns for a request (never the password hash), and /me the whole account", async () => {
    const client = new TestClient(ctx.app);
    const registered = await client.post("/api/auth/register", registration());
    await ctx.db.update(users).set({ bio: "Writes about growth." }).where(eq(users.id, registered.json().id));
    const token = client.cookie?.replace("netwise_session=", "");
    const sessionUser = await createSessionStore(ctx.db, ctx.config).resolve(token);
    expect(Object.keys(sessionUser ?? {}).sort()).toEqual(Object.keys(sessionUserColumns).sort());
    expect(sessionUser).not.toHaveProperty("passwordHash");
    expect(sessionUser).not.toHaveProperty("offerSearch");
    const me = await client.get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json()).sort()).toEqual(CURRENT_USER_KEYS);
    expect(me.json().bio).toBe("Writes about growth.");
  });

  it("lets a signed-out visitor call logout harmlessly", async () => {
    expect((await new TestClient(ctx.app).post("/api/auth/logout", {})).statusCode).toBe(200);
  });
});
