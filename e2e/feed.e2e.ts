import type { Page } from "@playwright/test";
import { DEMO_MEMBER, expect, expectNoA11yViolations, test } from "./fixtures";

/** Signs the demo member in through the API (the sign-in dialog has its own tests) and opens everyone's feed. */
async function openFeedAsMember(page: Page, baseURL: string | undefined) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(login.ok()).toBe(true);
  // Everyone's posts (a member's /feed opens on their network, tested in e2e/network.e2e.ts).
  await page.goto("/feed?view=everyone");
  await expect(page.getByRole("heading", { level: 1, name: "Professional Feed" })).toBeVisible();
  await expect(page.getByTestId("post-card").first()).toBeVisible();
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const postCard = (page: Page, text: string) => page.getByTestId("post-card").filter({ hasText: text });

/**
 * Writes and publishes a post through the composer; type is a toggle label or general (none
 * pressed). The card is found by `marker` (links in the content are replaced by short links).
 */
async function publish(
  page: Page,
  content: string,
  type?: "Opportunity" | "Achievement" | "Insight",
  marker: string = content,
) {
  await page.getByRole("button", { name: /^Share an update/ }).click();
  const composer = page.getByRole("form", { name: "Create a post" });
  await composer.getByLabel("What do you want to share?").fill(content);
  if (type) await composer.getByRole("button", { name: type }).click();
  await composer.getByRole("button", { name: "Post", exact: true }).click();
  await expect(postCard(page, marker)).toBeVisible();
  return postCard(page, marker);
}

