import type { Page } from "@playwright/test";
import { DEMO_MEMBER, expect, expectNoA11yViolations, test } from "./fixtures";

const ARTICLE_TITLE = "SOC 2 Without the Panic: A Readiness Playbook for Growing SaaS Companies";
const ARTICLE_SLUG = "soc-2-readiness-growing-saas";

function articleCards(page: Page) {
  return page.getByTestId("article-card");
}

async function countShown(page: Page): Promise<number> {
  const text = (await page.getByTestId("article-count").textContent()) ?? "";
  const match = /Showing (\d+) articles?/.exec(text);
  return Number(match?.[1] ?? Number.NaN);
}

test.describe("industry news", () => {
  test("a visitor searches, filters by category and uses the filter panel", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1, name: "Industry News" })).toBeVisible();
    await expect(page.getByTestId("article-count")).toHaveText(/^Showing \d+ articles$/);
    const total = await countShown(page);
    expect(total).toBeGreaterThanOrEqual(10);
    await expect(articleCards(page)).toHaveCount(Math.min(total, 20));
    await expectNoA11yViolations(page);

    // Search matches titles and tags, whatever the case.
    await page.getByLabel("Search articles").fill("soc 2");
    await expect(articleCards(page)).toHaveCount(1);
    await expect(page.getByTestId("article-count")).toHaveText("Showing 1 article");
    await expect(page.getByRole("link", { name: ARTICLE_TITLE })).toBeVisible();

    // A trending topic fills the search box.
    await page.getByRole("button", { name: "#AI Automation" }).click();
    await expect(page.getByLabel("Search articles")).toHaveValue("AI Automation");
    await expect(page.getByRole("button", { name: "#AI Automation" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(articleCards(page).first()).toContainText(/AI Automation/i);

    // Nothing matches: the empty state, then back to everything.
    await page.getByLabel("Search articles").fill("no such words anywhere");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(page.getByTestId("article-count")).toHaveText(`Showing ${total} articles`);

    // The category select narrows the list and names the category.
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Security" }).click();
    await expect(page.getByTestId("article-count")).toHaveText(/^Showing \d+ articles? in Security$/);
    const securityCards = articleCards(page);
    await expect(securityCards.first()).toBeVisible();
    for (const card of await securityCards.all()) await expect(card).toContainText("Security");

    // The Filter button opens a panel: featured only.
    await page.getByRole("button", { name: "Filter" }).click();
    const panel = page.getByRole("dialog", { name: "Filter articles" });
    await expect(panel).toBeVisible();
    await expectNoA11yViolations(page);
    await panel.getByLabel("Featured articles only").check();
    await panel.getByRole("button", { name: "Apply filters" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: /Filter.*1 active/ })).toBeVisible();
    await expect(articleCards(page)).toHaveCount(1);
    await expect(articleCards(page).first()).toContainText("Featured");
    await expect(articleCards(page).first()).toContainText(ARTICLE_TITLE);

    // A date range in the future leaves nothing; clearing the panel restores the category list.
    await page.getByRole("button", { name: /Filter/ }).click();
    await panel.getByLabel("Published from").fill("2099-01-01");
    await panel.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await page.getByRole("button", { name: /Filter/ }).click();
    await panel.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByTestId("article-count")).toHaveText(/in Security$/);
  });

  test("a member opens an article, likes and bookmarks it, and both persist", async ({
    memberPage: page,
  }) => {
    await page.goto("/news");
    await page.getByLabel("Search articles").fill("SOC 2");
    await expect(articleCards(page)).toHaveCount(1);
    await page.getByRole("link", { name: ARTICLE_TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${ARTICLE_SLUG}$`));

    await expect(page.getByRole("heading", { level: 1, name: ARTICLE_TITLE })).toBeVisible();
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("img", { name: `Illustration for ${ARTICLE_TITLE}` })).toBeVisible();
    expect(await page.getByTestId("article-content").locator("p").count()).toBeGreaterThan(2);
    await expectNoA11yViolations(page);

    const like = page.getByRole("button", { name: /^Like/ });
    const bookmark = page.getByRole("button", { name: /^Bookmark/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    const likesBefore = Number(
      await page
        .getByTestId("like-count")
        .textContent()
        .then((text) => text?.match(/\d+/)?.[0]),
    );
    await like.click();
    await expect(page.getByRole("button", { name: /^Liked/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("like-count")).toContainText(String(likesBefore + 1));
    await bookmark.click();
    await expect(page.getByRole("button", { name: /^Bookmarked/ })).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(page.getByRole("button", { name: /^Liked/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /^Bookmarked/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("like-count")).toContainText(String(likesBefore + 1));

    // Undo both, so the journey can run again on the same data.
    await page.getByRole("button", { name: /^Liked/ }).click();
    await expect(page.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: /^Bookmarked/ }).click();
    await expect(page.getByRole("button", { name: /^Bookmark/ })).toHaveAttribute("aria-pressed", "false");

    await page.getByRole("link", { name: "Browse All Articles" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1, name: "Industry News" })).toBeVisible();
  });

  test("a visitor opening an article sees its teaser and a sign-in prompt instead of its body", async ({
    page,
  }) => {
    await page.goto(`/news/${ARTICLE_SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE_TITLE })).toBeVisible();
    const prompt = page.getByTestId("article-sign-in-prompt");
    await expect(prompt.getByRole("heading", { name: "Sign in to read the whole article" })).toBeVisible();
    await expect(page.getByTestId("article-content")).toHaveCount(0);
    await expectNoA11yViolations(page);

    await prompt.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByLabel("Email").fill(DEMO_MEMBER.email);
    await dialog.getByLabel("Password").fill(DEMO_MEMBER.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    // Back to the article they were reading, now whole, rather than to the dashboard.
    await expect(page.getByTestId("article-content")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/news/${ARTICLE_SLUG}`);
  });

  test("an unknown article shows the not-found state", async ({ memberPage: page }) => {
    await page.goto("/news/no-such-article");
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Back to News" }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("the list works on a phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/news");
    await expect(articleCards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
