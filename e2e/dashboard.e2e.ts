import type { Page } from "@playwright/test";
import {
  test as base,
  DEMO_MEMBER,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  openSignIn,
  uniqueEmail,
} from "./fixtures";

const STAT_CARDS = ["newConnections", "opportunities", "messages", "profileViews"] as const;
const TABS = [
  ["overview", "Overview"],
  ["connections", "Connections"],
  ["opportunities", "Opportunities"],
  ["messages", "Messages"],
  ["referrals", "AI Referrals"],
] as const;

/**
 * Signs in as the demo member through the UI. The shared fixture expects no dialog after sign-in,
 * but the dashboard offers its welcome dialog on every visit until the tour is completed.
 */
const test = base.extend<{ memberPage: Page }>({
  memberPage: async ({ page }, use) => {
    await page.goto("/");
    await openSignIn(page);
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByLabel("Email").fill(DEMO_MEMBER.email);
    await dialog.getByLabel("Password").fill(DEMO_MEMBER.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("stat-messages").getByTestId("stat-value")).toBeVisible();
    await dismissWelcome(page);
    await use(page);
  },
});

/** Opens the dashboard (unless it is open), waits for the stat figures and closes the welcome dialog. */
async function openDashboard(page: Page, path = "/dashboard") {
  if (path === page.url().replace(/^https?:\/\/[^/]+/, "")) return;
  await page.goto(path);
  await expect(page.getByTestId("stat-messages").getByTestId("stat-value")).toBeVisible();
  await dismissWelcome(page);
}

/**
 * A freshly loaded dashboard offers the welcome dialog while the member has neither completed nor
 * skipped the tour; the server says whether it will come (the page asks it too, so it comes late).
 */
async function dismissWelcome(page: Page) {
  const tour = (await (await page.request.get("/api/account/tour")).json()) as { status: string | null };
  if (tour.status !== null) return;
  const skip = page.getByRole("button", { name: "Skip for Now" });
  await skip.click();
  await expect(skip).toBeHidden();
}

async function reloadDashboard(page: Page) {
  await page.reload();
  await expect(page.getByTestId("stat-messages").getByTestId("stat-value")).toBeVisible();
  await dismissWelcome(page);
}

const toast = (page: Page, text: string) => page.getByTestId("toast").getByText(text);

const tabTrigger = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab", { name, exact: true });

