import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signInWithoutWelcome, test } from "./fixtures";

/** The navigation's search box (desktop width). */
const searchBox = (page: Page) => page.getByRole("combobox", { name: /Search members, posts/ });
const section = (page: Page, kind: string) => page.getByTestId(`search-section-${kind}`);

test.describe("search shows what it found", () => {
  test.slow();

  test("Enter opens the All tab: a section per kind, counts on every tab, words matched across fields", async ({
    page,
    baseURL,
  }) => {
    await signInWithoutWelcome(page, baseURL);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/feed");

    // Two designers live in Austin in the demo data: the title holds one word, the location the other.
    await searchBox(page).fill("designer austin");
    await expect(page.getByRole("listbox", { name: "Search results" })).toBeVisible();
    await searchBox(page).press("Escape");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=designer\+austin$/);
    await expect(page.getByRole("tab", { name: "All", selected: true })).toBeVisible();
    const members = section(page, "members");
    await expect(members.getByRole("heading", { name: /Members/ })).toContainText("2");
    await expect(members.getByRole("list", { name: "Matching members" }).getByRole("listitem")).toHaveCount(
      2,
    );
    await expect(members).toContainText("Sofia Alvarez");
    await expect(members).toContainText("Zoe Campbell");
    await expect(page.getByTestId("search-count-members")).toHaveText(", 2");
    for (const kind of ["posts", "articles", "businesses"])
      await expect(page.getByTestId(`search-count-${kind}`)).toHaveText(/^, \d+\+?$/);
    await expectNoA11yViolations(page);

    // A kind's tab holds the same members; its count came with it.
    await page.getByRole("tab", { name: /^Members/ }).click();
    await expect(page).toHaveURL(/tab=members/);
    await expect(page.getByRole("list", { name: "Matching members" }).getByRole("listitem")).toHaveCount(2);

    // "SOC 2" is the compliance work (a consultant with SOC 2 among his skills), never the Social
    // Media Strategist.
    const box = page.getByRole("searchbox");
    await box.fill("SOC 2");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=SOC\+2&tab=members$/);
    const found = page.getByRole("list", { name: "Matching members" });
    await expect(found).toContainText("David Okafor");
    await expect(found.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("search-count-members")).toHaveText(", 1");
    await expect(page.getByText("Lucas Ferreira")).toHaveCount(0);
    await page.getByRole("tab", { name: "All" }).click();
    await expect(page).toHaveURL(/\/search\?q=SOC\+2$/);
    await expect(section(page, "articles")).toContainText("SOC 2 Without the Panic");
    await expect(section(page, "businesses")).toContainText("Shieldpoint Security");
    await expect(page.getByText("Social Media Strategist")).toHaveCount(0);
  });

  test("a visitor on a phone: the All tab opens on the kind that found something, without sideways scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/search?q=office%20suites");
    await expect(page.getByRole("tab", { name: "All", selected: true })).toBeVisible();
    // Only posts match: their section comes first, the kinds without results are named below.
    const sections = page.locator("section[data-testid^='search-section-']");
    await expect(sections.first()).toHaveAttribute("data-testid", "search-section-posts");
    await expect(section(page, "posts").getByTestId("post-card").first()).toContainText("East 6th Street");
    await expect(page.getByTestId("search-count-posts")).toHaveText(", 1");
    await expect(page.getByText(/No members, articles and businesses match/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
