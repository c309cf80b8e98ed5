import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, markTourCompleted, test, uniqueEmail } from "./fixtures";

type Member = { id: number; username: string; firstName: string; lastName: string };

/** Registers a member through the API in the given context (which is then signed in as them). */
async function register(request: APIRequestContext, baseURL: string | undefined, firstName: string) {
  const response = await request.post("/api/auth/register", {
    data: {
      firstName,
      lastName: `Chat${Math.random().toString(36).slice(2, 7)}`,
      email: uniqueEmail("messages"),
      password: "a-strong-passphrase",
    },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Member;
}

/** `from` asks `to` to connect and `to` accepts, both through the API. */
async function connect(from: APIRequestContext, to: APIRequestContext, toId: number, origin: string) {
  const asked = await from.post("/api/connections/request", {
    data: { toUserId: toId },
    headers: { origin },
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  const accepted = await to.patch(`/api/connections/${id}`, {
    data: { status: "accepted" },
    headers: { origin },
  });
  expect(accepted.ok()).toBe(true);
}

/** How far the page is wider than the screen (0 or less when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const thread = (page: Page) => page.getByRole("log", { name: /^Conversation with / });

test.describe("Messages", () => {
  test("two connections hold a live conversation, each seeing the other's message without a reload", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL ?? "";
    const ada = await register(page.request, baseURL, "Ada");
    // Sam is on a phone.
    const samContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const samPage = await samContext.newPage();
    const sam = await register(samContext.request, baseURL, "Sam");
    await connect(samContext.request, page.request, ada.id, origin);

    await page.goto("/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByText("No conversations yet.", { exact: false })).toBeVisible();
    await expectNoA11yViolations(page);

    // "New message" lists Ada's connections; picking Sam opens the conversation.
    await page.getByRole("main").getByRole("button", { name: "New message" }).first().click();
    const picker = page.getByRole("dialog", { name: "New message" });
    await picker.getByRole("link", { name: new RegExp(`${sam.firstName} ${sam.lastName}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${sam.id}$`));
    await expect(
      page.getByRole("heading", { level: 2, name: `${sam.firstName} ${sam.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText(`No messages yet. Say hello to ${sam.firstName}.`)).toBeVisible();

    await samPage.goto(`/messages/${ada.id}`);
    await expect(thread(samPage)).toBeAttached();
    await expect(samPage.getByRole("link", { name: "All conversations" })).toBeVisible();

    // Ada writes; Enter sends.
    const adaBox = page.getByRole("textbox", { name: `Message ${sam.firstName}` });
    await adaBox.fill("Hi Sam, are you free on Thursday?");
    await adaBox.press("Enter");
    await expect(adaBox).toHaveValue("");
    await expect(thread(page).getByText("Hi Sam, are you free on Thursday?")).toBeVisible();
    // Sam sees it arrive on the open page.
    await expect(thread(samPage).getByText("Hi Sam, are you free on Thursday?")).toBeVisible({
      timeout: 5_000,
    });

    // Sam answers on two lines: Shift+Enter breaks the line, Enter sends.
    const samBox = samPage.getByRole("textbox", { name: `Message ${ada.firstName}` });
    await samBox.fill("Thursday works.");
    await samBox.press("Shift+Enter");
    await samBox.pressSequentially("Ten o'clock?");
    await expect(samBox).toHaveValue("Thursday works.\nTen o'clock?");
    await samBox.press("Enter");
    await expect(samBox).toHaveValue("");
    await expect(thread(page).getByText("Ten o'clock?")).toBeVisible({ timeout: 5_000 });
    await expect(thread(page).getByTestId("thread-message")).toHaveCount(2);
    expect(await overflow(samPage), "the thread fits a 375 px screen").toBeLessThanOrEqual(0);

    // The conversation list beside the thread shows Sam's last message.
    const row = page.getByTestId("conversation").filter({ hasText: `${sam.firstName} ${sam.lastName}` });
    await expect(row).toContainText("Ten o'clock?");
    await expect(row).toHaveAttribute("data-unread", "false");
    await expectNoA11yViolations(page);

    // Sam's list, on the phone, shows Ada's conversation and "You:" for his own last message.
    await samPage.getByRole("link", { name: "All conversations" }).click();
    await expect(samPage).toHaveURL(/\/messages$/);
    await expect(samPage.getByTestId("conversation")).toContainText(`You: Thursday works.`);
    expect(await overflow(samPage), "the list fits a 375 px screen").toBeLessThanOrEqual(0);
    await expectNoA11yViolations(samPage);
    await samContext.close();
  });

  test("Message on a connection's profile and in the connections list; none for a stranger", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL ?? "";
    const ada = await register(page.request, baseURL, "Ada");
    await markTourCompleted(page);
    const otherContext = await browser.newContext({ baseURL });
    const sam = await register(otherContext.request, baseURL, "Sam");
    await connect(otherContext.request, page.request, ada.id, origin);
    const stranger = await register(otherContext.request, baseURL, "Kim");

    const strangerAnswer = page.waitForResponse((response) =>
      response.url().includes(`/api/messages/conversations/${stranger.id}?`),
    );
    await page.goto(`/profile/${stranger.username}`);
    await strangerAnswer;
    await expect(
      page.getByRole("heading", { level: 1, name: `${stranger.firstName} ${stranger.lastName}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Message / })).toHaveCount(0);
    await page.goto(`/profile/${sam.username}`);
    const message = page.getByRole("link", { name: `Message ${sam.firstName} ${sam.lastName}` });
    await expect(message).toBeVisible();
    await message.click();
    await expect(page).toHaveURL(new RegExp(`/messages/${sam.id}$`));

    // A stranger's thread explains why one cannot write there.
    await page.goto(`/messages/${stranger.id}`);
    const box = page.getByRole("textbox", { name: `Message ${stranger.firstName}` });
    await expect(box).toBeDisabled();
    await expect(page.getByText("You can only message your connections.", { exact: false })).toBeVisible();

    await page.goto("/dashboard?tab=connections");
    await page
      .getByTestId("connection")
      .getByRole("link", { name: `Message ${sam.firstName} ${sam.lastName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/messages/${sam.id}$`));
    await otherContext.close();
  });
});
