import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_SETUP_REQUIRED } from "../../../shared/contracts/two-factor";
import { loadConfig } from "../../config";
import { memberIdentities, memberSuspensions, users } from "../../db/schema";
import {
  APP_URL,
  closeOidcTestApp,
  cookieOf,
  openOidcTestApp,
  singleSignOnThrough,
} from "../../test/helpers/oidc-test-helpers";
import type { TestOidcProvider } from "../../test/helpers/oidc-test-provider";
import { memberWithTotp, totpCode } from "../../test/helpers/two-factor-test-helpers";
import type { TestSmtpServer } from "../../test/smtp-test-server";
import { signedInMember, TestClient, type TestContext } from "../../test/test-app";

let provider: TestOidcProvider;
let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  ({ provider, ctx, smtp } = await openOidcTestApp());
});
afterAll(() => closeOidcTestApp({ provider, ctx, smtp }));

let subjects = 0;
const newSubject = () => `acme-${++subjects}-${Date.now()}`;
const singleSignOn = (browser: TestClient, sub: string, query?: string) =>
  singleSignOnThrough(provider, browser, sub, query);

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
