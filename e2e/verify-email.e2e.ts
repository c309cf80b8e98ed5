import { authDialog, expect, expectNoA11yViolations, signUpInSteps, test, uniqueEmail } from "./fixtures";

test.describe("e-mail verification", () => {
  test("a new member sees the verify banner; a bad link says so clearly", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await expect(authDialog(page)).toBeVisible();
    await signUpInSteps(page, { email: uniqueEmail("verify"), firstName: "Vera", lastName: "Fied" });
    await expect(page).toHaveURL(/\/dashboard$/);
    // A new member is welcomed by a modal dialog, which hides the rest of the page until it closes.
    await page.getByRole("button", { name: "Skip for Now" }).click();

    const banner = page.getByRole("region", { name: "Verify your e-mail address" });
    await expect(banner).toContainText("Please verify your e-mail address");
    await expect(banner.getByRole("button", { name: "Send a new link" })).toBeVisible();

    await page.goto("/verify-email?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
