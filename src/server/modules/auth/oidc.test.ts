import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SSO_LINK_INVALID,
  SSO_ONLY_PASSWORD_REFUSED,
  SSO_ONLY_REGISTRATION_REFUSED,
  SSO_UNLINK_LAST_WAY,
} from "../../../shared/contracts/single-sign-on";
import { TWO_FACTOR_SETUP_REQUIRED } from "../../../shared/contracts/two-factor";
import { loadConfig } from "../../config";
import {
  adminAuditLog,
  memberIdentities,
  memberSuspensions,
  pendingIdentityLinks,
  users,
} from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import { startTestOidcProvider, type TestOidcProvider } from "../../test/helpers/oidc-test-provider";
import { memberWithTotp, totpCode } from "../../test/helpers/two-factor-test-helpers";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-test-server";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { ADMIN_LOGIN_REFUSED } from "./admin-login.routes";

const APP_URL = "http://localhost:5999";
let provider: TestOidcProvider;
let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUri: `${APP_URL}/api/auth/oidc/callback` });
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    appUrl: APP_URL,
    authRateLimit: 1000,
    mailWorker: true,
    smtpUrl: smtp.url,
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      name: "Acme",
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await provider?.close();
});

let subjects = 0;
const newSubject = () => `acme-${++subjects}-${Date.now()}`;
const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;
const withCookies = (...pairs: (string | undefined)[]) => pairs.filter(Boolean).join("; ");

/** Start → the provider's login as `sub` → the callback, as one browser (the TestClient's session, if any). */
async function singleSignOn(browser: TestClient, sub: string, query = "") {
  const start = await browser.get(`/api/auth/oidc/start${query}`);
  expect(start.statusCode, start.body).toBe(302);
  const flow = cookieOf(start, "netwise_sso_flow");
  expect(flow).toBeTruthy();
  const back = await provider.authorize(start.headers.location as string, sub);
  const callback = await browser.get(`${back.pathname}${back.search}`, {
    cookie: withCookies(browser.cookie, `netwise_sso_flow=${flow}`),
  });
  return { start, back, flow: flow as string, callback };
}

const auditActions = async (action: string) =>
  ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

describe("configuration", () => {
  it("needs all four OIDC variables or none, and an http:// issuer only on loopback", () => {
    const oidc = {
      OIDC_ISSUER: "https://id.example.com",
      OIDC_CLIENT_ID: "netwise",
      OIDC_CLIENT_SECRET: "secret",
      OIDC_NAME: "Acme",
    };
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: "https://id.example.com",
      clientId: "netwise",
      clientSecret: "secret",
      name: "Acme",
    });
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(() => loadConfig({ ...oidc, OIDC_NAME: "" })).toThrow(/OIDC_NAME: single sign-on needs all four/);
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: "http://id.example.com" })).toThrow(
      /OIDC_ISSUER: must start with https/,
    );
    expect(loadConfig({ ...oidc, OIDC_ISSUER: "http://127.0.0.1:4000" }).oidc?.issuer).toBe(
      "http://127.0.0.1:4000",
    );
  });
});

describe("GET /api/auth/oidc", () => {
  it("tells a visitor the provider's name and that password sign-in is on", async () => {
    const response = await new TestClient(ctx.app).get("/api/auth/oidc");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configured: true,
      name: "Acme",
      ssoOnly: false,
      link: null,
      hasPassword: null,
    });
  });

  it("tells a member whether they are linked and have a password", async () => {
    const { client } = await signedInMember(ctx);
    expect((await client.get("/api/auth/oidc")).json()).toEqual({
      configured: true,
      name: "Acme",
      ssoOnly: false,
      link: null,
      hasPassword: true,
    });
  });
});

