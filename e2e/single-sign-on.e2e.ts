import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { startTestOidcProvider, type TestOidcProvider } from "../src/server/test/helpers/oidc-test-provider";
import { type ServerProcess, startServerProcess, waitForHealthy } from "../src/server/test/server-process";
import { authDialog, expect, expectNoA11yViolations, openSignIn, test } from "./fixtures";

/**
 * Single sign-on through a local OpenID Connect provider (oidc-provider on a loopback port). The
 * shared test server has no provider (so no other journey sees the button): this file starts its
 * own Netwise, configured with OIDC_*, on a port of its own, and stops it at the end.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let provider: TestOidcProvider;
let server: ServerProcess;
let appUrl: string;
let dataDir: string;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startTestOidcProvider({ redirectUri: `${appUrl}/api/auth/oidc/callback` });
  dataDir = mkdtempSync(join(tmpdir(), "netwise-e2e-sso-"));
  server = startServerProcess({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    NODE_ENV: "test",
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: "Acme",
    // The provider's verified address of this account makes its member an admin (the admin test below).
    ADMIN_EMAILS: "boss@acme.test",
  });
  await waitForHealthy(port, server, 150_000);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await provider?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the sign-in dialog offers the provider and passes an axe scan", async ({ page }) => {
  await page.goto(`${appUrl}/`);
  await openSignIn(page);
  const dialog = authDialog(page);
  await expect(dialog.getByRole("link", { name: "Sign in with Acme" })).toBeVisible();
  // Password sign-in stays beside it while "only single sign-on" is off.
  await expect(dialog.getByLabel("Password")).toBeVisible();
  await expectNoA11yViolations(page);
});

/** From the landing page through the dialog's button and the provider's development login form (any password). */
async function signInThroughProvider(page: Page, sub: string) {
  await page.goto(`${appUrl}/`);
  await openSignIn(page);
  await authDialog(page).getByRole("link", { name: "Sign in with Acme" }).click();
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  const tour = await page.request.put(`${appUrl}/api/account/tour`, {
    data: { status: "completed" },
    headers: { origin: appUrl },
  });
  expect(tour.ok()).toBe(true);
}

test("a first sign-in through the provider makes the member and signs them in", async ({ page }) => {
  const sub = `e2e-${Date.now()}`;
  const email = `${sub}@acme.test`;
  provider.setAccount(sub, { email, email_verified: true, given_name: "Ada", family_name: "Sso" });
  await signInThroughProvider(page, sub);
  const me = await page.request.get(`${appUrl}/api/auth/me`);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, firstName: "Ada", lastName: "Sso" });

  // Settings → Single sign-on: linked, and not unlinkable while it is the only way in (no password).
  await page.goto(`${appUrl}/settings#single-sign-on`);
  const section = page.getByRole("region", { name: "Single sign-on" });
  await expect(section).toContainText(`Linked to Acme as ${email}`);
  await section.getByRole("button", { name: "Unlink Acme" }).click();
  await expect(section.getByRole("alert")).toContainText("This is your only way to sign in");
  await expectNoA11yViolations(page);
});

test("an admin turns on sign-in only through single sign-on; the dialog then offers only the provider", async ({
  page,
  browser,
}) => {
  provider.setAccount("e2e-boss", { email: "boss@acme.test", email_verified: true, name: "Bo Boss" });
  await signInThroughProvider(page, "e2e-boss");
  await page.goto(`${appUrl}/admin?tab=settings`);
  const ssoOnly = page.getByRole("checkbox", { name: "Sign in only through single sign-on (Acme)" });
  // A controlled box: it shows the saved value, so the click is checked by what follows, not by check().
  await ssoOnly.click();
  await expect(ssoOnly).toBeChecked();
  await expect(page.getByTestId("toast").getByText("Sign-in policy saved")).toBeVisible();
  await expectNoA11yViolations(page);

  // A visitor in a context of its own (axe needs one made by newContext).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`${appUrl}/`);
    await openSignIn(visitor);
    const dialog = authDialog(visitor);
    await expect(dialog.getByRole("link", { name: "Sign in with Acme" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "administrator sign-in" })).toBeVisible();
    await expect(dialog.getByLabel("Password")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Sign up" })).toHaveCount(0);
    await expectNoA11yViolations(visitor);
  } finally {
    await visitorContext.close();
    await ssoOnly.click();
    await expect(ssoOnly).not.toBeChecked();
  }
});

test("the e-mailed link's page asks before linking, and says when the link does not work", async ({
  page,
}) => {
  await page.goto(`${appUrl}/single-sign-on/link?token=not-a-real-token`);
  await expect(page.getByRole("heading", { name: "Link Acme" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Link my accounts" }).click();
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This link is not valid any more");
});

test("the break-glass page for administrators passes an axe scan and refuses a member", async ({ page }) => {
  await page.goto(`${appUrl}/admin-login`);
  await expect(page.getByRole("heading", { name: "Administrator sign-in" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Email").fill("nobody@acme.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in as administrator" }).click();
  await expect(page.getByRole("alert")).toContainText("this page signs in administrators only");
});

test("a callback that does not belong to this browser ends on a page that says so", async ({ page }) => {
  await page.goto(`${appUrl}/api/auth/oidc/callback?code=forged&state=forged`);
  await expect(page).toHaveURL(`${appUrl}/single-sign-on?outcome=invalid`);
  await expect(page.getByRole("heading", { name: "Single sign-on did not finish" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This sign-in could not be completed");
  await expectNoA11yViolations(page);
});
