import type { APIRequestContext, Page } from "@playwright/test";
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

type Member = { id: number; firstName: string };

async function register(request: APIRequestContext, origin: string, firstName: string) {
  const response = await request.post("/api/auth/register", {
    data: { firstName, lastName: "Newcomer", email: uniqueEmail("inbox"), password: "a-strong-passphrase" },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
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

async function send(from: APIRequestContext, recipientId: number, content: string, origin: string) {
  const sent = await from.post("/api/messages", { data: { recipientId, content }, headers: { origin } });
  expect(sent.status(), await sent.text()).toBe(201);
}

const toasts = (page: Page) => page.getByTestId("toast");

test.describe("messages one click away", () => {
  test("the top bar's Messages item counts unread messages live; no toast for the conversation on screen", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const ada = await register(page.request, origin, "Ada");
    await markTourCompleted(page);
    const sam = await playwright.request.newContext({ baseURL });
    const samMember = await register(sam, origin, "Sam");
    await connect(sam, page.request, ada.id, origin);

    await page.goto("/feed");
    const messaging = page.getByRole("banner").getByRole("link", { name: "Messages", exact: true });
    // The top bar's icons load as their own chunk: on a busy machine that can take a while.
    await expect(messaging).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page);

    // A message arrives: the count appears without a reload, and a toast announces it.
    await send(sam, ada.id, "Hello Ada, welcome aboard", origin);
    await expect(page.getByRole("banner").getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
    await expect(page.getByTestId("messaging-count")).toHaveText("1");
    await expect(toasts(page).getByText("New message")).toBeVisible();

    // One click opens Messages; reading the conversation clears the count.
    await page.getByRole("banner").getByRole("link", { name: "Messages, 1 unread" }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await page.goto(`/messages/${samMember.id}`);
    const thread = page.getByRole("log", { name: /^Conversation with / });
    await expect(thread.getByText("Hello Ada, welcome aboard")).toBeVisible();
    await expect(messaging).toBeVisible();
    await expect(page.getByTestId("messaging-count")).toHaveCount(0);
    await page
      .getByTestId("toast")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);

    // A message in the conversation on screen shows in it, with no toast covering Send.
    await send(sam, ada.id, "Are you free on Thursday?", origin);
    await expect(thread.getByText("Are you free on Thursday?")).toBeVisible();
    await expect(toasts(page).getByText("New message")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeVisible();
    await sam.dispose();
  });

  test("on a phone a bottom bar holds Home, Network, Post, Notifications and Messages", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    await page.setViewportSize({ width: 375, height: 740 });
    const ada = await register(page.request, origin, "Ada");
    await markTourCompleted(page);
    const sam = await playwright.request.newContext({ baseURL });
    await register(sam, origin, "Sam");
    await connect(sam, page.request, ada.id, origin);
    await send(sam, ada.id, "Hi from Sam", origin);

    await page.goto("/dashboard");
    const bar = page.getByRole("navigation", { name: "Phone" });
    await expect(bar).toBeVisible();
    for (const name of ["Home", "Network", "Post", /^Notifications/, "Messages, 1 unread"]) {
      await expect(bar.getByRole("link", { name })).toBeVisible();
    }
    // The bar sits along the bottom of the screen and the page ends above it.
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(740, 0);
    await expectNoA11yViolations(page);

    await bar.getByRole("link", { name: "Post" }).click();
    await expect(page).toHaveURL(/\/feed\?compose=1$/);
    await expect(page.getByRole("textbox", { name: "What do you want to share?" })).toBeFocused();

    await bar.getByRole("link", { name: "Network" }).click();
    await expect(page).toHaveURL(/\/network$/);
    await expect(bar.getByRole("link", { name: "Network" })).toHaveAttribute("aria-current", "page");

    await bar.getByRole("link", { name: "Messages, 1 unread" }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await sam.dispose();

    // Not at 1280 px: the top bar holds these there.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
});