describe("GET /api/auth/oidc/start", () => {
  it("redirects to the provider with PKCE (S256), state, nonce and the registered redirect URI", async () => {
    const response = await new TestClient(ctx.app).get("/api/auth/oidc/start?returnTo=/feed");
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("client_id")).toBe(provider.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${APP_URL}/api/auth/oidc/callback`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    const cookie = response.cookies.find((c) => c.name === "netwise_sso_flow");
    expect(cookie).toMatchObject({ httpOnly: true, path: "/api/auth/oidc", sameSite: "Lax", maxAge: 600 });
  });

  it("refuses a link for a visitor (401) and a bad intent (400)", async () => {
    expect((await new TestClient(ctx.app).get("/api/auth/oidc/start?intent=link")).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).get("/api/auth/oidc/start?intent=steal")).statusCode).toBe(400);
  });

  it("never returns off the site: an absolute or protocol-relative returnTo goes to the dashboard", async () => {
    provider.setAccount("returner", { email: "returner@acme.test", email_verified: true, name: "Re Turner" });
    for (const returnTo of ["https://evil.example/x", "//evil.example", "/\\evil.example"]) {
      const { callback } = await singleSignOn(
        new TestClient(ctx.app),
        "returner",
        `?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(callback.headers.location).toBe("/dashboard");
    }
  });
});

describe("first sign-in", () => {
  it("makes a member from the ID token's verified e-mail and names, signed in, with no password", async () => {
    const sub = newSubject();
    provider.setAccount(sub, {
      email: "Ada.Lovelace@Acme.test",
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
    });
    const browser = new TestClient(ctx.app);
    const { callback } = await singleSignOn(browser, sub, "?returnTo=/feed");
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/feed");
    expect(browser.cookie).toBeTruthy();
    const me = (await browser.get("/api/auth/me")).json();
    expect(me).toMatchObject({
      email: "ada.lovelace@acme.test",
      firstName: "Ada",
      lastName: "Lovelace",
      role: "user",
    });
    expect(me.emailVerifiedAt).not.toBeNull();
    const [identity] = await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.subject, sub));
    expect(identity).toMatchObject({
      issuer: provider.issuer,
      userId: me.id,
      email: "ada.lovelace@acme.test",
    });
    expect((await browser.get("/api/auth/oidc")).json()).toMatchObject({
      hasPassword: false,
      link: { email: "ada.lovelace@acme.test" },
    });
    // No password works for it.
    const login = await new TestClient(ctx.app).post("/api/auth/login", {
      email: "ada.lovelace@acme.test",
      password: "!sso",
    });
    expect(login.statusCode).toBe(401);

    // The second sign-in finds the same member through the identity.
    const again = new TestClient(ctx.app);
    expect((await singleSignOn(again, sub)).callback.headers.location).toBe("/dashboard");
    expect((await again.get("/api/auth/me")).json().id).toBe(me.id);
  });

  it("makes no member from an unverified e-mail", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: "unverified@acme.test", email_verified: false, name: "Un Verified" });
    const browser = new TestClient(ctx.app);
    const { callback } = await singleSignOn(browser, sub);
    expect(callback.headers.location).toBe("/single-sign-on?outcome=unverified-email");
    expect(browser.cookie).toBeUndefined();
    const rows = await ctx.db.select().from(users).where(eq(users.email, "unverified@acme.test"));
    expect(rows).toEqual([]);
  });

  it("refuses a deactivated member like password sign-in does", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true, name: "Soon Gone" });
    await singleSignOn(new TestClient(ctx.app), sub);
    await ctx.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, `${sub}@acme.test`));
    const browser = new TestClient(ctx.app);
    expect((await singleSignOn(browser, sub)).callback.headers.location).toBe(
      "/single-sign-on?outcome=deactivated",
    );
    expect(browser.cookie).toBeUndefined();
  });

  it("refuses a suspended member like password sign-in does", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true, name: "Sus Pended" });
    await singleSignOn(new TestClient(ctx.app), sub);
    const [member] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `${sub}@acme.test`));
    await ctx.db.insert(memberSuspensions).values({ userId: member?.id as number, endsAt: null });
    const browser = new TestClient(ctx.app);
    expect((await singleSignOn(browser, sub)).callback.headers.location).toBe(
      "/single-sign-on?outcome=suspended",
    );
    expect(browser.cookie).toBeUndefined();
  });

  it("asks for the member's second factor, as after a password", async () => {
    const member = await memberWithTotp(ctx);
    const sub = newSubject();
    await ctx.db
      .insert(memberIdentities)
      .values({ issuer: provider.issuer, subject: sub, userId: member.user.id });
    provider.setAccount(sub, { email: member.user.email, email_verified: true });
    const browser = new TestClient(ctx.app);
    const { callback } = await singleSignOn(browser, sub, "?returnTo=/messages");
    expect(browser.cookie).toBeUndefined();
    const location = new URL(callback.headers.location as string, APP_URL);
    expect(location.pathname).toBe("/single-sign-on");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      outcome: "second-factor",
      methods: "totp,recovery",
      returnTo: "/messages",
    });
    const challenge = cookieOf(callback, "netwise_login_challenge");
    const done = await browser.post(
      "/api/auth/login/second-factor",
      { code: totpCode(member.secret) },
      { cookie: `netwise_login_challenge=${challenge}` },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().id).toBe(member.user.id);
  });
});

