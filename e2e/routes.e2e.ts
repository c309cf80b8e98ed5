import { expect, test } from "./fixtures";

/** Every public route of docs/product.md's route table, with the heading its page shows. */
const PUBLIC_ROUTES: [path: string, heading: string][] = [
  ["/feed", "Professional Feed"],
  ["/news", "Industry News"],
  ["/services", "Digital Marketing Services"],
  ["/services/web-design", "Web Design Services"],
  ["/services/email-marketing", "Email Marketing Services"],
  ["/services/social-media", "Social Media Services"],
  ["/services/seo", "SEO Optimization Services"],
  ["/services/branding", "Brand Identity Services"],
  ["/services/advertising", "PPC Advertising Services"],
  ["/businesses", "Business Directory"],
  ["/business/create", "Add Your Business"],
  ["/business/no-such-business", "Business Not Found"],
  ["/profile/alex-morgan", "Alex Morgan"],
];

test.describe("route table", () => {
  for (const [path, heading] of PUBLIC_ROUTES) {
    test(`${path} renders its page for a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test("an unknown path answers HTTP 404 with a page for members and a way home", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    // Prerendered: the message is in the first HTML response, before any JavaScript runs.
    expect(await response?.text()).toContain("We can&#x27;t find that page");
    await expect(page.getByRole("heading", { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(page.getByText("The link may be old or mistyped")).toBeVisible();
    await page.getByRole("link", { name: "Go to home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Start Networking Today" })).toBeVisible();
  });

  test("signed-in-only pages send visitors to / with the sign-in dialog, to come back after", async ({
    page,
  }) => {
    test.slow(); // Six pages, each opening the sign-in dialog.
    for (const path of ["/dashboard", "/network", "/notifications", "/settings", "/admin", "/moderation"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/?signin=${encodeURIComponent(path)}`);
      await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
    }
  });

  test("a member reaches the signed-in pages; /admin sends them to /dashboard", async ({
    memberPage: page,
  }) => {
    await page.goto("/news/some-article");
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Member Dashboard" })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  });

  test("a category page links back to all services", async ({ page }) => {
    await page.goto("/services/seo");
    await page.getByRole("link", { name: "Back to Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Digital Marketing Services" })).toBeVisible();
  });
});
