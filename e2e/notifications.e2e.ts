import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoA11yViolations, markTourCompleted, test, uniqueEmail } from "./fixtures";

/** Registers a member through the API in the page's context (so the page is signed in as them). */
async function register(request: APIRequestContext, baseURL: string | undefined, firstName: string) {
  const response = await request.post("/api/auth/register", {
    data: {
      firstName,
      lastName: `Bell${Math.random().toString(36).slice(2, 7)}`,
      email: uniqueEmail("notifications"),
      password: "a-strong-passphrase",
    },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; firstName: string; lastName: string };
}

test.describe("Notifications", () => {
  test("the bell's count rises while the page is open when another member sends a request; popover, mark all read", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const ada = await register(page.request, baseURL, "Ada");
    await markTourCompleted(page);
    const samContext = await browser.newContext({ baseURL });
    const sam = await register(samContext.request, baseURL, "Sam");

    await page.goto("/dashboard");
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("notification-count")).toHaveCount(0);

    const sent = await samContext.request.post("/api/connections/request", {
      data: { toUserId: ada.id },
      headers: { origin: baseURL ?? "" },
    });
    expect(sent.status()).toBe(201);
    // No reload: the event stream brings it.
    await expect(page.getByTestId("notification-count")).toHaveText("1", { timeout: 5_000 });
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await expect(page.getByText("1 unread notifications")).toBeAttached();

    await bell.click();
    const popover = page.getByRole("dialog", { name: "Notifications" });
    await expect(popover).toBeVisible();
    const item = popover.getByTestId("notification-item").first();
    await expect(item).toContainText(`${sam.firstName} ${sam.lastName} sent you a connection request`);
    await expectNoA11yViolations(page);

    await popover.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
    await expect(bell).toHaveAccessibleName("Notifications");

    await popover.getByRole("link", { name: "See all notifications" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await expect(page.getByTestId("notification-item")).toHaveCount(1);
    await expect(page.getByRole("switch", { name: "New messages" })).toBeChecked();
    await expectNoA11yViolations(page);

    // An item opens what it is about.
    await page.getByTestId("notification-item").first().click();
    await expect(page).toHaveURL(/\/network$/);
    await samContext.close();
  });

  test("the e-mail switches are kept", async ({ page, baseURL }) => {
    await register(page.request, baseURL, "Ada");
    await markTourCompleted(page);
    await page.goto("/notifications");
    await expect(page.getByText("No notifications yet.", { exact: false })).toBeVisible();
    const likes = page.getByRole("switch", { name: "Likes on your posts" });
    await expect(likes).not.toBeChecked();
    await likes.click();
    await expect(likes).toBeChecked();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Likes on your posts" })).toBeChecked();
  });
});
