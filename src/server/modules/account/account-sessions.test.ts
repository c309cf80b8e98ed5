import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Signs `email` in from a new client with the given browser. */
async function signInAgain(email: string, userAgent: string, password = DEFAULT_TEST_PASSWORD) {
  const client = new TestClient(ctx.app);
  const login = await client.post(
    "/api/auth/login",
    { email, password },
    { headers: { "user-agent": userAgent } },
  );
  expect(login.statusCode).toBe(200);
  return client;
}

describe("GET /api/auth/sessions", () => {
  it("lists the member's sessions with an integer id, the browser and times, the current one first", async () => {
    const user = await insertUser(ctx.db);
    const mac = await signInAgain(user.email, CHROME_MAC);
    await signInAgain(user.email, FIREFOX_WINDOWS);
    const other = await signedInMember(ctx);

    const response = await mac.get("/api/auth/sessions");
    expect(response.statusCode).toBe(200);
    const body = response.json() as { sessions: Record<string, unknown>[] };
    expect(body.sessions).toHaveLength(2);
    expect(Object.keys(body.sessions[0] ?? {}).sort()).toEqual([
      "createdAt",
      "current",
      "id",
      "lastSeenAt",
      "userAgent",
    ]);
    expect(body.sessions[0]).toMatchObject({ current: true, userAgent: CHROME_MAC });
    expect(body.sessions[1]).toMatchObject({ current: false, userAgent: FIREFOX_WINDOWS });
    for (const session of body.sessions) {
      expect(Number.isInteger(session.id)).toBe(true);
      expect(new Date(session.createdAt as string).toISOString()).toBe(session.createdAt);
      expect(new Date(session.lastSeenAt as string).toISOString()).toBe(session.lastSeenAt);
    }
    // Never a token or its hash.
    expect(response.body).not.toMatch(/[0-9a-f]{64}/);
    expect((await other.client.get("/api/auth/sessions")).json().sessions).toHaveLength(1);
  });

  it("updates lastSeenAt at most once a minute", async () => {
    const { user, client } = await signedInMember(ctx);
    const old = new Date(Date.now() - 5 * 60_000);
    await ctx.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.userId, user.id));
    await client.get("/api/auth/me");
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const touched = row?.lastSeenAt.getTime() ?? 0;
    expect(touched).toBeGreaterThan(old.getTime());
    await client.get("/api/auth/me");
    const [again] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(again?.lastSeenAt.getTime()).toBe(touched);
  });

  it("answers a visitor with 401", async () => {
    expect((await new TestClient(ctx.app).get("/api/auth/sessions")).statusCode).toBe(401);
  });
});

describe("DELETE /api/auth/sessions/{id}", () => {
  it("signs that session out; the member's other sessions stay", async () => {
    const user = await insertUser(ctx.db);
    const mac = await signInAgain(user.email, CHROME_MAC);
    const windows = await signInAgain(user.email, FIREFOX_WINDOWS);
    const listed = (await mac.get("/api/auth/sessions")).json().sessions as {
      id: number;
      current: boolean;
    }[];
    const windowsId = listed.find((session) => !session.current)?.id as number;

    const response = await mac.delete(`/api/auth/sessions/${windowsId}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await windows.get("/api/auth/me")).statusCode).toBe(401);
    expect((await mac.get("/api/auth/me")).statusCode).toBe(200);
    expect((await mac.delete(`/api/auth/sessions/${windowsId}`)).statusCode).toBe(404);
  });

  it("answers another member's session id with 404 and leaves it signed in", async () => {
    const { client: mine } = await signedInMember(ctx);
    const { client: theirs } = await signedInMember(ctx);
    const theirId = ((await theirs.get("/api/auth/sessions")).json().sessions[0] as { id: number }).id;
    const response = await mine.delete(`/api/auth/sessions/${theirId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No such session." });
    expect((await theirs.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("refuses a bad id with 400 and a visitor with 401", async () => {
    const { client } = await signedInMember(ctx);
    for (const id of ["abc", "0", "-1", "99999999999", "1.5"]) {
      expect((await client.delete(`/api/auth/sessions/${id}`)).statusCode, id).toBe(400);
    }
    expect((await new TestClient(ctx.app).delete("/api/auth/sessions/1")).statusCode).toBe(401);
  });
});

describe("POST /api/auth/sessions/end-others", () => {
  it("signs out every other session and keeps this one", async () => {
    const user = await insertUser(ctx.db);
    const here = await signInAgain(user.email, CHROME_MAC);
    const elsewhere = [
      await signInAgain(user.email, FIREFOX_WINDOWS),
      await signInAgain(user.email, "curl/8"),
    ];
    const response = await here.post("/api/auth/sessions/end-others", {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const client of elsewhere) expect((await client.get("/api/auth/me")).statusCode).toBe(401);
    expect((await here.get("/api/auth/sessions")).json().sessions).toHaveLength(1);
    expect((await new TestClient(ctx.app).post("/api/auth/sessions/end-others", {})).statusCode).toBe(401);
  });
});

describe("POST /api/auth/password", () => {
  it("changes the password and ends every other session, keeping this one", async () => {
    const { user, client } = await signedInMember(ctx);
    const elsewhere = await signInAgain(user.email, FIREFOX_WINDOWS);
    const response = await client.post("/api/auth/password", {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: "a-brand-new-passphrase",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect((await elsewhere.get("/api/auth/me")).statusCode).toBe(401);
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);

    const fresh = new TestClient(ctx.app);
    expect(
      (await fresh.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await fresh.post("/api/auth/login", { email: user.email, password: "a-brand-new-passphrase" }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a wrong current password with 403 and changes nothing", async () => {
    const { user, client } = await signedInMember(ctx);
    const elsewhere = await signInAgain(user.email, FIREFOX_WINDOWS);
    const [before] = await ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    const response = await client.post("/api/auth/password", {
      currentPassword: "not-my-password",
      newPassword: "a-brand-new-passphrase",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Your current password is not correct." });
    const [after] = await ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after?.hash).toBe(before?.hash);
    expect((await elsewhere.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("applies the registration rules and refuses the same password", async () => {
    const { client } = await signedInMember(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [
        { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: DEFAULT_TEST_PASSWORD },
        "Choose a new password that differs from your current one.",
      ],
      [
        { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: "short" },
        "newPassword: Password must be at least 6 characters",
      ],
      [
        { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: "password123" },
        "This password is too common and easy to guess. Choose a less predictable one.",
      ],
      [
        { currentPassword: "", newPassword: "a-brand-new-passphrase" },
        "currentPassword: Current password is required",
      ],
      [{ newPassword: "a-brand-new-passphrase" }, "currentPassword: Current password is required"],
      [
        { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: "x".repeat(257) },
        "newPassword: Must be at most 256 characters",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await client.post("/api/auth/password", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const extra = await client.post("/api/auth/password", {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: "a-brand-new-passphrase",
      role: "admin",
    });
    expect(extra.statusCode).toBe(400);
  });

  it("answers a visitor with 401", async () => {
    const response = await new TestClient(ctx.app).post("/api/auth/password", {
      currentPassword: "x",
      newPassword: "a-brand-new-passphrase",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("password change rate limit", () => {
  it("allows the sign-in allowance of wrong current passwords per account, then 429", async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const { client } = await signedInMember(limited);
      const attempt = () =>
        client.post("/api/auth/password", {
          currentPassword: "wrong-one",
          newPassword: "a-brand-new-passphrase",
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(403);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
      expect(blocked.json().message).toMatch(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      );
    } finally {
      await limited.close();
    }
  });
});