test.describe("Professional Feed for a member", () => {
  test("the composer toggles, cancels and posts each type", async ({ page, baseURL }) => {
    test.slow(); // four posts and an axe scan
    await openFeedAsMember(page, baseURL);
    await page.getByRole("button", { name: /^Share an update/ }).click();
    const composer = page.getByRole("form", { name: "Create a post" });
    const post = composer.getByRole("button", { name: "Post", exact: true });
    const field = composer.getByLabel("What do you want to share?");
    await expect(post).toBeDisabled();
    await field.fill("   ");
    await expect(post).toBeDisabled();
    const opportunity = composer.getByRole("button", { name: "Opportunity" });
    await opportunity.click();
    await expect(opportunity).toHaveAttribute("aria-pressed", "true");
    await opportunity.click();
    await expect(opportunity).toHaveAttribute("aria-pressed", "false");
    await field.fill("Draft that will be cancelled");
    await composer.getByRole("button", { name: "Insight" }).click();
    await composer.getByRole("button", { name: "Cancel" }).click();
    await expect(composer).toBeHidden();
    await page.getByRole("button", { name: /^Share an update/ }).click();
    await expect(field).toHaveValue("");
    await expect(composer.getByRole("button", { name: "Insight" })).toHaveAttribute("aria-pressed", "false");
    await composer.getByRole("button", { name: "Cancel" }).click();

    const cases = [
      { type: undefined, badge: null },
      { type: "Opportunity", badge: "Opportunity" },
      { type: "Achievement", badge: "Achievement" },
      { type: "Insight", badge: "Insight" },
    ] as const;
    for (const { type, badge } of cases) {
      const content = unique(`E2E ${badge ?? "General"} post <b>not bold</b>`);
      const card = await publish(page, content, type);
      // An ordinary post carries no badge; the other types name themselves.
      if (badge) await expect(card.getByTestId("post-type-badge")).toHaveText(badge);
      else await expect(card.getByTestId("post-type-badge")).toHaveCount(0);
      await expect(card.getByTestId("post-content")).toHaveText(content);
      await expect(card.locator("b")).toHaveCount(0);
      await expect(card.getByRole("link", { name: "Alex Morgan" })).toHaveAttribute(
        "href",
        "/profile/alex-morgan",
      );
    }
    await expectNoA11yViolations(page);
  });

  test("like, bookmark and comment last after a reload; own comments and posts can be deleted", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // likes, bookmarks, comments, two reloads and an axe scan
    await openFeedAsMember(page, baseURL);
    const content = unique("E2E engagement post");
    const card = await publish(page, content);

    await card.getByRole("button", { name: "Like, 0 likes" }).click();
    await expect(card.getByRole("button", { name: "Like, 1 like" })).toHaveAttribute("aria-pressed", "true");
    await card.getByRole("button", { name: "Save post" }).click();
    await expect(card.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

    await card.getByRole("button", { name: "Comment, 0 comments" }).click();
    const comments = card.getByRole("region", { name: "Comments" });
    await expect(comments.getByText("No comments yet. Start the conversation.")).toBeVisible();
    await expect(comments.getByRole("button", { name: "Post Comment" })).toBeDisabled();
    await comments.getByLabel("Write a comment").fill("  Great update from the e2e test  ");
    await comments.getByRole("button", { name: "Post Comment" }).click();
    await expect(comments.getByTestId("comment")).toHaveText(/Great update from the e2e test/);
    await expect(comments.getByLabel("Write a comment")).toHaveValue("");
    await expect(card.getByRole("button", { name: "Comment, 1 comment" })).toBeVisible();
    await expectNoA11yViolations(page);
    await card.screenshot({ path: test.info().outputPath("feed-post-desktop.png") });

    await page.reload();
    const reloaded = postCard(page, content);
    await expect(reloaded.getByRole("button", { name: "Like, 1 like" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(reloaded.getByRole("button", { name: "Saved" })).toBeVisible();
    const bookmarks = (await (await page.request.get("/api/feed/bookmarks")).json()).posts;
    expect(bookmarks.some((post: { content: string }) => post.content === content)).toBe(true);
    await page.getByRole("navigation", { name: "Feed views" }).getByRole("link", { name: "Saved" }).click();
    await expect(page).toHaveURL(/\/feed\?view=saved$/);
    await expect(postCard(page, content)).toBeVisible();
    // Only saved posts are listed: the demo posts the member did not save are not.
    await expect(page.getByTestId("post-card")).toHaveCount(bookmarks.length);
    await expectNoA11yViolations(page);
    await page
      .getByRole("navigation", { name: "Feed views" })
      .getByRole("link", { name: "Everyone" })
      .click();

    await reloaded.getByRole("button", { name: "Comment, 1 comment" }).click();
    await reloaded.getByRole("button", { name: /^More actions for the comment by / }).click();
    await page.getByRole("menuitem", { name: "Delete comment" }).click();
    await page
      .getByRole("dialog", { name: "Delete comment?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(reloaded.getByRole("button", { name: "Comment, 0 comments" })).toBeVisible();

    await reloaded.getByRole("button", { name: "Like, 1 like" }).click();
    await expect(reloaded.getByRole("button", { name: "Like, 0 likes" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await reloaded.getByRole("button", { name: /^More actions/ }).click();
    await page.getByRole("menuitem", { name: "Delete post" }).click();
    await page.getByRole("dialog", { name: "Delete post?" }).getByRole("button", { name: "Delete" }).click();
    await expect(postCard(page, content)).toHaveCount(0);
  });

  test("share elsewhere copies the post to the clipboard, which the share count does not count", async ({
    page,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
    await page.addInitScript(() => {
      // Desktop Chromium may offer a share sheet; the clipboard path is the one under test here.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await openFeedAsMember(page, baseURL);
    const content = `${unique("E2E share")} ${"long text ".repeat(15)}`.trim();
    const card = await publish(page, content);
    await card.getByRole("button", { name: "Share, 0 shares" }).click();
    await page.getByRole("menuitem", { name: "Share elsewhere" }).click();
    await expect(page.getByTestId("toast")).toContainText("Post copied");
    // Only reposts and sends count (issue 32, 7).
    await expect(card.getByRole("button", { name: "Share, 0 shares" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${content.slice(0, 100)}... ${baseURL}/feed`);
  });

  test("links in posts are shortened for members; a short link to another site shows the leaving page", async ({
    page,
    baseURL,
  }) => {
    await openFeedAsMember(page, baseURL);
    const target = `https://example.com/e2e/${Date.now()}?q=1`;
    const marker = unique("E2E link");
    const card = await publish(page, `${marker} read ${target}.`, undefined, marker);
    const link = card.getByTestId("post-content").getByRole("link");
    // The short link is the target (its clicks are counted); the text is where it goes, on one line.
    await expect(link).toHaveAttribute("href", new RegExp(`^${baseURL}/s/[A-Za-z0-9_-]{11}$`));
    await expect(link).toHaveText(/^example\.com\/e2e\/\d+\?q…$/);
    await expect(link).toHaveAttribute("title", target);
    const shortUrl = (await link.getAttribute("href")) ?? "";
    const response = await page.request.get(shortUrl, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers().location).toBeUndefined();

    // The leaving page is plain server HTML (no app script), so it opens in a page of its own.
    const leaving = await page.context().newPage();
    const errors: string[] = [];
    leaving.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await leaving.goto(shortUrl);
    await expect(leaving).toHaveTitle("You are leaving Netwise for example.com");
    await expect(
      leaving.getByRole("heading", { level: 1, name: "You are leaving Netwise for example.com" }),
    ).toBeVisible();
    await expect(leaving.getByRole("link", { name: "Continue to example.com" })).toHaveAttribute(
      "href",
      target,
    );
    await expectNoA11yViolations(leaving);
    expect(errors).toEqual([]);
    await leaving.getByRole("link", { name: "Back to Netwise" }).click();
    // Home, which sends a signed-in member on to their dashboard.
    await expect(leaving).toHaveURL(new RegExp(`^${baseURL}/(dashboard)?$`));
    await leaving.close();

    // Visitors cannot shorten: they see the original link.
    await page.context().clearCookies();
    await page.goto("/feed");
    const visitorLink = postCard(page, marker).getByTestId("post-content").getByRole("link");
    await expect(visitorLink).toHaveText(/^example\.com\/e2e\/\d+\?q…$/);
    await expect(visitorLink).toHaveAttribute("href", target);

    await page.goto("/s/doesnotexist");
    await expect(page.getByRole("heading", { name: "We can't find that page" })).toBeVisible();
  });

  test("a member reports another member's post once", async ({ page, baseURL }) => {
    await openFeedAsMember(page, baseURL);
    const card = page.getByTestId("post-card").filter({ hasNotText: "Alex Morgan" }).first();
    const report = async () => {
      await card.getByRole("button", { name: /^More actions/ }).click();
      await page.getByRole("menuitem", { name: "Report post" }).click();
      const dialog = page.getByRole("dialog", { name: "Report post" });
      await dialog.getByRole("radio", { name: "Spam" }).check();
      await dialog.getByLabel("Note for the moderators (optional)").fill("Looks like spam");
      await dialog.getByRole("button", { name: "Report", exact: true }).click();
      return page.getByRole("dialog");
    };
    const first = await report();
    await expect(first.getByRole("status")).toContainText("Moderators will review the post");
    await first.getByRole("button", { name: "Done" }).click();
    await expect(first).toBeHidden();
    const second = await report();
    await expect(second.getByRole("heading", { name: "Already reported" })).toBeVisible();
    await second.getByRole("button", { name: "Done" }).click();
  });

  test("scrolling loads the next page of posts", async ({ page, baseURL }) => {
    await openFeedAsMember(page, baseURL);
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(20);
    await page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    const ids = await page.getByTestId("post-content").allTextContents();
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test.describe("Professional Feed for a visitor", () => {
  test("reads posts without bookmark or comment controls; Comment goes home", async ({ page }) => {
    await page.goto("/feed");
    await expect(page.getByRole("heading", { level: 1, name: "Professional Feed" })).toBeVisible();
    const first = page.getByTestId("post-card").first();
    await expect(first).toBeVisible();
    await expect(page.getByRole("button", { name: /^Share an update/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Save post|^Saved/ })).toHaveCount(0);
    await expect(page.getByLabel("Write a comment")).toHaveCount(0);
    await expect(first.getByRole("link").first()).toHaveAttribute("href", /^\/profile\//);
    await expectNoA11yViolations(page);
    await first.getByRole("button", { name: /^Comment,/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("fits a phone screen, for a visitor and with a member's composer open", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto("/feed");
    await expect(page.getByTestId("post-card").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openFeedAsMember(page, baseURL);
    await page.getByRole("button", { name: /^Share an update/ }).click();
    await expect(page.getByRole("form", { name: "Create a post" })).toBeVisible();
    await page
      .getByTestId("post-card")
      .first()
      .getByRole("button", { name: /^Comment,/ })
      .click();
    await expect(page.getByLabel("Write a comment")).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("feed-phone.png"), fullPage: false });
  });
});
