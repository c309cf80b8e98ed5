import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  newMemberPage,
  registerMember,
  test,
  uniqueWord,
  waitForHydration,
} from "./fixtures";

async function requestConnection(
  request: APIRequestContext,
  baseURL: string | undefined,
  toUserId: number,
  message?: string,
) {
  const response = await request.post("/api/connections/request", {
    data: message ? { toUserId, message } : { toUserId },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

const toast = (page: Page) => page.getByTestId("toast");

test.describe("My Network", () => {
  test.slow();

  test("a request sent with a note from a profile: the receiver reads the note on /network and accepts", async ({
    page,
    browser,
    baseURL,
  }) => {
    const word = uniqueWord("Lark");
    const receiver = await newMemberPage(browser, baseURL, "Rosa", word);
    await registerMember(page.request, baseURL, "Sam", word);
    await markTourCompleted(page);

    const note = `We met at the ${word} meetup in Reno; I'd like to stay in touch.`;
    await page.goto(`/profile/${receiver.member.username}`);
    await page.getByRole("button", { name: `Connect with Rosa ${word}` }).click();
    const dialog = page.getByRole("dialog", { name: `Connect with Rosa ${word}` });
    await dialog.getByRole("textbox", { name: "Note (optional)" }).fill(note);
    await expect(dialog).toContainText(`${300 - note.length} characters left`);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(toast(page)).toContainText("Request sent");
    await expect(page.getByTestId("connect-pending")).toContainText("Pending");

    const other = receiver.page;
    await other.goto("/network");
    await waitForHydration(other);
    await expect(other.getByRole("heading", { level: 1, name: "My Network" })).toBeVisible();
    const invitation = other.getByTestId("received-invitation").filter({ hasText: `Sam ${word}` });
    await expect(invitation.getByTestId("request-note")).toHaveText(note);
    await invitation.getByRole("button", { name: `Accept Sam ${word}` }).click();
    await expect(toast(other)).toContainText(`You and Sam ${word} are connected.`);
    await expect(other.getByTestId("network-invitations")).toContainText("No invitations waiting for you.");
    const connections = other.getByTestId("network-connections");
    await expect(
      connections.getByTestId("network-connection").filter({ hasText: `Sam ${word}` }),
    ).toBeVisible();

    // The sender's profile button follows: connected, so Message takes Connect's place.
    await page.reload();
    await expect(page.getByTestId("connect-pending")).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Message Rosa ${word}` })).toBeVisible();
    await receiver.context.close();
  });

  test("the sender withdraws pending requests, from /network and from the profile", async ({
    page,
    browser,
    baseURL,
  }) => {
    const word = uniqueWord("Lark");
    const first = await newMemberPage(browser, baseURL, "Iris", word);
    const second = await newMemberPage(browser, baseURL, "Otto", word);
    await registerMember(page.request, baseURL, "Wes", word);
    await markTourCompleted(page);
    await requestConnection(page.request, baseURL, first.member.id, `Hello Iris, ${word} here.`);

    await page.goto("/network");
    const sent = page.getByTestId("sent-invitation").filter({ hasText: `Iris ${word}` });
    await expect(sent.getByTestId("request-note")).toHaveText(`Hello Iris, ${word} here.`);
    await sent.getByRole("button", { name: `Withdraw your request to Iris ${word}` }).click();
    await expect(toast(page)).toContainText(`Your request to Iris ${word} was withdrawn.`);
    await expect(page.getByTestId("network-invitations")).toContainText(
      "No invitations of yours are waiting for an answer.",
    );
    // The receiver no longer sees it.
    await first.page.goto("/network");
    await waitForHydration(first.page);
    await expect(first.page.getByTestId("network-invitations")).toContainText(
      "No invitations waiting for you.",
    );

    // On a profile: Pending · Withdraw, then Request withdrawn and Connect again.
    await requestConnection(page.request, baseURL, second.member.id);
    await page.goto(`/profile/${second.member.username}`);
    const pending = page.getByTestId("connect-pending");
    await expect(pending).toContainText("Pending");
    await pending.getByRole("button", { name: `Withdraw your connection request to Otto ${word}` }).click();
    await expect(page.getByTestId("connect-withdrawn")).toHaveText("Request withdrawn");
    await expect(page.getByRole("button", { name: `Connect with Otto ${word}` })).toBeVisible();
    await first.context.close();
    await second.context.close();
  });

  test("/network passes an axe scan at 1280 and 375 px without sideways scrolling", async ({
    page,
    browser,
    baseURL,
  }) => {
    const word = uniqueWord("Lark");
    const me = await registerMember(page.request, baseURL, "Nia", word);
    await markTourCompleted(page);
    const asker = await newMemberPage(browser, baseURL, "Abel", word);
    const asked = await newMemberPage(browser, baseURL, "Bea", word);
    const friend = await newMemberPage(browser, baseURL, "Cleo", word);
    const fan = await newMemberPage(browser, baseURL, "Dev", word);
    await requestConnection(
      asker.page.request,
      baseURL,
      me.id,
      `A long note from Abel about ${word} `.repeat(6).trim(),
    );
    await requestConnection(page.request, baseURL, asked.member.id, "Hi Bea");
    const friendship = await requestConnection(friend.page.request, baseURL, me.id);
    const accepted = await page.request.patch(`/api/connections/${friendship.id}`, {
      data: { status: "accepted" },
      headers: { origin: baseURL ?? "" },
    });
    expect(accepted.ok()).toBe(true);
    const follow = await fan.page.request.put(`/api/members/${me.id}/follow`, {
      headers: { origin: baseURL ?? "" },
    });
    expect(follow.ok()).toBe(true);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/network");
      await expect(page.getByTestId("received-invitation")).toHaveCount(1);
      await expect(page.getByTestId("sent-invitation")).toHaveCount(1);
      await expect(page.getByTestId("network-connection")).toHaveCount(1);
      await expect(page.getByTestId("network-follower").filter({ hasText: `Dev ${word}` })).toBeVisible();
      await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
    }

    // Search and sort run on the server; the keyboard reaches both.
    await page.getByRole("searchbox", { name: "Search connections" }).fill("nobody-here");
    await expect(page.getByTestId("network-connections")).toContainText("None of your connections is called");
    await page.getByRole("searchbox", { name: "Search connections" }).fill("cleo");
    await expect(page.getByTestId("network-connection")).toHaveCount(1);
    await page.getByRole("combobox", { name: "Sort by" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Last name" }).click();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Last name");
    await expect(page.getByTestId("network-connection")).toHaveCount(1);

    // The phone's bottom bar opens the page.
    await page.goto("/feed");
    await page.getByRole("navigation", { name: "Phone" }).getByRole("link", { name: "Network" }).click();
    await expect(page).toHaveURL(/\/network$/);
    for (const context of [asker, asked, friend, fan]) await context.context.close();
  });
});
