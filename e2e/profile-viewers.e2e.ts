import { devices } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  newMemberPage,
  registerMember,
  test,
  uniqueWord,
} from "./fixtures";

test.describe("Who viewed your profile", () => {
  test.slow();

  test("the Profile Views card opens the viewers; a member who browses privately and visitors are counted, not named", async ({
    page,
    browser,
    baseURL,
  }) => {
    const word = uniqueWord("Peer");
    const owner = await newMemberPage(browser, baseURL, "Vera", word);
    const watcher = await newMemberPage(browser, baseURL, "Hugo", word);
    const otto = await registerMember(page.request, baseURL, "Otto", word);
    await markTourCompleted(page);
    // A visitor who is not signed in, in a desktop browser (headless Chromium's own User-Agent says
    // "HeadlessChrome" and is left out as a bot).
    const visitorContext = await browser.newContext({ ...devices["Desktop Chrome"], baseURL });
    const visitor = await visitorContext.newPage();

    // Otto looks openly.
    await page.goto(`/profile/${owner.member.username}`);
    await expect(page.getByRole("heading", { level: 1, name: `Vera ${word}` })).toBeVisible();

    // Hugo turns on private browsing in Settings, then looks.
    await watcher.page.goto("/settings");
    const privately = watcher.page.getByRole("switch", { name: "Browse profiles privately" });
    await expect(privately).not.toBeChecked();
    await privately.click();
    await expect(privately).toBeChecked();
    await expect(watcher.page.getByTestId("toast").filter({ hasText: "Privacy saved" })).toBeVisible();
    await watcher.page.goto(`/profile/${owner.member.username}`);
    await expect(watcher.page.getByRole("heading", { level: 1, name: `Vera ${word}` })).toBeVisible();

    // The visitor reads Vera's profile, then reloads it: one visit.
    await visitor.goto(`/profile/${owner.member.username}`);
    await expect(visitor.getByRole("heading", { level: 1, name: `Vera ${word}` })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: `Vera ${word}` })).toBeVisible();

    // Vera follows the card to the list.
    await owner.page.goto("/dashboard");
    await owner.page.getByRole("link", { name: "Profile Views" }).click();
    await expect(owner.page).toHaveURL(/\/profile\/viewers$/);
    await expect(
      owner.page.getByRole("heading", { level: 1, name: "Who viewed your profile" }),
    ).toBeVisible();
    const viewers = owner.page.getByTestId("profile-viewer");
    await expect(viewers).toHaveCount(1);
    await expect(viewers.first().getByRole("link", { name: `Otto ${word}` })).toBeVisible();
    await expect(viewers.first()).toContainText("Viewed");
    await expect(owner.page.getByTestId("viewers-private-count")).toContainText("1 private viewer");
    await expect(owner.page.getByTestId("viewers-visitor-count")).toHaveText(
      "1 visitor who was not signed in viewed your profile: visitors are counted, not named.",
    );
    await expectNoA11yViolations(owner.page);

    // Hugo, browsing privately, sees how many viewed his profile, not who.
    await owner.page.goto(`/profile/${watcher.member.username}`);
    await expect(owner.page.getByRole("heading", { level: 1, name: `Hugo ${word}` })).toBeVisible();
    await watcher.page.goto("/profile/viewers");
    await expect(watcher.page.getByTestId("viewers-private-notice")).toContainText("1 member");
    await expect(watcher.page.getByTestId("profile-viewer")).toHaveCount(0);

    // Otto has no signed-in viewers; the visitor's visit is what his empty list tells.
    await visitor.goto(`/profile/${otto.username}`);
    await expect(visitor.getByRole("heading", { level: 1, name: `Otto ${word}` })).toBeVisible();
    await page.goto("/profile/viewers");
    await expect(page.getByTestId("viewers-empty")).toContainText(
      "No signed-in member has viewed your profile in the last 90 days, but 1 visitor who was not signed in did.",
    );
    await expect(page.getByTestId("profile-viewer")).toHaveCount(0);

    await owner.context.close();
    await watcher.context.close();
    await visitorContext.close();
  });
});
