import type { Page } from "@playwright/test";
import {
  authDialog,
  DEMO_MEMBER,
  expect,
  expectNoA11yViolations,
  test,
  uniqueEmail,
  waitForHydration,
} from "./fixtures";

const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 812 },
] as const;

async function openSignUp(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start Networking Today" }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByRole("heading", { name: "Join Netwise" })).toBeVisible();
  return dialog;
}

for (const size of WIDTHS) {
  test.describe(`sign-up in two steps (${size.name}, ${size.width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test("e-mail and password first, then the name; Back keeps the values", async ({ page }) => {
      const dialog = await openSignUp(page);
      await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
      // Only two fields on the first step, and no profile questions at all.
      await expect(dialog.getByRole("textbox")).toHaveCount(2);
      await expect(dialog.getByLabel("First name")).toHaveCount(0);
      await expect(dialog.getByLabel(/Job title|Industry|Company/)).toHaveCount(0);

      // The e-mail and password inputs line up: same left edge and same width (polled, as the
      // dialog's opening animation scales both while it runs).
      await expect
        .poll(async () => {
          const emailBox = await dialog.getByLabel("Email").boundingBox();
          const passwordBox = await dialog.getByLabel("Password").boundingBox();
          if (!emailBox || !passwordBox) return null;
          return [Math.round(passwordBox.x - emailBox.x), Math.round(passwordBox.width - emailBox.width)];
        })
        .toEqual([0, 0]);
      await expectNoA11yViolations(page);

      // Enter submits the step; focus moves to the first field of the next one.
      const email = uniqueEmail("steps");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password").fill("a-strong-passphrase");
      await dialog.getByLabel("Password").press("Enter");
      await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
      await expect(dialog.getByLabel("First name")).toBeFocused();
      await expectNoA11yViolations(page);

      await dialog.getByLabel("First name").fill("Noor");
      await dialog.getByRole("button", { name: "Back" }).click();
      await expect(dialog.getByLabel("Email")).toHaveValue(email);
      await expect(dialog.getByLabel("Password")).toHaveValue("a-strong-passphrase");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await expect(dialog.getByLabel("First name")).toHaveValue("Noor");
      await dialog.getByLabel("Last name").fill("Haddad");
      await dialog.getByLabel("Last name").press("Enter");

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId("toast")).toContainText("Welcome to Netwise, Noor.");
    });

    test("a common password is refused under the password field, on step 1", async ({ page }) => {
      const dialog = await openSignUp(page);
      await dialog.getByLabel("Email").fill(uniqueEmail("common"));
      await dialog.getByLabel("Password").fill("password1");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog.getByLabel("First name").fill("Sam");
      await dialog.getByLabel("Last name").fill("Lee");
      await dialog.getByRole("button", { name: "Create account" }).click();

      await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
      const password = dialog.getByLabel("Password");
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(/too common/);
      const message = dialog.getByRole("alert").filter({ hasText: "too common" });
      await expect(message).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expectNoA11yViolations(page);

      // A better password goes through, the name kept from step 2.
      await password.fill("a-much-rarer-passphrase");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await expect(dialog.getByLabel("First name")).toHaveValue("Sam");
      await dialog.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test("an e-mail already registered is refused under the e-mail field", async ({ page }) => {
      const dialog = await openSignUp(page);
      await dialog.getByLabel("Email").fill(DEMO_MEMBER.email);
      await dialog.getByLabel("Password").fill("a-strong-passphrase");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog.getByLabel("First name").fill("Alex");
      await dialog.getByLabel("Last name").fill("Again");
      await dialog.getByRole("button", { name: "Create account" }).click();

      const email = dialog.getByLabel("Email");
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(/already exists/);
      await expect(dialog.getByRole("alert").filter({ hasText: "already exists" })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}
