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
    await textarea.pressSequentially(`for the #${tag} session, not @nobody-${word} sorry`);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByTestId("toast").getByText("Post shared")).toBeVisible();

    const card = page
      .getByTestId("post-card")
      .filter({ hasText: `#${tag}` })
      .first();
    // A mention reads as the member's name and leads to their profile.
    await expect(card.getByRole("link", { name: `Priya ${word}`, exact: true })).toHaveAttribute(
      "href",
      `/profile/${username}`,
    );
    await expect(card.getByText(`@${username}`)).toHaveCount(0);
    // A name that is nobody's stays plain text: no link to a profile that does not exist.
    await expect(card.getByText(`@nobody-${word}`)).toBeVisible();
    await expect(card.getByRole("link", { name: `@nobody-${word}` })).toHaveCount(0);
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

test.describe("trending topics", () => {
  test.slow();

  test("Network Insights' trending topics open their topic feed, and a topic without posts is plain text", async ({
    page,
    baseURL,
  }) => {
    const word = uniqueWord();
    const headers = { origin: baseURL ?? "" };
    const registered = await page.request.post("/api/auth/register", {
      data: {
        email: uniqueEmail("trending"),
        password: PASSWORD,
        firstName: "Tariq",
        lastName: word,
        industry: `Kelp farming ${word}`,
      },
      headers,
    });
    expect(registered.ok()).toBe(true);
    await markTourCompleted(page);
    for (const content of [
      `Our #${word}Harvest plan is ready`,
      `Day two of #${word}Harvest, with #${word}Harvest`,
    ])
      expect((await page.request.post("/api/feed", { data: { content }, headers })).ok()).toBe(true);

    await page.goto("/dashboard");
    const sidebar = page.getByTestId("network-insights");
    await expect(sidebar.getByRole("heading", { name: "Trending in Your Network" })).toBeVisible();
    const link = sidebar.getByRole("link", { name: `#${word}Harvest` });
    await expect(link).toHaveAttribute("href", `/topics/${word}harvest`);

    // Every entry is a link to a topic feed the server found posts for, or plain text: never a search.
    const insights = (await (await page.request.get("/api/network/insights")).json()) as {
      trendingTopics: { topic: string; tag: string | null }[];
    };
    const entries = sidebar.getByTestId("trending-topic");
    await expect(entries).toHaveCount(insights.trendingTopics.length);
    for (const [index, topic] of insights.trendingTopics.entries()) {
      const entryLinks = entries.nth(index).getByRole("link");
      if (topic.tag === null) {
        await expect(entries.nth(index)).toContainText(topic.topic);
        await expect(entryLinks).toHaveCount(0);
      } else {
        await expect(entryLinks).toHaveAttribute("href", `/topics/${topic.tag}`);
      }
    }
    await expectNoA11yViolations(page);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/topics/${word}harvest$`));
    await expect(page.getByRole("heading", { level: 1, name: `${word}harvest` })).toBeVisible();
    await expect(page.getByRole("list", { name: `Posts tagged #${word}harvest` })).toContainText("Day two");
  });
});
