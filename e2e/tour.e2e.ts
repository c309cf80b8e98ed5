import type { Page } from "@playwright/test";
import {
  authDialog,
  expect,
  expectNoA11yViolations,
  signInWithoutWelcome,
  test,
  uniqueEmail,
} from "./fixtures";

const STEP_TITLES = [
  "Welcome to Netwise",
  "Complete your profile",
  "Build your connections",
  "Send AI referrals",
  "Discover opportunities",
  "Order services",
  "Join the conversation",
];

async function registerNewMember(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel("First name").fill("Taylor");
  await dialog.getByLabel("Last name").fill("Brooks");
  await dialog.getByLabel("Email").fill(uniqueEmail("tour"));
  await dialog.getByLabel("Password").fill("a-strong-passphrase");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const welcomeDialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Netwise, Taylor!" });
const tourDialog = (page: Page) => page.getByTestId("tour-dialog");

test.describe("welcome dialog and tour", () => {
  test("a new member is welcomed, walks the 7-step tour and is not welcomed again", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // Seven steps and two accessibility scans.
    await registerNewMember(page);
    const welcome = welcomeDialog(page);
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole("button", { name: "Start Tour" })).toBeFocused();
    await expectNoA11yViolations(page);

    await welcome.getByRole("button", { name: "Start Tour" }).click();
    await expect(welcome).toBeHidden();
    const tour = tourDialog(page);
    const progress = tour.getByRole("progressbar", { name: "Tour progress" });
    await expect(tour.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expectNoA11yViolations(page);

    for (const [index, title] of STEP_TITLES.entries()) {
      await expect(tour.getByRole("heading", { name: title })).toBeVisible();
      await expect(tour.getByText(`Step ${index + 1} of 7`)).toBeVisible();
      await expect(progress).toHaveAttribute("aria-valuenow", String(index + 1));
      if (index === 1) {
        await tour.getByRole("button", { name: "Previous" }).click();
        await expect(tour.getByRole("heading", { name: STEP_TITLES[0] })).toBeVisible();
        await tour.getByRole("button", { name: "Next" }).click();
      }
      if (index < STEP_TITLES.length - 1) await tour.getByRole("button", { name: "Next" }).click();
    }
    await expect(tour.getByRole("button", { name: "Next" })).toHaveCount(0);
    await tour.getByRole("button", { name: "Complete Tour" }).click();
    await expect(tour).toBeHidden();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The server keeps it: another browser (no local storage, same member) is not welcomed again.
    const otherBrowser = await browser.newContext({
      baseURL,
      storageState: await page.context().storageState(),
    });
    const otherPage = await otherBrowser.newPage();
    await otherPage.goto("/dashboard");
    await expect(otherPage.getByRole("button", { name: "Help & Tour" })).toBeVisible();
    await expect(otherPage.getByRole("dialog")).toHaveCount(0);
    await otherBrowser.close();
  });

  test("Skip for Now closes the welcome for this visit only; skipping the welcome's tour is remembered", async ({
    page,
  }) => {
    test.slow(); // Several reloads of the dashboard.
    await registerNewMember(page);
    await welcomeDialog(page).getByRole("button", { name: "Skip for Now" }).click();
    await expect(welcomeDialog(page)).toBeHidden();
    await page.reload();
    await expect(welcomeDialog(page)).toBeVisible();

    // Completing the tour from Help & Tour records nothing: only the welcome's tour does.
    await welcomeDialog(page).getByRole("button", { name: "Skip for Now" }).click();
    await page.getByRole("button", { name: "Help & Tour" }).click();
    for (let step = 1; step < STEP_TITLES.length; step++) {
      await tourDialog(page).getByRole("button", { name: "Next" }).click();
    }
    await tourDialog(page).getByRole("button", { name: "Complete Tour" }).click();
    await expect(tourDialog(page)).toBeHidden();
    await page.reload();
    await expect(welcomeDialog(page)).toBeVisible();

    // Skipping the tour the welcome started is kept on the server: the welcome does not return.
    await page.keyboard.press("Enter");
    await expect(tourDialog(page)).toBeVisible();
    await tourDialog(page).getByRole("button", { name: "Skip Tour" }).click();
    await expect(tourDialog(page)).toBeHidden();
    await expect
      .poll(async () => (await page.request.get("/api/account/tour")).json())
      .toEqual({ status: "skipped" });
    await page.reload();
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Help & Tour reopens the tour for a member who has completed it", async ({ page, baseURL }) => {
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/dashboard");
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Help & Tour" }).click();
    const tour = tourDialog(page);
    await expect(tour.getByRole("heading", { name: STEP_TITLES[0] })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tour).toBeHidden();
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeFocused();
  });
});

test.describe("advertising banner", () => {
  test("the dashboard shows the seeded banner, which stays dismissed", async ({ page, baseURL }) => {
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/dashboard");
    const banner = page.getByRole("complementary", { name: "Sponsored" });
    await expect(
      banner.getByText("Grow faster with the Netwise services marketplace", { exact: true }),
    ).toBeVisible();
    await expect(banner.getByRole("link", { name: /Learn more/ })).toHaveAttribute("href", "/services");
    await expectNoA11yViolations(page);

    await banner.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sponsored" })).toHaveCount(0);
  });
});
