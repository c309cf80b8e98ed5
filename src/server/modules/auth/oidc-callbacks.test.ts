import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import {
  APP_URL,
  auditedActions,
  closeOidcTestApp,
  cookieOf,
  openOidcTestApp,
  singleSignOnThrough,
} from "../../test/helpers/oidc-test-helpers";
import { startTestOidcProvider, type TestOidcProvider } from "../../test/helpers/oidc-test-provider";
import type { TestSmtpServer } from "../../test/smtp-test-server";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

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
const auditActions = (action: string) => auditedActions(ctx.db, action);

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
