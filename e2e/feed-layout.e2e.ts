import { expect, expectNoA11yViolations, signInWithoutWelcome, test } from "./fixtures";

test.describe("feed layout", () => {
  test("desktop: the member's card, the feed and suggestions with news, in three columns", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/feed");
    const card = page.getByTestId("member-card");
    await expect(card).toBeVisible();
    await expect(card).toContainText("Alex Morgan");
    await expect(card.getByText("Connections")).toBeVisible();
    await expect(card.getByText("Profile views (30 days)")).toBeVisible();
    await expect(card.getByRole("link", { name: "View your profile" })).toHaveAttribute(
      "href",
      /^\/profile\/.+/,
    );

    const people = page.getByTestId("people-you-may-know");
    await expect(people.getByRole("listitem").first()).toBeVisible();
    await expect(people.getByRole("button", { name: /^Connect with / }).first()).toBeVisible();
    const news = page.getByTestId("latest-news");
    await expect(news.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("post-card").first()).toBeVisible();

    const left = await card.boundingBox();
    const middle = await page.getByTestId("post-card").first().boundingBox();
    const right = await people.boundingBox();
    expect(left && middle && right).toBeTruthy();
    if (left && middle && right) {
      expect(left.x + left.width).toBeLessThanOrEqual(middle.x);
      expect(middle.x + middle.width).toBeLessThanOrEqual(right.x);
    }
    await expectNoA11yViolations(page);
  });

  test("phone: one column with the composer on top and nothing wider than the screen", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/feed");
    const composer = page.getByRole("button", { name: /^Share an update/ });
    await expect(composer).toBeVisible();
    await expect(page.getByTestId("post-card").first()).toBeVisible();
    const composerBox = await composer.boundingBox();
    const firstPost = await page.getByTestId("post-card").first().boundingBox();
    expect(composerBox && firstPost && composerBox.y < firstPost.y).toBe(true);
    await expect(page.getByTestId("member-card")).toBeHidden();
    await expect(page.getByTestId("people-you-may-know")).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  test("a visitor sees the feed with the latest news beside it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/feed");
    await expect(page.getByTestId("latest-news").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("member-card")).toHaveCount(0);
    await expect(page.getByTestId("people-you-may-know")).toHaveCount(0);
  });
});
