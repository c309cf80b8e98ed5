import type { CDPSession, Page } from "@playwright/test";
import { authDialog, expect, expectNoA11yViolations, openSignIn, test, uniqueEmail } from "./fixtures";

const PASSWORD = "a-strong-passphrase-33";

/**
 * WebAuthn refuses an IP-address origin, and the test server's APP_URL is http://127.0.0.1:<port>:
 * its relying party is then `localhost` (src/server/modules/auth/passkey-challenges.ts), so these pages
 * are opened on http://localhost:<same port>. Cookies there are this host's own.
 */
const origin = `http://localhost:${process.env.E2E_PORT}`;

/** Chromium's virtual authenticator (DevTools WebAuthn domain): a platform passkey that verifies the user. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A new member registered through the API on the localhost origin, signed in there, tour done. */
async function newMember(page: Page) {
  const email = uniqueEmail("passkey");
  const headers = { origin };
  const response = await page.request.post(`${origin}/api/auth/register`, {
    data: { firstName: "Pat", lastName: "Passkey", email, password: PASSWORD },
    headers,
  });
  expect(response.status(), await response.text()).toBe(201);
  const tour = await page.request.put(`${origin}/api/account/tour`, {
    data: { status: "completed" },
    headers,
  });
  expect(tour.ok(), await tour.text()).toBe(true);
  return email;
}

const signOut = async (page: Page) => {
  const response = await page.request.post(`${origin}/api/auth/logout`, { data: {}, headers: { origin } });
  expect(response.ok()).toBe(true);
};

test.describe.configure({ timeout: 90_000 });

test("register a passkey in Settings, then sign in with it without a password", async ({ page }) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const email = await newMember(page);

  await page.goto(`${origin}/settings#passkeys`);
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await expectNoA11yViolations(page);

  await section.getByLabel("Passkey name").fill("Test laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const list = section.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Test laptop")).toBeVisible();
  await expect(list.getByText(/not used yet/)).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectNoA11yViolations(page);

  // Rename it, keyboard and all.
  await list.getByRole("button", { name: "Rename Test laptop" }).click();
  await section.getByLabel("New name").fill("Work laptop");
  await section.getByLabel("New name").press("Enter");
  await expect(list.getByText("Work laptop")).toBeVisible();

  // Signed out, the passkey alone signs in: no e-mail, no password.
  await signOut(page);
  await page.goto(`${origin}/`);
  await openSignIn(page);
  await authDialog(page).getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${origin}/settings#passkeys`);
  await expect(section.getByRole("list", { name: "Your passkeys" }).getByText(/last used/)).toBeVisible();

  // With a passkey, the password is followed by the passkey as the second step.
  await signOut(page);
  await page.goto(`${origin}/`);
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  const usePasskey = dialog.getByRole("button", { name: "Use your passkey" });
  await expect(usePasskey).toBeVisible();
  await expectNoA11yViolations(page);
  await usePasskey.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("remove a passkey after confirming", async ({ page }) => {
  await addVirtualAuthenticator(page);
  await newMember(page);
  await page.goto(`${origin}/settings#passkeys`);
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Passkey name").fill("Old phone");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const list = section.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Old phone")).toBeVisible();

  await list.getByRole("button", { name: "Remove Old phone" }).click();
  const confirm = page.getByRole("dialog", { name: 'Remove "Old phone"?' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole("button", { name: "Remove passkey" }).click();
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
});