test.describe("member dashboard", () => {
  test("shows the four stat cards with numbers and the overview cards", async ({ memberPage: page }) => {
    await openDashboard(page);
    await expect(page.getByRole("heading", { level: 1, name: "Member Dashboard" })).toBeVisible();
    for (const key of STAT_CARDS) {
      await expect(page.getByTestId(`stat-${key}`).getByTestId("stat-value")).toHaveText(/^\d+$/);
    }
    await expect(page.getByTestId("profile-completion")).toContainText("%");
    await expect(page.getByTestId("network-growth")).toContainText(/-?\d+%/);
    await expect(page.getByTestId("recent-messages").getByTestId("conversation").first()).toBeVisible();
    await expect(page.getByTestId("ai-recommendations")).toBeVisible();
    await expect(page.getByTestId("network-insights")).toBeVisible();

    const recent = page.getByTestId("recent-opportunities");
    const firstTitle = (await recent.locator("li p").first().textContent()) ?? "";
    await recent
      .getByRole("button", { name: /Learn More/ })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: firstTitle });
    await expect(details).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
  });

  test("keeps the active tab in ?tab= and lands on it after a reload", async ({ memberPage: page }) => {
    await openDashboard(page);
    await expect(tabTrigger(page, "Overview")).toHaveAttribute("aria-selected", "true");
    await tabTrigger(page, "Connections").click();
    await expect(page).toHaveURL(/\/dashboard\?tab=connections$/);
    await tabTrigger(page, "Messages").click();
    await expect(page).toHaveURL(/\/dashboard\?tab=messages$/);
    await reloadDashboard(page);
    await expect(tabTrigger(page, "Messages")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Messages" })).toBeVisible();

    await openDashboard(page, "/dashboard?tab=referrals");
    await expect(tabTrigger(page, "AI Referrals")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("ai-referrals")).toBeVisible();

    await openDashboard(page, "/dashboard?tab=connections");
    await page.getByRole("tabpanel").getByRole("button", { name: "Find Connections" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=overview$/);
    await expect(tabTrigger(page, "Overview")).toHaveAttribute("aria-selected", "true");
  });

  test("opens Edit Profile from ?edit=profile and from the header", async ({ memberPage: page }) => {
    await page.goto("/dashboard?edit=profile");
    await expect(page.getByRole("dialog", { name: "Edit Profile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Edit Profile" })).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The welcome dialog (while the member has not finished the tour) waits for Edit Profile to close.
    await dismissWelcome(page);
    const editDialog = page.getByRole("dialog", { name: "Edit Profile" });
    await page.getByRole("main").getByRole("button", { name: "Edit Profile" }).first().click();
    await expect(editDialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(editDialog).toBeHidden();
    await page.getByTestId("profile-completion").getByRole("button").click();
    await expect(editDialog).toBeVisible();
  });

  test("accepts an incoming connection request", async ({ memberPage: page }) => {
    await openDashboard(page, "/dashboard?tab=connections");
    const request = page
      .getByTestId("connection")
      .filter({ has: page.getByRole("button", { name: /^Accept / }) })
      .first();
    await expect(request).toBeVisible();
    const name = (await request.getByRole("link").textContent()) ?? "";
    await request.getByRole("button", { name: `Accept ${name}` }).click();
    await expect(toast(page, `You are now connected with ${name}.`)).toBeVisible();
    const row = page.getByTestId("connection").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(row.getByText("accepted", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Accept ${name}` })).toHaveCount(0);
    await reloadDashboard(page);
    await expect(row.getByText("accepted", { exact: true })).toBeVisible();
  });

  test("opens an unread conversation from the Messages tab, which reads it, and answers it", async ({
    memberPage: page,
  }) => {
    await openDashboard(page, "/dashboard?tab=messages");
    const panel = page.getByRole("tabpanel", { name: "Messages" });
    const unread = panel.locator('[data-testid="conversation"][data-unread="true"]').first();
    await expect(unread).toBeVisible();
    const memberId = await unread.getAttribute("data-member-id");
    await unread.getByRole("link").click();

    await expect(page).toHaveURL(new RegExp(`/messages/${memberId}$`));
    const thread = page.getByRole("log", { name: /^Conversation with / });
    await expect(thread.getByTestId("thread-message").first()).toBeVisible();
    const row = page.locator(`[data-testid="conversation"][data-member-id="${memberId}"]`);
    await expect(row).toHaveAttribute("data-unread", "false");
    const box = page.getByRole("textbox", { name: /^Message / });
    await box.fill("Thanks, that works for me. Let's talk on Thursday.");
    await box.press("Enter");
    await expect(thread.getByText("Thanks, that works for me. Let's talk on Thursday.")).toBeVisible();
    await expect(row).toContainText("You: Thanks, that works for me.");

    await openDashboard(page, "/dashboard?tab=messages");
    await expect(
      page.getByRole("tabpanel", { name: "Messages" }).locator(`[data-member-id="${memberId}"]`),
    ).toHaveAttribute("data-unread", "false");
  });

  test("saves an opportunity (kept after a reload) and applies to it", async ({ memberPage: page }) => {
    await openDashboard(page, "/dashboard?tab=opportunities");
    const card = page
      .getByTestId("opportunity")
      .filter({ has: page.getByRole("button", { name: /^Apply to / }) })
      .filter({ has: page.locator('button[aria-pressed="false"]') })
      .first();
    await expect(card).toBeVisible();
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const mine = page
      .getByTestId("opportunity")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

    await mine.getByRole("button", { name: `Save: ${title}` }).click();
    await expect(mine.getByRole("button", { name: `Saved: ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(toast(page, "Opportunity saved")).toBeVisible();
    await reloadDashboard(page);
    await expect(mine.getByRole("button", { name: `Saved: ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await mine.getByRole("button", { name: `Apply to ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Apply: ${title}` });
    await dialog.getByRole("textbox").fill("I have delivered three similar projects this year.");
    await dialog.getByRole("button", { name: "Send Application" }).click();
    await expect(toast(page, "Application sent")).toBeVisible();
    await expect(mine.getByRole("button", { name: `Applied to ${title}` })).toBeDisabled();
    await reloadDashboard(page);
    await expect(mine.getByRole("button", { name: `Applied to ${title}` })).toBeVisible();
  });

  test("posts an opportunity from the Opportunities tab", async ({ memberPage: page }) => {
    await openDashboard(page, "/dashboard?tab=opportunities");
    await page.getByRole("tabpanel").getByRole("button", { name: "Post Opportunity" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Post an Opportunity" });
    await dialog.getByRole("button", { name: "Post Opportunity" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();

    const title = `Launch campaign for a fintech app ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog
      .getByLabel("Description")
      .fill("Plan and run the launch campaign for our mobile banking app.");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Marketing" }).click();
    await dialog.getByLabel("Budget (optional)").fill("$8,000");
    await dialog.getByLabel("Skills needed (optional)").fill("SEO, Content Strategy");
    await dialog.getByLabel("Remote work possible").check();
    await dialog.getByRole("button", { name: "Post Opportunity" }).click();
    await expect(toast(page, "Opportunity posted")).toBeVisible();
    await expect(dialog).toBeHidden();
    const posted = page
      .getByTestId("opportunity")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(posted).toBeVisible();
    await expect(posted.getByText("Posted by you")).toBeVisible();
  });

  test("every tab passes the accessibility scan", async ({ memberPage: page }) => {
    test.slow();
    await openDashboard(page);
    await expectNoA11yViolations(page);
    for (const [value, name] of [...TABS.slice(1), TABS[0]]) {
      await tabTrigger(page, name).click();
      await expect(page).toHaveURL(new RegExp(`tab=${value}$`));
      await expect(page.getByRole("tabpanel", { name })).toBeVisible();
      await expect(page.getByRole("tabpanel", { name }).getByRole("status")).toHaveCount(0);
      await expectNoA11yViolations(page);
    }
  });
});

test.describe("dashboard on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("fits the screen and its tab list scrolls", async ({ memberPage: page }) => {
    await openDashboard(page);
    for (const [value] of TABS) {
      await page.goto(`/dashboard?tab=${value}`);
      await expect(page.getByTestId("stat-messages").getByTestId("stat-value")).toBeVisible();
      await dismissWelcome(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `tab ${value} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    await tabTrigger(page, "AI Referrals").click();
    await expect(tabTrigger(page, "AI Referrals")).toBeInViewport();
    await expect(page).toHaveURL(/tab=referrals$/);
  });

  test("accepting a request keeps the scroll position and the row where it was", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const headers = { origin: baseURL ?? "" };
    const register = (request: typeof page.request, firstName: string) =>
      request.post("/api/auth/register", {
        data: { email: uniqueEmail("scroll"), password: "quiet-river-2026", firstName, lastName: "Scroll" },
        headers,
      });
    expect((await register(page.request, "Quinn")).ok()).toBe(true);
    await markTourCompleted(page);
    const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
    const requester = await playwright.request.newContext({ baseURL });
    expect((await register(requester, "Rowan")).ok()).toBe(true);
    const asked = await requester.post("/api/connections/request", {
      data: { toUserId: me.id, message: "I'd like to connect with you on Netwise." },
      headers,
    });
    expect(asked.status()).toBe(201);
    await requester.dispose();

    await page.goto("/dashboard?tab=connections");
    const accept = page.getByRole("button", { name: "Accept Rowan Scroll" });
    await accept.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const row = page.getByTestId("connection").filter({ hasText: "Rowan Scroll" });
    const before = await page.evaluate(() => window.scrollY);
    const rowTop = async () => (await row.boundingBox())?.y ?? Number.NaN;
    const topBefore = await rowTop();
    await accept.click();
    await expect(toast(page, "You are now connected with Rowan Scroll.")).toBeVisible();
    await expect(row.getByText("accepted", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(Math.abs((await rowTop()) - topBefore)).toBeLessThan(8);
    await expect(row).toBeInViewport();
  });
});
