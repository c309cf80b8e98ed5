import type { Browser, Page } from "@playwright/test";
import {
  DEMO_ADMIN,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  newMemberPage,
  test,
  uniqueWord,
  waitForHydration,
} from "./fixtures";

/** A page of its own browser context, signed in as the demo admin (admins are moderators too). */
async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { origin: baseURL },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await markTourCompleted(page);
  return { page, context };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("trust and safety", () => {
  test.slow();

  test("a member reports a comment, a moderator hides it, the author appeals and another moderator reverses it", async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const word = uniqueWord("kite");
    const author = await newMemberPage(browser, origin, "Rowan", word);
    const reporter = await newMemberPage(browser, origin, "Priya", word);
    const moderator = await newMemberPage(browser, origin, "Mira", word);
    const admin = await adminPage(browser, origin);

    // The admin makes Mira a moderator (the role alone is enough).
    const grant = await admin.page.request.patch(`/api/admin/users/${moderator.member.id}`, {
      data: { role: "moderator" },
      headers: { origin },
    });
    expect(grant.ok(), await grant.text()).toBe(true);

    // Rowan posts under a topic of their own and comments on it.
    const created = await author.page.request.post("/api/feed", {
      data: { content: `Notes on #${word} from Rowan` },
      headers: { origin },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const post = (await created.json()) as { id: number };
    const commentText = `You are all clueless ${word}`;
    const comment = await author.page.request.post(`/api/feed/${post.id}/comments`, {
      data: { content: commentText },
      headers: { origin },
    });
    expect(comment.ok(), await comment.text()).toBe(true);

    // Priya reports the comment from its "…" menu; her own content has no Report item.
    await open(reporter.page, `/topics/${word}`);
    const card = reporter.page.getByTestId("post-card").filter({ hasText: `Notes on #${word}` });
    await card.getByRole("button", { name: /^Comment,/ }).click();
    const commentItem = card.getByTestId("comment").filter({ hasText: commentText });
    await commentItem.getByRole("button", { name: `More actions for the comment by Rowan ${word}` }).click();
    await reporter.page.getByRole("menuitem", { name: "Report comment" }).click();
    const dialog = reporter.page.getByRole("dialog", { name: "Report comment" });
    await dialog.getByRole("button", { name: "Report", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Choose what is wrong.");
    await dialog.getByRole("radio", { name: "Harassment or bullying" }).check();
    await dialog.getByLabel("Note for the moderators (optional)").fill(`Insults everyone ${word}`);
    await dialog.getByRole("button", { name: "Report", exact: true }).click();
    const thanks = reporter.page.getByRole("dialog", { name: "Thanks for your report" });
    await expect(thanks.getByRole("status")).toContainText("Moderators will review the comment");
    await thanks.getByRole("button", { name: "Done" }).click();
    await expect(thanks).toBeHidden();

    // Mira sees it in the queue, reads it in context and hides it.
    await open(moderator.page, "/moderation");
    await expect(moderator.page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    const row = moderator.page.getByTestId("queue-item").filter({ hasText: commentText });
    await expect(row).toContainText("1 report");
    await expectNoA11yViolations(moderator.page);
    await row.click();
    const detail = moderator.page.getByTestId("moderation-item");
    await expect(detail.getByRole("heading", { name: `Comment by Rowan ${word}` })).toBeVisible();
    await expect(detail).toContainText(`Insults everyone ${word}`);
    await expect(detail).toContainText("No earlier decisions about this author.");
    // The moderator takes the item, so no other moderator decides it meanwhile.
    await detail.getByRole("button", { name: "Take this item" }).click();
    await expect(detail.getByTestId("item-assignment")).toContainText("You are handling this item.");
    await expect(row).toContainText("Taken by");
    await detail.getByRole("button", { name: "Hide" }).click();
    const confirm = moderator.page.getByRole("dialog", { name: "Hide this content?" });
    await confirm.getByRole("button", { name: "Hide" }).click();
    await expect(confirm.getByRole("alert")).toContainText("Write the reason");
    await confirm.getByLabel("Reason").fill("Insults are not allowed here.");
    await confirm.getByRole("button", { name: "Hide" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expectNoA11yViolations(moderator.page);
    await moderator.page.getByRole("tab", { name: "Log" }).click();
    await expect(moderator.page.getByTestId("log-entry").first()).toContainText(
      "Insults are not allowed here.",
    );

    // The comment is gone for Priya.
    await open(reporter.page, `/topics/${word}`);
    await card.getByRole("button", { name: /^Comment,/ }).click();
    await expect(card.getByText("No comments yet.")).toBeVisible();

    // Priya is told the outcome, never who decided.
    await open(reporter.page, "/notifications");
    await expect(
      reporter.page
        .getByTestId("notification-item")
        .filter({ hasText: "We reviewed the comment you reported and removed it." }),
    ).toBeVisible();

    // Rowan is told why, follows the notification to Settings and appeals the decision, once.
    await open(author.page, "/notifications");
    const told = author.page
      .getByTestId("notification-item")
      .filter({ hasText: "A moderator removed your comment: Insults are not allowed here." });
    await expect(told).toContainText("You can appeal within 20 days in Settings.");
    await told.click();
    await expect(author.page).toHaveURL(/\/settings#moderation$/);
    const section = author.page.getByRole("region", { name: "Moderation" });
    const decision = section.getByTestId("my-decision");
    await expect(decision).toContainText("Content hidden");
    await expect(decision).toContainText("Insults are not allowed here.");
    await decision.getByRole("button", { name: /^Appeal/ }).click();
    const appeal = author.page.getByRole("dialog", { name: "Appeal the decision" });
    await appeal.getByLabel("Why should the decision change?").fill("It was a joke among friends.");
    await appeal.getByRole("button", { name: "Send appeal" }).click();
    await expect(appeal).toBeHidden();
    await expect(decision).toContainText("Appeal under review");
    await expect(decision.getByRole("button", { name: /^Appeal/ })).toHaveCount(0);

    // Mira made the decision, so another moderator (the admin) answers the appeal.
    await moderator.page.getByRole("tab", { name: "Appeals" }).click();
    const miraCard = moderator.page.getByTestId("appeal").filter({ hasText: "It was a joke among friends." });
    await expect(miraCard).toContainText("You made this decision");
    await open(admin.page, "/moderation");
    await admin.page.getByRole("tab", { name: "Appeals" }).click();
    const appealCard = admin.page.getByTestId("appeal").filter({ hasText: "It was a joke among friends." });
    await appealCard.getByRole("button", { name: "Accept: reverse the decision" }).click();
    const accept = admin.page.getByRole("dialog", { name: "Accept the appeal?" });
    await accept.getByLabel("Reason").fill("Read in context, it was banter.");
    await accept.getByRole("button", { name: "Reverse" }).click();
    await expect(accept).toBeHidden();
    await expect(appealCard).toHaveCount(0);

    // Rowan sees the outcome; the comment is back.
    await author.page.reload();
    await waitForHydration(author.page);
    await expect(author.page.getByTestId("my-decision")).toContainText("Reversed on appeal");
    await open(author.page, "/notifications");
    await expect(
      author.page.getByTestId("notification-item").filter({
        hasText: "Your appeal was accepted and the decision reversed: Read in context, it was banter.",
      }),
    ).toBeVisible();
    await open(reporter.page, `/topics/${word}`);
    await card.getByRole("button", { name: /^Comment,/ }).click();
    await expect(card.getByTestId("comment").filter({ hasText: commentText })).toBeVisible();

    // A member who is not a moderator is sent away from /moderation.
    await open(reporter.page, "/moderation");
    await expect(reporter.page).toHaveURL(/\/dashboard$/);

    for (const actor of [author, reporter, moderator, admin]) await actor.context.close();
  });

  test("a member reports a profile once; a moderator on a phone dismisses it; the member's Settings stay clear", async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const word = uniqueWord("kite");
    const target = await newMemberPage(browser, origin, "Jules", word);
    const reporter = await newMemberPage(browser, origin, "Omar", word);
    const admin = await adminPage(browser, origin);
    const profilePath = `/profile/${target.member.username}`;

    // A visitor and the member on their own profile have no Report item.
    const visitorContext = await browser.newContext({ baseURL: origin });
    const visitor = await visitorContext.newPage();
    await open(visitor, profilePath);
    await expect(visitor.getByRole("heading", { level: 1, name: `Jules ${word}` })).toBeVisible();
    await expect(visitor.getByRole("button", { name: /^More actions/ })).toHaveCount(0);
    await open(target.page, profilePath);
    await expect(target.page.getByRole("heading", { level: 1, name: `Jules ${word}` })).toBeVisible();
    await expect(target.page.getByRole("button", { name: /^More actions/ })).toHaveCount(0);

    // Omar reports the profile with the keyboard; a second report says it was already made.
    await open(reporter.page, profilePath);
    const report = async () => {
      await reporter.page.getByRole("button", { name: `More actions for Jules ${word}` }).click();
      await reporter.page.getByRole("menuitem", { name: "Report profile" }).click();
      const dialog = reporter.page.getByRole("dialog", { name: "Report profile" });
      await dialog.getByRole("radio", { name: "Pretending to be someone else" }).focus();
      await reporter.page.keyboard.press("Space");
      await expect(dialog.getByRole("radio", { name: "Pretending to be someone else" })).toBeChecked();
      await dialog.getByRole("button", { name: "Report", exact: true }).click();
    };
    await report();
    const thanks = reporter.page.getByRole("dialog", { name: "Thanks for your report" });
    await expect(thanks.getByRole("status")).toContainText("Moderators will review the profile");
    await reporter.page.keyboard.press("Escape");
    await expect(thanks).toBeHidden();
    await report();
    const again = reporter.page.getByRole("dialog", { name: "Already reported" });
    await expect(again.getByRole("status")).toContainText("You already reported this profile");
    await again.getByRole("button", { name: "Done" }).click();

    // The admin, on a phone, finds the profile in the queue: a profile cannot be hidden, only dismissed,
    // warned or suspended.
    await admin.page.setViewportSize({ width: 375, height: 800 });
    await open(admin.page, "/moderation");
    const row = admin.page.getByTestId("queue-item").filter({ hasText: `Jules ${word}` });
    await row.click();
    const detail = admin.page.getByTestId("moderation-item");
    await expect(detail.getByRole("heading", { name: `Profile by Jules ${word}` })).toBeVisible();
    await expect(detail.getByRole("button", { name: "Hide" })).toHaveCount(0);
    await expect(detail.getByRole("button", { name: "Suspend" })).toBeVisible();
    const width = await admin.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(admin.page);
    await detail.getByRole("button", { name: "Dismiss" }).click();
    const confirm = admin.page.getByRole("dialog", { name: "Dismiss the reports?" });
    await confirm.getByLabel("Reason").fill("A real person with a real name.");
    await confirm.getByRole("button", { name: "Dismiss" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await admin.page.getByRole("button", { name: "Decided" }).click();
    await expect(admin.page.getByTestId("queue-item").filter({ hasText: `Jules ${word}` })).toBeVisible();

    // A dismissal is no decision about Jules: Settings say the account is in good standing.
    await open(target.page, "/settings");
    await expect(target.page.getByRole("region", { name: "Moderation" })).toContainText(
      "No decisions about you. Your account is in good standing.",
    );

    await visitorContext.close();
    for (const actor of [target, reporter, admin]) await actor.context.close();
  });

  test("messages, businesses, reviews and opportunities each have a Report item that files a report", async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const word = uniqueWord("kite");
    const owner = await newMemberPage(browser, origin, "Tariq", word);
    const viewer = await newMemberPage(browser, origin, "Lena", word);
    const reviewer = await newMemberPage(browser, origin, "Bea", word);
    const api = async (page: Page, path: string, data: unknown, method: "post" | "patch" = "post") => {
      const response = await page.request[method](path, { data, headers: { origin } });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { id: number; slug?: string };
    };

    // Tariq and Lena connect and Tariq writes to her; Tariq lists a business (which Bea reviews) and an opportunity.
    const asked = await api(owner.page, "/api/connections/request", { toUserId: viewer.member.id });
    await api(viewer.page, `/api/connections/${asked.id}`, { status: "accepted" }, "patch");
    await api(owner.page, "/api/messages", {
      recipientId: viewer.member.id,
      content: `Buy followers ${word}`,
    });
    const businessName = `Tariq Works ${word}`;
    const business = await api(owner.page, "/api/businesses", {
      name: businessName,
      description: "We build things that last for years.",
      industry: "Technology",
      category: "Software Development",
      website: "",
      email: "",
      country: "",
    });
    await api(reviewer.page, `/api/businesses/${business.id}/reviews`, {
      rating: 1,
      title: "Not great",
      content: `Slow replies ${word}`,
    });
    const opportunityTitle = `Growth hacker wanted ${word}`;
    await api(owner.page, "/api/opportunities", {
      title: opportunityTitle,
      description: "Grow our audience fast.",
      type: "job",
      category: "Marketing",
    });

    const reportFrom = async (menuButton: string, noun: string) => {
      await viewer.page.getByRole("button", { name: menuButton }).click();
      await viewer.page.getByRole("menuitem", { name: `Report ${noun}` }).click();
      const dialog = viewer.page.getByRole("dialog", { name: `Report ${noun}` });
      await dialog.getByRole("radio", { name: "Spam" }).check();
      await dialog.getByRole("button", { name: "Report", exact: true }).click();
      const thanks = viewer.page.getByRole("dialog", { name: "Thanks for your report" });
      await expect(thanks.getByRole("status")).toContainText(`Moderators will review the ${noun}`);
      await thanks.getByRole("button", { name: "Done" }).click();
      await expect(thanks).toBeHidden();
    };

    await open(viewer.page, `/messages/${owner.member.id}`);
    await expect(
      viewer.page.getByTestId("thread-message").filter({ hasText: `Buy followers ${word}` }),
    ).toBeVisible();
    await reportFrom("More actions for Tariq's message", "message");

    await open(viewer.page, `/business/${business.slug}`);
    await expect(viewer.page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    await reportFrom(`More actions for ${businessName}`, "business");
    await viewer.page.getByRole("tab", { name: /Reviews/ }).click();
    await reportFrom(`More actions for Bea ${word}'s review`, "review");

    await open(viewer.page, "/dashboard?tab=opportunities");
    await reportFrom(`More actions for ${opportunityTitle}`, "opportunity");

    // The owner has no Report item on their own business.
    await open(owner.page, `/business/${business.slug}`);
    await expect(owner.page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    await expect(owner.page.getByRole("button", { name: `More actions for ${businessName}` })).toHaveCount(0);

    for (const actor of [owner, viewer, reviewer]) await actor.context.close();
  });
});

test.describe("watched words", () => {
  test("an admin adds a hold word; a member's post with it is held for review, then approved from the queue", async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    const word = uniqueWord("heldword");
    const admin = await adminPage(browser, baseURL);
    await open(admin.page, "/admin?tab=settings");
    const card = admin.page.getByRole("form", { name: "Add a watched word" });
    await card.getByLabel("Word or phrase").fill(word);
    await card.getByRole("radio", { name: /Hold for review/ }).check();
    await card.getByRole("button", { name: "Add word" }).click();
    const list = admin.page.getByRole("list", { name: "Watched words" });
    await expect(list.getByText(word, { exact: true })).toBeVisible();
    await expectNoA11yViolations(admin.page);

    const author = await newMemberPage(browser, baseURL, "Hedda", "Held");
    await open(author.page, "/feed");
    await author.page.getByRole("button", { name: /^Share an update/ }).click();
    const composer = author.page.getByRole("form", { name: "Create a post" });
    await composer.getByLabel("What do you want to share?").fill(`Special ${word} offer today`);
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    const card2 = author.page.getByTestId("post-card").filter({ hasText: word });
    await expect(card2.getByText("Held for review", { exact: true })).toBeVisible();

    const held = await admin.page.request.get("/api/moderation/queue?status=held&limit=50");
    const item = ((await held.json()) as { items: { id: number; target: { excerpt: string } }[] }).items.find(
      (entry) => entry.target.excerpt.includes(word),
    );
    expect(item).toBeTruthy();
    const decided = await admin.page.request.post(`/api/moderation/items/${item?.id}/decision`, {
      data: { action: "approve", reason: "Fine after all" },
      headers: { origin: baseURL },
    });
    expect(decided.status()).toBe(201);
    await author.page.reload();
    await expect(
      author.page.getByTestId("post-card").filter({ hasText: word }).getByText("Held for review"),
    ).toHaveCount(0);

    await list.getByRole("button", { name: `Remove ${word}` }).click();
    await expect(list.getByText(word, { exact: true })).toHaveCount(0);
    await admin.context.close();
    await author.context.close();
  });
});
