import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoA11yViolations, newMemberPage, registerMember, test, uniqueWord } from "./fixtures";

async function apiPost(request: APIRequestContext, baseURL: string | undefined, path: string, data: object) {
  const response = await request.post(path, { data, headers: { origin: baseURL ?? "" } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number };
}

test.describe("A profile's Activity", () => {
  test.slow();

  test("a member's posts and comments show on their profile, and 'Show all activity' lists them", async ({
    page,
    browser,
    baseURL,
  }) => {
    const word = uniqueWord("Act");
    const author = await newMemberPage(browser, baseURL, "Ola", word);
    // The reader (this page) writes a post the author then comments on.
    await registerMember(page.request, baseURL, "Tess", word);
    const theirs = await apiPost(page.request, baseURL, "/api/feed", {
      content: `Tess asks: what are you reading this week? ${word}`,
    });
    await apiPost(author.page.request, baseURL, "/api/feed", {
      content: `Ola shipped the new onboarding today ${word}`,
    });
    await apiPost(author.page.request, baseURL, `/api/feed/${theirs.id}/comments`, {
      content: `A book on distributed systems ${word}`,
    });

    await page.goto(`/profile/${author.member.username}`);
    await expect(page.getByRole("heading", { level: 1, name: `Ola ${word}` })).toBeVisible();
    const card = page.getByRole("region", { name: "Activity", exact: true });
    const items = card.getByTestId("activity-item");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`Ola ${word} commented on Tess ${word}'s post`);
    await expect(
      items.nth(0).getByRole("link", { name: `A book on distributed systems ${word}` }),
    ).toHaveAttribute("href", `/feed#post-${theirs.id}`);
    await expect(items.nth(1)).toContainText(`Ola ${word} posted this`);
    await expect(items.nth(1)).toContainText("0 likes · 0 comments · 0 shares");
    await expectNoA11yViolations(page);

    await card.getByRole("link", { name: "Show all activity" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${author.member.username}/activity$`));
    await expect(page.getByRole("heading", { level: 1, name: `Ola ${word}'s activity` })).toBeVisible();
    await expect(page.getByTestId("activity-item")).toHaveCount(2);
    await expect(
      page.getByRole("link", { name: `Ola shipped the new onboarding today ${word}` }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // A member with nothing yet: the card's designed empty state, and no "Show all activity".
    const quiet = await newMemberPage(browser, baseURL, "Quinn", word);
    await page.goto(`/profile/${quiet.member.username}`);
    const quietCard = page.getByRole("region", { name: "Activity", exact: true });
    await expect(quietCard).toContainText(`Quinn has not posted or commented yet.`);
    await expect(quietCard.getByRole("link", { name: "Show all activity" })).toHaveCount(0);

    await author.context.close();
    await quiet.context.close();
  });
});
