import type { Page } from "@playwright/test";
import {
  authDialog,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  signInWithoutWelcome,
  signUpInSteps,
  test,
  uniqueEmail,
} from "./fixtures";

/** Background colour of an element, for comparing initials avatars. */
const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe("the first week, smoothed", () => {
  test("the composer reads as a text box and says that links are shortened", async ({ page, baseURL }) => {
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/feed");
    const field = page.getByTestId("composer-field");
    await expect(field).toBeVisible();
    // A text box: square-ish corners, a text cursor and room for a line or two, not a pill button.
    const style = await field.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { radius: Number.parseFloat(computed.borderTopLeftRadius), cursor: computed.cursor };
    });
    expect(style.radius).toBeLessThan(12);
    expect(style.cursor).toBe("text");
    expect((await field.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(60);
    await field.click();
    const textarea = page.getByLabel("What do you want to share?");
    await expect(textarea).toBeFocused();
    await expect(
      page.getByText("Links you add are shortened to a Netwise link that counts clicks."),
    ).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(/Links you add are shortened/);
  });

  test("a member's initials have the same colour in the header and on their posts", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A new member has no photo, so both places draw initials.
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await expect(authDialog(page)).toBeVisible();
    await signUpInSteps(page, { email: uniqueEmail("colour"), firstName: "Quinn", lastName: "Avery" });
    await expect(page).toHaveURL(/\/dashboard$/);
    // A brand-new member is welcomed, not welcomed back.
    await expect(
      page.getByText("Welcome to Netwise, Quinn! Here is where your network will come together."),
    ).toBeVisible();
    await expect(page.getByText(/Welcome back, Quinn/)).toHaveCount(0);

    const marker = `colour check ${Date.now()}`;
    const response = await page.request.post("/api/feed", {
      data: { content: marker },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.ok()).toBe(true);
    await page.goto("/feed");
    const post = page.getByTestId("post-card").filter({ hasText: marker });
    await expect(post).toBeVisible();
    const headerColour = await backgroundOf(page, "header span:text-is('QA')");
    const postColour = await post
      .locator("span:text-is('QA')")
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(postColour).toBe(headerColour);
  });

  test("news thumbnails show the whole picture instead of cropping it", async ({ page, baseURL }) => {
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/news");
    const image = page.getByTestId("article-card").locator("img").first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => getComputedStyle(element).objectFit)).toBe("contain");
  });

  test("the directory search finds businesses by their city", async ({ page }) => {
    await page.goto("/businesses");
    await page.getByLabel("Search businesses").fill("Toronto");
    const cards = page.getByTestId("business-card");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText("Toronto");
    for (const card of await cards.all()) await expect(card).toContainText("Toronto");
    await expectNoA11yViolations(page);
  });

  test("profile completion lists what is missing, each opening Edit Profile at its field", async ({
    page,
  }) => {
    await page.goto("/");
    const response = await page.request.post("/api/auth/register", {
      data: {
        email: uniqueEmail("missing"),
        password: "a-strong-passphrase",
        firstName: "Rae",
        lastName: "Lund",
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.ok()).toBe(true);
    await markTourCompleted(page);
    await page.goto("/dashboard");
    const card = page.getByTestId("profile-completion");
    await expect(card.getByText("25%")).toBeVisible();
    const missing = card.getByRole("list", { name: "Still missing" });
    await expect(missing.getByRole("listitem")).toHaveCount(6);
    await missing.getByRole("button", { name: "Add job title" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Job title")).toBeFocused();
    await page.keyboard.press("Escape");
    await missing.getByRole("button", { name: "Add skills" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Profile" }).getByLabel(/^Skills/)).toBeFocused();
  });
});
