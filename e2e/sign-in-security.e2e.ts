import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
  authDialog,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  openSignIn,
  test,
  uniqueEmail,
} from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

const PASSWORD = "a-strong-passphrase-33";

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
function totpCode(secret: string, steps = 0) {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A new member, registered and signed in through the API in this page's browser, tour done. */
async function newMember(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
) {
  const email = uniqueEmail(prefix);
  const response = await request.post("/api/auth/register", {
    data: { firstName: "Sam", lastName: "Secure", email, password: PASSWORD },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.status(), await response.text()).toBe(201);
  await markTourCompleted(page);
  return email;
}

// Each journey waits for e-mail from the mail queue and signs in twice.
test.describe.configure({ timeout: 90_000 });

test.describe("sign-in security", () => {
  test("turn on an authenticator app in Settings, then sign in with a code", async ({ page, baseURL }) => {
    const email = await newMember(page, page.request, baseURL, "totp");
    await page.goto("/settings#security");
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await section.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoA11yViolations(page);

    await section.getByLabel("Code from the app").fill(totpCode(secret));
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByText("Two-factor sign-in is on.")).toBeVisible();
    await expect(section.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await expectNoA11yViolations(page);

    // Signed out, the password alone no longer signs in: the dialog asks for a code.
    await page.request.post("/api/auth/logout", { data: {}, headers: { origin: baseURL ?? "" } });
    await page.goto("/");
    await openSignIn(page);
    const dialog = authDialog(page);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    const codeField = dialog.getByLabel("Authentication code");
    await expect(codeField).toBeVisible();
    await expectNoA11yViolations(page);
    await codeField.fill("000000" === totpCode(secret, 1) ? "111111" : "000000");
    await dialog.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(dialog.getByText(/not correct/)).toBeVisible();
    // The next step's code: the one used to turn it on cannot be used again.
    await codeField.fill(totpCode(secret, 1));
    await dialog.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("change the e-mail address through the link e-mailed to it", async ({ page, baseURL }) => {
    const email = await newMember(page, page.request, baseURL, "oldaddr");
    const newEmail = uniqueEmail("newaddr");
    await page.goto("/settings#account");
    const section = page.getByRole("region", { name: "E-mail address", exact: true });
    await expect(section).toContainText(email);
    await section.getByLabel("New e-mail address").fill(newEmail);
    await section.getByLabel("Your password").fill(PASSWORD);
    await section.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(section.getByRole("status")).toContainText(`We sent a link to ${newEmail}`);
    await expectNoA11yViolations(page);

    const mail = await waitForMail(newEmail, /Confirm your new e-mail address/);
    const link = new URL(linkIn(mail, "/confirm-email-change"));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "E-mail address changed" })).toBeVisible();
    await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
    await expectNoA11yViolations(page);

    const notice = await waitForMail(email, /Your Netwise e-mail address was changed/);
    expect(notice.text).toContain("/undo-email-change?token=");
    await page.goto("/settings#account");
    await expect(page.getByRole("region", { name: "E-mail address", exact: true })).toContainText(newEmail);
  });
});
