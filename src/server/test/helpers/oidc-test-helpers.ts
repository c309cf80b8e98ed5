import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { adminAuditLog } from "../../db/schema";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp-test-server";
import { createTestApp, type TestClient, type TestContext } from "../test-app";
import { startTestOidcProvider, type TestOidcProvider } from "./oidc-test-provider";

/** The app's address in the single sign-on tests: the provider sends the browser back to it. */
export const APP_URL = "http://localhost:5999";

export type OidcTestApp = { provider: TestOidcProvider; ctx: TestContext; smtp: TestSmtpServer };

/** A test provider, a mailbox and an app that signs in through the provider ("Acme") and mails through the box. */
export async function openOidcTestApp(): Promise<OidcTestApp> {
  const provider = await startTestOidcProvider({ redirectUri: `${APP_URL}/api/auth/oidc/callback` });
  const smtp = await startTestSmtpServer();
  const ctx = await createTestApp({
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
  return { provider, ctx, smtp };
}

export async function closeOidcTestApp(app: Partial<OidcTestApp>) {
  await app.ctx?.close();
  await app.smtp?.close();
  await app.provider?.close();
}

export const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;
const withCookies = (...pairs: (string | undefined)[]) => pairs.filter(Boolean).join("; ");

/** Start → the provider's login as `sub` → the callback, as one browser (the TestClient's session, if any). */
export async function singleSignOnThrough(
  provider: TestOidcProvider,
  browser: TestClient,
  sub: string,
  query = "",
) {
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

export const auditedActions = async (db: Database, action: string) =>
  db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
