import { authDialog, expect, test } from "./fixtures";

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows the hero with its two actions", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Networking Today" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Learn More" })).toBeVisible();
    await expect(page).toHaveTitle(/Netwise/);
  });

  test("Learn More scrolls to the features section", async ({ page }) => {
    const featuresHeading = page.getByRole("heading", { name: "Networking that works while you do" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Learn More" }).click();
    // The section's top lands just below the sticky navigation bar.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(featuresHeading).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Smart Matching" })).toBeInViewport();
    await expect(page.locator("#features")).toBeFocused();
  });

  test("lists the three feature cards and the three steps", async ({ page }) => {
    const cards = page.getByTestId("feature-card");
    await expect(cards).toHaveCount(3);
    for (const title of ["Smart Matching", "Automated Referrals", "Opportunity Discovery"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const steps = page.getByRole("region", { name: "How it works" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Create your profile");
    await expect(steps.nth(1)).toContainText("AI analysis");
    await expect(steps.nth(2)).toContainText("Get connected");
  });

  test("Start Networking Today opens the registration dialog", async ({ page }) => {
    await page.getByRole("button", { name: "Start Networking Today" }).click();
    const dialog = authDialog(page);
    await expect(dialog.getByRole("heading", { name: "Join Netwise" })).toBeVisible();
    await expect(dialog.getByLabel("Password")).toHaveAccessibleDescription(/6 characters/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Start Networking Today" })).toBeFocused();
  });

  test("the footer has the legal columns, the ecosystem, contact and copyright", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    for (const column of [
      "Core Policies",
      "Agreements & Licensing",
      "Community & Marketplace",
      "Security & Protection",
    ]) {
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
    }
    await expect(
      footer.getByRole("region", { name: "The Netwise Ecosystem" }).getByRole("listitem"),
    ).toHaveCount(7);
    await expect(footer.getByRole("link", { name: /@netwise\.com/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Netwise`);

    await footer.getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/legal#cookie-policy$/);
    await expect(page.getByRole("heading", { name: "Cookie Policy" })).toBeInViewport();

    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/about#contact$/);
    await expect(page.getByRole("heading", { name: "Contact us" })).toBeVisible();
  });
});
