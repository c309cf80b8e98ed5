import { expect, expectNoA11yViolations, test } from "./fixtures";

test.describe("accessibility", () => {
  test("the landing page has no serious axe violations, in both themes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Start Networking Today" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoA11yViolations(page);
  });

  test("the 404 page has no serious axe violations", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "We can't find that page" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("the registration dialog has no serious axe violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Start Networking Today" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Email")).toBeVisible();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolations(page);
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Start Networking Today" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("the auth dialog works from the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
    await signIn.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });
});
