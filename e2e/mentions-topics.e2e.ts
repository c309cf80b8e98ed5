import {
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  signInWithoutWelcome,
  test,
  uniqueEmail,
} from "./fixtures";

const uniqueWord = () =>
  `kestrel${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`;
const PASSWORD = "quiet-river-2026";

test.describe("mentions and topics", () => {
  test.slow();

  test("a member mentions another from the composer's suggestions and tags a topic; the mentioned member is notified and the topic opens", async ({
    page,
    baseURL,
    browser,
  }) => {
    const word = uniqueWord();
    const tag = `${word}_tips`;
    const email = uniqueEmail("mentioned");
    const headers = { origin: baseURL ?? "" };
    const registered = await page.request.post("/api/auth/register", {
      data: { email, password: PASSWORD, firstName: "Priya", lastName: word },
      headers,
    });
    expect(registered.ok()).toBe(true);
    const { username } = (await (await page.request.get("/api/auth/me")).json()) as { username: string };
    await page.request.post("/api/auth/logout", { headers });

    // The author: the demo member, at phone width (the list must fit).
    await signInWithoutWelcome(page, baseURL);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/feed");
    await page.getByTestId("composer-field").click();
    const textarea = page.getByRole("textbox", { name: "What do you want to share?" });
    await textarea.pressSequentially(`Thanks @${word.slice(0, 9)}`);
    const suggestions = page.getByRole("listbox", { name: "Members to mention" });
    await expect(suggestions.getByRole("option", { name: new RegExp(`Priya ${word}`) })).toBeVisible();
    await expect(textarea).toHaveAttribute("aria-activedescendant", /.+/);
    await expectNoA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await textarea.press("Enter");
    await expect(suggestions).toBeHidden();
    await expect(textarea).toHaveValue(`Thanks @${username} `);
    await textarea.pressSequentially(`for the #${tag} session`);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByTestId("toast").getByText("Post shared")).toBeVisible();

    const card = page
      .getByTestId("post-card")
      .filter({ hasText: `#${tag}` })
      .first();
    await expect(card.getByRole("link", { name: `@${username}` })).toHaveAttribute(
      "href",
      `/profile/${username}`,
    );
    const topicLink = card.getByRole("link", { name: `#${tag}` });
    await expect(topicLink).toHaveAttribute("href", `/topics/${tag}`);

    // The topic's feed.
    await topicLink.click();
    await expect(page).toHaveURL(new RegExp(`/topics/${tag}$`));
    await expect(page.getByRole("heading", { level: 1, name: tag })).toBeVisible();
    await expect(page.getByRole("list", { name: `Posts tagged #${tag}` })).toContainText("Thanks");
    await expectNoA11yViolations(page);

    // An unknown topic says so.
    await page.goto(`/topics/${word}_nothing`);
    await expect(page.getByTestId("topic-empty")).toContainText("No posts are tagged");
    await expectNoA11yViolations(page);

    // The mentioned member sees the notification and its link.
    const context = await browser.newContext({ baseURL });
    const theirs = await context.newPage();
    const login = await theirs.request.post("/api/auth/login", {
      data: { email, password: PASSWORD },
      headers,
    });
    expect(login.ok()).toBe(true);
    await markTourCompleted(theirs);
    await theirs.goto("/notifications");
    const notification = theirs.getByText(/mentioned you in a post/).first();
    await expect(notification).toBeVisible();
    await expect(notification).toContainText(`#${tag}`);
    await context.close();
  });
});
