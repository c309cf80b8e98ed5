import type { Page } from "@playwright/test";
import { DEMO_MEMBER, expect, expectNoA11yViolations, markTourCompleted, test } from "./fixtures";

const ARTICLE_SLUG = "ai-automation-small-business-back-office";
const ARTICLE_TITLE = "AI Automation Is Quietly Rebuilding the Small-Business Back Office";

async function signInAsDemoMember(page: Page, baseURL: string | undefined) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(login.ok()).toBe(true);
  await markTourCompleted(page);
}

for (const width of [1280, 375]) {
  test(`a post shows where its links go and whom it mentions, at ${width} px`, async ({ page, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemoMember(page, baseURL);
    const marker = `Links ${Date.now()}-${width}`;
    const longLink = `https://docs.example.com/guides/pricing/how-we-priced-our-first-retainer-${width}`;
    const created = await page.request.post("/api/feed", {
      data: {
        content: `${marker}: @sofia-alvarez wrote about ${baseURL}/news/${ARTICLE_SLUG} and ${longLink}`,
      },
      headers: { origin: baseURL ?? "" },
    });
    expect(created.status()).toBe(201);

    await page.goto("/feed?view=everyone");
    const card = page.getByTestId("post-card").filter({ hasText: marker });
    await expect(card).toBeVisible();

    // The mention reads as the member's name and opens their profile.
    const mention = card.getByTestId("post-mention");
    await expect(mention).toHaveText("Sofia Alvarez");
    await expect(mention).toHaveAttribute("href", "/profile/sofia-alvarez");
    await expect(card.getByText("@sofia-alvarez")).toHaveCount(0);

    // Each link goes through its short link and reads as its destination, cut with an ellipsis.
    const links = card.getByTestId("post-link");
    await expect(links).toHaveCount(2);
    const host = new URL(baseURL ?? "").host;
    await expect(links.nth(0)).toHaveText(`${`${host}/news/${ARTICLE_SLUG}`.slice(0, 31)}…`);
    await expect(links.nth(1)).toHaveText("docs.example.com/guides/pricing…");
    for (const index of [0, 1])
      await expect(links.nth(index)).toHaveAttribute("href", new RegExp(`^${baseURL}/s/[A-Za-z0-9_-]{11}$`));
    await expect(links.nth(1)).toHaveAttribute("title", longLink);
    // On one line: a link is never broken inside a word.
    for (const index of [0, 1]) {
      const lines = await links.nth(index).evaluate((element) => element.getClientRects().length);
      expect(lines).toBe(1);
    }

    // The first link is a page of this site: its card comes from the database.
    const preview = card.getByTestId("link-preview");
    await expect(preview).toContainText(ARTICLE_TITLE);
    await expect(preview).toContainText("Netwise");

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
}
