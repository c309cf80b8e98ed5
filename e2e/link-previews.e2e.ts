import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signInWithoutWelcome, test } from "./fixtures";

/** The web pages beside the test server (src/server/test/fakes/link-preview-pages.ts). */
const pagesOrigin = `http://127.0.0.1:${process.env.E2E_PAGES_PORT}`;

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const postCard = (page: Page, text: string) => page.getByTestId("post-card").filter({ hasText: text });

/** Opens the composer, types `text`, pastes `link` from the clipboard after it, and posts. */
async function postWithPastedLink(page: Page, text: string, link: string) {
  await page.getByRole("button", { name: /^Share an update/ }).click();
  const composer = page.getByRole("form", { name: "Create a post" });
  const field = composer.getByLabel("What do you want to share?");
  await field.fill(`${text} `);
  await page.evaluate((value) => navigator.clipboard.writeText(value), link);
  await field.press("ControlOrMeta+V");
  await expect(field).toHaveValue(`${text} ${link}`);
  await composer.getByRole("button", { name: "Post", exact: true }).click();
  await expect(postCard(page, text)).toBeVisible();
  return postCard(page, text);
}

test.describe("Link previews in the feed", () => {
  test.beforeEach(async ({ page, baseURL, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/feed");
    await expect(page.getByRole("heading", { level: 1, name: "Professional Feed" })).toBeVisible();
  });

  test("a pasted link becomes a card with the page's title, site, description and image", async ({
    page,
  }) => {
    const text = unique("Worth a read");
    const link = `${pagesOrigin}/article?e2e=${Date.now()}`;
    const card = await postWithPastedLink(page, text, link);

    const preview = card.getByTestId("link-preview");
    await expect(preview).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId("link-preview-loading")).toHaveCount(0);
    await expect(preview).toHaveAttribute("href", link);
    await expect(preview).toHaveAttribute("target", "_blank");
    await expect(preview).toContainText("Example Journal");
    await expect(preview).toContainText("Remote Teams & Trust");
    await expect(preview).toContainText("How distributed teams build trust");
    // The link's name is what a screen reader announces: the card's text, not a bare address.
    await expect(card.getByRole("link", { name: /Remote Teams & Trust/ })).toBeVisible();
    // The picture is our own copy (the CSP allows images from this origin only), and it loaded.
    const image = preview.locator("img");
    await expect(image).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    // Read again from the server: the preview is stored with the post.
    await page.reload();
    await expect(postCard(page, text).getByTestId("link-preview")).toContainText("Remote Teams & Trust");
    await expectNoA11yViolations(page);
  });

  test("a link to something that is not a web page leaves the post without a card, and without an error", async ({
    page,
  }) => {
    const text = unique("Raw data here");
    const card = await postWithPastedLink(page, text, `${pagesOrigin}/json`);
    await expect(card.getByTestId("link-preview-loading")).toHaveCount(0, { timeout: 15_000 });
    await expect(card.getByTestId("link-preview")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the card fits a 375 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const text = unique("On the phone");
    const card = await postWithPastedLink(page, text, `${pagesOrigin}/long-text`);
    await expect(card.getByTestId("link-preview")).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
