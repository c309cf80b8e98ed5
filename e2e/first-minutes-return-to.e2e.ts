import type { Page } from "@playwright/test";
import { expect as baseExpect, DEMO_MEMBER, expectNoA11yViolations, openSignIn, test } from "./fixtures";

/** A page's first paint can wait for its chunk on a busy machine: a longer wait than the default. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

const ARTICLE_SLUG = "soc-2-readiness-growing-saas";

const signInDialog = (page: Page) => page.getByRole("dialog", { name: "Welcome back" });

async function signInInDialog(page: Page) {
  const dialog = signInDialog(page);
  await dialog.getByLabel("Email").fill(DEMO_MEMBER.email);
  await dialog.getByLabel("Password").fill(DEMO_MEMBER.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("a link from an e-mail lands where it points", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`at ${viewport.width} px a signed-out member opening /messages/5 signs in and lands on /messages/5`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/messages/5?from=email");
      await expect(page).toHaveURL(/\/\?signin=%2Fmessages%2F5%3Ffrom%3Demail$/);
      await expect(signInDialog(page)).toBeVisible();
      await expect(signInDialog(page).getByLabel("Email")).toBeFocused();
      await expectNoA11yViolations(page);
      await signInInDialog(page);
      await expect(page).toHaveURL(/\/messages\/5\?from=email$/);
      await expect(signInDialog(page)).toHaveCount(0);
    });
  }

  test("only same-site paths are returned to: anything else lands on the dashboard", async ({ page }) => {
    await page.goto(`/?signin=${encodeURIComponent("//evil.example/messages/5")}`);
    await expect(signInDialog(page)).toBeVisible();
    await signInInDialog(page);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Signed in already: the same kind of link goes straight to its page, and a foreign one to the dashboard.
    await page.goto(`/?signin=${encodeURIComponent("/settings#password")}`);
    await expect(page).toHaveURL(/\/settings#password$/);
    await page.goto(`/?signin=${encodeURIComponent("https://evil.example/")}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("signing in from the top bar on an article returns to the article, now whole", async ({ page }) => {
    await page.goto(`/news/${ARTICLE_SLUG}`);
    await expect(page.getByTestId("article-sign-in-prompt")).toBeVisible();
    await openSignIn(page);
    await signInInDialog(page);
    await expect(page.getByTestId("article-content")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/news/${ARTICLE_SLUG}`);
  });
});
