import { expect, expectNoA11yViolations, signInWithoutWelcome, test } from "./fixtures";

// The welcome dialog, the tour and the Getting started checklist: e2e/first-minutes-onboarding.e2e.ts.

test.describe("advertising banner", () => {
  test("the dashboard shows the seeded banner, which stays dismissed", async ({ page, baseURL }) => {
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/dashboard");
    const banner = page.getByRole("complementary", { name: "Sponsored" });
    await expect(
      banner.getByText("Grow faster with the Netwise services marketplace", { exact: true }),
    ).toBeVisible();
    await expect(banner.getByRole("link", { name: /Learn more/ })).toHaveAttribute("href", "/services");
    await expectNoA11yViolations(page);

    await banner.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sponsored" })).toHaveCount(0);
  });
});
