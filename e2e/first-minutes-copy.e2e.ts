import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  DEMO_MEMBER,
  expectNoA11yViolations,
  markTourCompleted,
  test,
  uniqueEmail,
} from "./fixtures";

/** A page's first paint can wait for its chunk on a busy machine: a longer wait than the default. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

/** A new member, signed in on the page's own context. */
async function registerMember(page: Page, baseURL: string | undefined) {
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: uniqueEmail("plain"),
      password: "quiet-river-2026",
      firstName: "Robin",
      lastName: "Plainwords",
    },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await markTourCompleted(page);
  return (await response.json()) as { id: number; username: string };
}

test.describe("no internal words", () => {
  test("deleting the account asks to type DELETE, not a username the member never chose", async ({
    page,
    baseURL,
  }) => {
    const member = await registerMember(page, baseURL);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByLabel("Type DELETE to confirm")).toBeVisible();
    await expect(dialog).not.toContainText(member.username);
    await expectNoA11yViolations(page);
    await dialog.getByLabel("Type DELETE to confirm").fill("delete");
    await dialog.getByLabel("Password").fill("quiet-river-2026");
    await expect(dialog.getByRole("button", { name: "Delete my account" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // One Settings in the user menu (the theme has its own entry), no "Account Settings".
    await page.getByTestId("user-menu-trigger").click();
    await expect(page.getByRole("menuitem", { name: "Settings", exact: true })).toHaveCount(1);
    await expect(page.getByRole("menuitem", { name: "Account Settings" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Theme" })).toBeVisible();
    await page.keyboard.press("Escape");

    // The export names no internal message type for an ordinary message.
    const exported = await (await page.request.get("/api/account/export")).json();
    for (const message of exported.messages as Record<string, unknown>[])
      expect(message.type).not.toBe("other");
  });

  test('a new business reads "No reviews yet", and a review without stars asks to "Choose a star rating"', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const login = await owner.post("/api/auth/login", {
      data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      headers: { origin: baseURL ?? "" },
    });
    expect(login.ok()).toBe(true);
    const name = `Juniper ${Date.now().toString(36)} Works`;
    const created = await owner.post("/api/businesses", {
      data: {
        name,
        description: "Joinery for small studios.",
        industry: "Manufacturing",
        category: "Manufacturing",
      },
      headers: { origin: baseURL ?? "" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await owner.dispose();

    await registerMember(page, baseURL);
    await page.goto(`/business/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("business-review-count")).toHaveText("No reviews yet");
    await expect(page.getByTestId("business-rating")).toHaveCount(0);
    await expect(page.getByRole("img", { name: /^Rated 0/ })).toHaveCount(0);
    // Industry and category are the same word: it is said once.
    await expect(page.getByText("Manufacturing • Manufacturing")).toHaveCount(0);
    await expect(page.getByText("Manufacturing", { exact: true }).first()).toBeVisible();

    await page.getByRole("tab", { name: "Reviews" }).click();
    const form = page.getByRole("form", { name: "Submit Review" });
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByText("Choose a star rating", { exact: true })).toBeVisible();
    await expect(form).not.toContainText("whole number");
    await expectNoA11yViolations(page);

    // The directory card of a business whose industry and category agree names it once too.
    await page.goto("/businesses?search=Great%20Lakes%20Precision");
    const card = page.getByTestId("business-card").filter({ hasText: "Great Lakes Precision Parts" }).first();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText("Manufacturing • Manufacturing");
    await expect(card).toContainText("Manufacturing");
  });

  test("an ordinary post carries no General badge", async ({ page, baseURL }) => {
    await registerMember(page, baseURL);
    const content = `Plain words ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/feed", {
      data: { content },
      headers: { origin: baseURL ?? "" },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto("/feed");
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("post-type-badge")).toHaveCount(0);
    await expect(card.getByText("General", { exact: true })).toHaveCount(0);
  });
});
