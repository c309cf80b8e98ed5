import type { Page } from "@playwright/test";
import {
  authDialog,
  DEMO_MEMBER,
  expect,
  mainNav,
  openSignIn,
  signUpInSteps,
  test,
  uniqueEmail,
} from "./fixtures";

async function openRegistration(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  await expect(authDialog(page).getByRole("heading", { name: "Join Netwise" })).toBeVisible();
}

function registerAs(page: Page, email: string) {
  return signUpInSteps(page, { email, firstName: "Jordan", lastName: "Rivera" });
}

function toast(page: Page) {
  return page.getByTestId("toast");
}

test.describe("sign-in and registration", () => {
  test("a visitor registers, signs out and signs back in", async ({ page }) => {
    const email = uniqueEmail("register");
    await openRegistration(page);
    await registerAs(page, email);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText("Account created!");
    // A new member is welcomed on the first dashboard visit.
    const welcome = page.getByRole("dialog", { name: "Welcome to Netwise, Jordan!" });
    await expect(welcome).toBeVisible();
    await welcome.getByRole("button", { name: "Skip for Now" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);

    // The user menu shows first name plus last initial.
    const menuButton = page.getByTestId("user-menu-trigger");
    await expect(menuButton).toHaveText(/Jordan R\./);

    // Sign out: full reload to / and the visitor buttons are back.
    await menuButton.click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();

    // The session is gone: the dashboard sends the visitor home.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/\?signin=%2Fdashboard$/);

    // Sign back in with the new account (the e-mail is case-insensitive), in the dialog already open.
    await expect(authDialog(page).getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await authDialog(page).getByLabel("Email").fill(email.toUpperCase());
    await authDialog(page).getByLabel("Password").fill("a-strong-passphrase");
    await authDialog(page).getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText("Welcome back!");
    await expect(toast(page)).toContainText("You have successfully signed in.");
  });

  test("a wrong password shows the error toast and keeps the dialog open", async ({ page }) => {
    await page.goto("/");
    await openSignIn(page);
    const dialog = authDialog(page);
    await dialog.getByLabel("Email").fill(DEMO_MEMBER.email);
    await dialog.getByLabel("Password").fill("definitely-not-the-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();

    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Invalid email or password.");
    await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("registering an e-mail that is taken shows the server's message", async ({ page }) => {
    await openRegistration(page);
    await registerAs(page, DEMO_MEMBER.email);

    // Back on step 1, the message sits under the e-mail field, which is marked and focused.
    const email = authDialog(page).getByLabel("Email");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/already exists/);
    await expect(authDialog(page)).toBeVisible();
  });

  test("field errors come from the shared schema and appear inline", async ({ page }) => {
    await openRegistration(page);
    const dialog = authDialog(page);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Email").fill(uniqueEmail("inline"));
    await dialog.getByLabel("Password").fill("abc");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Password must be at least 6 characters")).toBeVisible();

    await dialog.getByLabel("Password").fill("a-strong-passphrase");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Last name is required")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the toggle link switches between the two modes", async ({ page }) => {
    await page.goto("/");
    await openSignIn(page);
    const dialog = authDialog(page);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByRole("heading", { name: "Join Netwise" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue" })).toBeVisible();
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });

  test("a signed-in member visiting / goes to the dashboard", async ({ memberPage: page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();
  });
});
