import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SSO_ONLY_PASSWORD_REFUSED,
  SSO_ONLY_REGISTRATION_REFUSED,
} from "../../../shared/contracts/single-sign-on";
import { adminAuditLog } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import {
  auditedActions,
  closeOidcTestApp,
  openOidcTestApp,
  singleSignOnThrough,
} from "../../test/helpers/oidc-test-helpers";
import type { TestOidcProvider } from "../../test/helpers/oidc-test-provider";
import type { TestSmtpServer } from "../../test/smtp-test-server";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { ADMIN_LOGIN_REFUSED } from "./admin-login.routes";

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
