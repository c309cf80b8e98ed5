import type { Page } from "@playwright/test";
import {
  expect as baseExpect,
  expectNoA11yViolations,
  markTourCompleted,
  test,
  uniqueEmail,
} from "./fixtures";

/** A page's first paint can wait for its chunk on a busy machine: a longer wait than the default. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

/** A new member (so blocking here changes nobody else's tests), signed in on the page's context. */
async function registerMember(page: Page, baseURL: string | undefined) {
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: uniqueEmail("blocker"),
      password: "quiet-river-2026",
      firstName: "Casey",
      lastName: "Blocker",
    },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await markTourCompleted(page);
}

const RAVI = "Ravi Patel";

test.describe("a blocked profile looks blocked", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`at ${viewport.width} px Block sits in a More menu, and a blocked profile shows only "Blocked · Unblock"`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await registerMember(page, baseURL);
      await page.goto("/profile/ravi-patel");
      const hero = page.getByRole("region", { name: RAVI });
      await expect(hero.getByRole("button", { name: `Connect with ${RAVI}` })).toBeVisible();
      // Block is no longer a button of its own on the page: it is in More, beside Connect.
      await expect(page.getByRole("button", { name: `Block ${RAVI}` })).toHaveCount(0);
      const more = hero.getByRole("button", { name: `More actions for ${RAVI}` });
      await expect(more).toBeVisible();
      await expectNoA11yViolations(page);
      await more.click();
      await expect(page.getByRole("menuitem", { name: `Block ${RAVI}` })).toBeVisible();
      await page.getByRole("menuitem", { name: `Block ${RAVI}` }).click();
      const confirm = page.getByRole("dialog", { name: `Block ${RAVI}?` });
      await confirm.getByRole("button", { name: "Block", exact: true }).click();
      await expect(confirm).toBeHidden();

      // Blocked: no Connect, Message, Refer or More; only the state and Unblock, also after a reload.
      const blocked = hero.getByTestId("profile-blocked");
      await expect(blocked).toContainText("Blocked");
      await page.reload();
      await expect(blocked.getByRole("button", { name: `Unblock ${RAVI}` })).toBeVisible();
      for (const name of [`Connect with ${RAVI}`, `Refer ${RAVI}`, `More actions for ${RAVI}`]) {
        await expect(hero.getByRole("button", { name })).toHaveCount(0);
      }
      await expect(hero.getByRole("link", { name: /^Message/ })).toHaveCount(0);
      await expectNoA11yViolations(page);

      await blocked.getByRole("button", { name: `Unblock ${RAVI}` }).click();
      await expect(hero.getByRole("button", { name: `Connect with ${RAVI}` })).toBeVisible();
      await expect(hero.getByTestId("profile-blocked")).toHaveCount(0);
    });
  }
});