describe("the admin's two-factor policy", () => {
  it("covers a member signed in through the provider exactly as after a password", async () => {
    // An admin with a factor of their own, so the policy does not stop them putting it back.
    const admin = await memberWithTotp(ctx, { role: "admin" });
    expect(
      (await admin.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "everyone" })).statusCode,
    ).toBe(200);
    try {
      const sub = newSubject();
      provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
      const browser = new TestClient(ctx.app);
      await singleSignOn(browser, sub);
      const blocked = await browser.get("/api/connections");
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED });
      expect((await browser.get("/api/auth/2fa")).json().setupRequired).toBe(true);
      expect((await browser.get("/api/auth/oidc")).statusCode).toBe(200);
    } finally {
      await admin.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "off" });
    }
  });
});

describe("an e-mail that belongs to a member", () => {
  it("is never linked on the match alone: a single-use link goes to the member's address", async () => {
    const member = await insertUser(ctx.db, { email: "grace@acme.test", firstName: "Grace" });
    const sub = newSubject();
    provider.setAccount(sub, { email: "grace@acme.test", email_verified: true, name: "Grace Hopper" });
    const browser = new TestClient(ctx.app);
    const { callback } = await singleSignOn(browser, sub);
    expect(callback.headers.location).toBe("/single-sign-on?outcome=link-sent");
    expect(browser.cookie).toBeUndefined();
    expect(await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.subject, sub))).toEqual([]);

    const mail = await smtp.waitFor("grace@acme.test", (m) => m.subject.includes("single sign-on"));
    expect(mail.subject).toBe("Link your single sign-on account to Netwise");
    expect(mail.text).toContain("Hello Grace,");
    const token = /\/single-sign-on\/link\?token=([\w-]{43})/.exec(mail.text)?.[1] as string;
    expect(token).toBeTruthy();

    const confirm = await new TestClient(ctx.app).post("/api/auth/oidc/link/confirm", { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: "Your account is linked: you can sign in with Acme now." });
    const [identity] = await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.subject, sub));
    expect(identity?.userId).toBe(member.id);
    // Single use.
    const reused = await new TestClient(ctx.app).post("/api/auth/oidc/link/confirm", { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: SSO_LINK_INVALID });
    // A sign-in change: audited and e-mailed.
    const audited = await auditActions("member.sso_linked");
    expect(audited.some((row) => row.targetId === String(member.id))).toBe(true);
    await smtp.waitFor("grace@acme.test", (m) => m.subject === "Your Netwise sign-in settings changed");

    // Now single sign-on signs Grace in.
    const again = new TestClient(ctx.app);
    await singleSignOn(again, sub);
    expect((await again.get("/api/auth/me")).json().id).toBe(member.id);
  });

  it("refuses an expired or unknown link and an empty token", async () => {
    const member = await insertUser(ctx.db, {});
    await ctx.db.insert(pendingIdentityLinks).values({
      tokenHash: "0".repeat(64),
      userId: member.id,
      issuer: provider.issuer,
      subject: "expired",
      email: member.email.toLowerCase(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const visitor = new TestClient(ctx.app);
    const unknown = await visitor.post("/api/auth/oidc/link/confirm", { token: "not-a-token" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: SSO_LINK_INVALID });
    const empty = await visitor.post("/api/auth/oidc/link/confirm", { token: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("token: The link's token is missing");
  });

  it("with an unverified e-mail is refused and audited as an attack; nothing changes", async () => {
    const member = await insertUser(ctx.db, { email: "victim@acme.test" });
    const sub = newSubject();
    provider.setAccount(sub, { email: "victim@acme.test", email_verified: false });
    const { callback } = await singleSignOn(new TestClient(ctx.app), sub);
    expect(callback.headers.location).toBe("/single-sign-on?outcome=unverified-email");
    const links = await ctx.db
      .select()
      .from(pendingIdentityLinks)
      .where(eq(pendingIdentityLinks.userId, member.id));
    expect(links).toEqual([]);
    const audited = await auditActions("member.sso_unverified_email");
    expect(audited.some((row) => row.targetId === String(member.id))).toBe(true);
  });
});

describe("linking from Settings and unlinking", () => {
  it("links the provider to the signed-in member, keeps their session and ends the others", async () => {
    const { user, client } = await signedInMember(ctx);
    const otherDevice = new TestClient(ctx.app);
    await otherDevice.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD });
    const sub = newSubject();
    provider.setAccount(sub, { email: "someone.else@acme.test", email_verified: true });
    const { callback } = await singleSignOn(client, sub, "?intent=link&returnTo=/settings%23security");
    expect(callback.headers.location).toBe("/settings#security");
    expect((await client.get("/api/auth/oidc")).json().link).toMatchObject({
      email: "someone.else@acme.test",
    });
    expect((await otherDevice.get("/api/auth/me")).statusCode).toBe(401);
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);

    // Unlinking: the member has a password, so it is allowed; a sign-in change too.
    const unlink = await client.delete("/api/auth/oidc/link");
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json()).toEqual({ message: "Your account is unlinked from single sign-on." });
    expect(await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.userId, user.id))).toEqual(
      [],
    );
    expect((await auditActions("member.sso_unlinked")).some((row) => row.targetId === String(user.id))).toBe(
      true,
    );
    const again = await client.delete("/api/auth/oidc/link");
    expect(again.statusCode).toBe(404);
  });

  it("refuses to link an identity another member has, and audits it", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
    await singleSignOn(new TestClient(ctx.app), sub);
    const { user, client } = await signedInMember(ctx);
    const { callback } = await singleSignOn(client, sub, "?intent=link");
    expect(callback.headers.location).toBe("/single-sign-on?outcome=identity-taken");
    expect(await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.userId, user.id))).toEqual(
      [],
    );
    expect(
      (await auditActions("member.sso_identity_taken")).some((row) => row.targetId === String(user.id)),
    ).toBe(true);
  });

  it("refuses to unlink the last way to sign in (a member made by single sign-on, no password)", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
    const browser = new TestClient(ctx.app);
    await singleSignOn(browser, sub);
    const unlink = await browser.delete("/api/auth/oidc/link");
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json()).toEqual({ message: SSO_UNLINK_LAST_WAY });
    expect(
      await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.subject, sub)),
    ).toHaveLength(1);
  });

  it("answers a visitor 401", async () => {
    expect((await new TestClient(ctx.app).delete("/api/auth/oidc/link")).statusCode).toBe(401);
  });
});

