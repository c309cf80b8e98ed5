import type { Page } from "@playwright/test";
import {
  DEMO_MEMBER,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  test,
  uniqueEmail,
} from "./fixtures";

const uniqueWord = () =>
  `quorra${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`;

/** The navigation's search box (desktop width). */
const searchBox = (page: Page) => page.getByRole("combobox", { name: /Search members, posts/ });

test.describe("one search box", () => {
  test.slow();

  test("a member finds a member, a business and a post from the navigation, by keyboard and pointer", async ({
    page,
    baseURL,
    playwright,
  }) => {
    const word = uniqueWord();
    const headers = { origin: baseURL ?? "" };
    // Someone to find (a new member), and a business and a post of the demo member's.
    const other = await playwright.request.newContext({ baseURL });
    const registered = await other.post("/api/auth/register", {
      data: {
        email: uniqueEmail("found"),
        password: "quiet-river-2026",
        firstName: "Marisol",
        lastName: word,
      },
      headers,
    });
    expect(registered.ok()).toBe(true);
    const { username } = (await (await other.get("/api/auth/me")).json()) as { username: string };
    await other.dispose();
    const owner = await playwright.request.newContext({ baseURL });
    const ownerLogin = await owner.post("/api/auth/login", {
      data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      headers,
    });
    expect(ownerLogin.ok()).toBe(true);
    const business = await owner.post("/api/businesses", {
      data: {
        name: `${word} Bookkeeping`,
        description: "Bookkeeping for creative studios and freelancers.",
        industry: "Finance",
        category: "Financial Services",
      },
      headers,
    });
    expect(business.status()).toBe(201);
    const { slug } = (await business.json()) as { slug: string };
    const post = await owner.post("/api/feed", {
      data: { content: `Our ${word} launch went well` },
      headers,
    });
    expect(post.status()).toBe(201);
    await owner.dispose();

    // The searcher: a new member.
    const login = await page.request.post("/api/auth/register", {
      data: {
        email: uniqueEmail("searcher"),
        password: "quiet-river-2026",
        firstName: "Sam",
        lastName: "Seeker",
      },
      headers,
    });
    expect(login.ok()).toBe(true);
    await markTourCompleted(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/feed");

    // Typing shows the groups; the arrow keys move through them; Enter opens the member.
    const box = searchBox(page);
    await box.fill(word);
    const list = page.getByRole("listbox", { name: "Search results" });
    await expect(list.getByRole("group", { name: "Members" })).toContainText(`Marisol ${word}`);
    await expect(list.getByRole("group", { name: "Businesses" })).toContainText(`${word} Bookkeeping`);
    await expect(list.getByRole("group", { name: "Posts" })).toContainText(`Our ${word} launch`);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expectNoA11yViolations(page);
    await box.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`[id="${active}"]`)).toContainText(`Marisol ${word}`);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/profile/${username}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Marisol ${word}` })).toBeVisible();

    // A business by pointer.
    await searchBox(page).fill(`${word} bookkeeping`);
    await page.getByRole("option", { name: new RegExp(`${word} Bookkeeping`) }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${slug}$`));

    // Escape closes the list; Enter with nothing chosen opens the full results page.
    await searchBox(page).fill(word);
    await expect(page.getByRole("listbox", { name: "Search results" })).toBeVisible();
    await searchBox(page).press("Escape");
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Results for “${word}”` })).toBeVisible();
    await expect(page.getByRole("tab", { name: "All", selected: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Matching members" })).toContainText(`Marisol ${word}`);
    await page.getByRole("tab", { name: /^Members/ }).click();
    await expect(page).toHaveURL(/tab=members/);
    await expect(page.getByRole("list", { name: "Matching members" })).toContainText(`Marisol ${word}`);
    await expectNoA11yViolations(page);

    await page.getByRole("tab", { name: "Posts" }).click();
    await expect(page).toHaveURL(/tab=posts/);
    await expect(page.getByTestId("post-card")).toContainText(`Our ${word} launch went well`);
    await page.getByRole("tab", { name: "Businesses" }).click();
    await expect(page.getByRole("list", { name: "Matching businesses" })).toContainText(
      `${word} Bookkeeping`,
    );
    await expectNoA11yViolations(page);
  });

  test("the search page works on a phone and says when nothing matches", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/feed");
    await page.getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await page.getByRole("searchbox").fill(`%_\\'" nothing-${uniqueWord()}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("search-empty")).toContainText("Nothing matches");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