describe("bad callbacks change nothing", () => {
  it("a wrong state is refused and audited", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
    const browser = new TestClient(ctx.app);
    const { flow, back } = await (async () => {
      const start = await browser.get("/api/auth/oidc/start");
      const flowCookie = cookieOf(start, "netwise_sso_flow") as string;
      const authorization = new URL(start.headers.location as string);
      authorization.searchParams.set("state", "forged-state-0123456789");
      return { flow: flowCookie, back: await provider.authorize(authorization.href, sub) };
    })();
    const before = (await auditActions("auth.sso_callback_rejected")).length;
    const callback = await browser.get(`${back.pathname}${back.search}`, {
      cookie: `netwise_sso_flow=${flow}`,
    });
    expect(callback.headers.location).toBe("/single-sign-on?outcome=invalid");
    expect(browser.cookie).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, `${sub}@acme.test`)),
    ).toEqual([]);
    expect((await auditActions("auth.sso_callback_rejected")).length).toBe(before + 1);
  });

  it("a wrong nonce (another flow's ID token) is refused and audited", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
    const browser = new TestClient(ctx.app);
    const start = await browser.get("/api/auth/oidc/start");
    const flow = cookieOf(start, "netwise_sso_flow") as string;
    const authorization = new URL(start.headers.location as string);
    authorization.searchParams.set("nonce", "another-nonce-0123456789");
    const back = await provider.authorize(authorization.href, sub);
    const before = (await auditActions("auth.sso_callback_rejected")).length;
    const callback = await browser.get(`${back.pathname}${back.search}`, {
      cookie: `netwise_sso_flow=${flow}`,
    });
    expect(callback.headers.location).toBe("/single-sign-on?outcome=failed");
    expect(browser.cookie).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, `${sub}@acme.test`)),
    ).toEqual([]);
    const rejected = await auditActions("auth.sso_callback_rejected");
    expect(rejected.length).toBe(before + 1);
    expect(JSON.stringify(rejected.at(-1)?.details)).toMatch(/unexpected ID Token \\"nonce\\" claim value/);
  });

  it("an answer from another issuer (a code from a look-alike provider) is refused and audited", async () => {
    const impostor = await startTestOidcProvider({
      redirectUri: `${APP_URL}/api/auth/oidc/callback`,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    try {
      const sub = newSubject();
      impostor.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
      const browser = new TestClient(ctx.app);
      const start = await browser.get("/api/auth/oidc/start");
      const flow = cookieOf(start, "netwise_sso_flow") as string;
      const authorization = new URL(start.headers.location as string);
      const back = await impostor.authorize(
        `${impostor.issuer}${authorization.pathname}${authorization.search}`,
        sub,
      );
      const before = (await auditActions("auth.sso_callback_rejected")).length;
      const callback = await browser.get(`${back.pathname}${back.search}`, {
        cookie: `netwise_sso_flow=${flow}`,
      });
      expect(callback.headers.location).toBe("/single-sign-on?outcome=failed");
      expect(browser.cookie).toBeUndefined();
      expect(
        await ctx.db
          .select()
          .from(users)
          .where(eq(users.email, `${sub}@acme.test`)),
      ).toEqual([]);
      const rejected = await auditActions("auth.sso_callback_rejected");
      expect(rejected.length).toBe(before + 1);
      expect(JSON.stringify(rejected.at(-1)?.details)).toMatch(/iss/);
    } finally {
      await impostor.close();
    }
  });

  it("a used code (replayed callback) and a callback without its flow cookie are refused", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
    const first = new TestClient(ctx.app);
    const { back, flow } = await singleSignOn(first, sub);
    const replay = await new TestClient(ctx.app).get(`${back.pathname}${back.search}`, {
      cookie: `netwise_sso_flow=${flow}`,
    });
    expect(replay.headers.location).toBe("/single-sign-on?outcome=failed");
    const noCookie = await new TestClient(ctx.app).get(`${back.pathname}${back.search}`);
    expect(noCookie.headers.location).toBe("/single-sign-on?outcome=invalid");
    const forged = await new TestClient(ctx.app).get(`${back.pathname}${back.search}`, {
      cookie: "netwise_sso_flow=eyJzdGF0ZSI6IngifQ.forged",
    });
    expect(forged.headers.location).toBe("/single-sign-on?outcome=invalid");
  });

  it("an error from the provider (the member cancelled) is shown as such", async () => {
    const browser = new TestClient(ctx.app);
    const start = await browser.get("/api/auth/oidc/start");
    const flow = cookieOf(start, "netwise_sso_flow") as string;
    const callback = await browser.get("/api/auth/oidc/callback?error=access_denied&state=x", {
      cookie: `netwise_sso_flow=${flow}`,
    });
    expect(callback.headers.location).toBe("/single-sign-on?outcome=denied");
  });
});

describe("Sign in only through single sign-on", () => {
  it("is set by an admin, refuses password sign-in and registration, and leaves /admin-login to admins", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const member = await insertUser(ctx.db, {});
    const setting = await admin.client.put("/api/admin/sign-in-policy", { ssoOnly: true });
    expect(setting.statusCode).toBe(200);
    expect(setting.json()).toEqual({ requireTwoFactor: "off", ssoOnly: true });
    try {
      expect((await new TestClient(ctx.app).get("/api/auth/oidc")).json().ssoOnly).toBe(true);

      const login = await new TestClient(ctx.app).post("/api/auth/login", {
        email: member.email,
        password: DEFAULT_TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({ message: SSO_ONLY_PASSWORD_REFUSED });
      const register = await new TestClient(ctx.app).post("/api/auth/register", {
        email: "newcomer@acme.test",
        password: "a-long-unusual-passphrase",
        firstName: "New",
        lastName: "Comer",
      });
      expect(register.statusCode).toBe(403);
      expect(register.json()).toEqual({ message: SSO_ONLY_REGISTRATION_REFUSED });

      // Break-glass: an admin signs in with a password at /admin-login, audited; a member cannot.
      const refused = await new TestClient(ctx.app).post("/api/auth/admin-login", {
        email: member.email,
        password: DEFAULT_TEST_PASSWORD,
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: ADMIN_LOGIN_REFUSED });
      const adminBrowser = new TestClient(ctx.app);
      const breakGlass = await adminBrowser.post("/api/auth/admin-login", {
        email: admin.user.email,
        password: DEFAULT_TEST_PASSWORD,
      });
      expect(breakGlass.statusCode).toBe(200);
      expect(breakGlass.json()).toMatchObject({ id: admin.user.id, role: "admin" });
      expect((await adminBrowser.get("/api/auth/me")).statusCode).toBe(200);
      const uses = await ctx.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, "auth.admin_login"), eq(adminAuditLog.adminId, admin.user.id)));
      expect(uses).toHaveLength(1);
      expect(
        (await auditActions("auth.admin_login_failed")).some((row) => row.targetId === String(member.id)),
      ).toBe(true);

      // Single sign-on still works, and a member may not unlink their only usable way.
      const sub = newSubject();
      provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
      const browser = new TestClient(ctx.app);
      await singleSignOn(browser, sub);
      expect((await browser.get("/api/auth/me")).statusCode).toBe(200);
    } finally {
      await admin.client.put("/api/admin/sign-in-policy", { ssoOnly: false });
    }
  });

  it("refuses a member's password at /admin-login too many times (rate-limited like sign-in)", async () => {
    const limited = await createTestApp({
      authRateLimit: 2,
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        name: "Acme",
      },
    });
    try {
      const admin = await insertUser(limited.db, { role: "admin" });
      const browser = new TestClient(limited.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push(
          (await browser.post("/api/auth/admin-login", { email: admin.email, password: "wrong-guess" }))
            .statusCode,
        );
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it("cannot be turned on without a provider, and needs a setting in the body", async () => {
    const bare = await createTestApp();
    try {
      const admin = await signedInMember(bare, { role: "admin" });
      const refused = await admin.client.put("/api/admin/sign-in-policy", { ssoOnly: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/Single sign-on is not configured/);
      expect((await admin.client.put("/api/admin/sign-in-policy", {})).statusCode).toBe(400);
      expect((await admin.client.put("/api/admin/sign-in-policy", { ssoOnly: "yes" })).statusCode).toBe(400);
      const member = await signedInMember(bare);
      expect((await member.client.put("/api/admin/sign-in-policy", { ssoOnly: false })).statusCode).toBe(403);
      const status = (await new TestClient(bare.app).get("/api/auth/oidc")).json();
      expect(status).toEqual({
        configured: false,
        name: null,
        ssoOnly: false,
        link: null,
        hasPassword: null,
      });
      expect((await new TestClient(bare.app).get("/api/auth/oidc/start")).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("a provider that is down", () => {
  it("answers the start 503 with a clear message while the rest of the app works", async () => {
    const down = await createTestApp({
      oidc: { issuer: "http://127.0.0.1:9", clientId: "x", clientSecret: "y", name: "Down" },
    });
    try {
      const visitor = new TestClient(down.app);
      const start = await visitor.get("/api/auth/oidc/start");
      expect(start.statusCode).toBe(503);
      expect(start.json().message).toMatch(/cannot be reached right now/);
      expect((await visitor.get("/api/auth/oidc")).json()).toMatchObject({ configured: true, name: "Down" });
      const member = await signedInMember(down);
      expect((await member.client.get("/api/auth/me")).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
