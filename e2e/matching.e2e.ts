import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, markTourCompleted, test, uniqueEmail } from "./fixtures";

/**
 * A new member whose profile matches the demo community (Austin, marketing, looking for web design
 * and bookkeeping), registered through the API and signed in, with the welcome tour marked done.
 * A fresh member per test keeps the demo member's connections as other tests expect them.
 */
async function registerMatchingMember(
  page: Page,
  baseURL: string | undefined,
  profile: Record<string, string> = {
    jobTitle: "Marketing Director",
    company: "Lone Star Goods",
    industry: "marketing",
    location: "Austin, TX",
    lookingFor: "Web design, SEO and a bookkeeping partner for our online store",
    servicesOffered: "Brand partnerships, retail marketing",
  },
) {
  const email = uniqueEmail("match");
  const register = await page.request.post("/api/auth/register", {
    data: {
      email,
      password: "matching-e2e-2026",
      firstName: "Jordan",
      lastName: `Matchmaker ${Math.random()
        .toString(36)
        .replace(/[^a-z]/g, "")
        .slice(0, 6)}`,
      ...profile,
    },
    headers: { origin: baseURL ?? "" },
  });
  expect(register.ok(), await register.text()).toBe(true);
  await markTourCompleted(page);
}

/** Other browser tests work with the demo member's and admin's connections: never send them requests here. */
const SHARED_ACCOUNTS = /^(Alex Morgan|Avery Quinn)$/;

test.describe("matching and connection requests", () => {
  test("connects with a recommended member from the dashboard, with a browser alert", async ({
    page,
    baseURL,
  }) => {
    await registerMatchingMember(page, baseURL);
    await page.goto("/dashboard");
    const card = page.getByTestId("ai-recommendations");
    const items = card.getByTestId("recommendation");
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(1);
    const first = items.filter({ hasNot: page.getByText(SHARED_ACCOUNTS) }).first();
    await expect(first.getByText(/^\d{1,3}% match$/)).toBeVisible();
    await expect(first.getByRole("list", { name: /^Why / }).getByRole("listitem").first()).toBeVisible();
    const name = ((await first.getByTestId("member-name").textContent()) ?? "").trim();
    expect(name.length).toBeGreaterThan(0);
    await expect(first.getByRole("link", { name: `View Profile of ${name}` })).toHaveAttribute(
      "href",
      /^\/profile\//,
    );
    await expectNoA11yViolations(page);

    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await first.getByRole("button", { name: `Connect with ${name}` }).click();
    await expect.poll(() => alerts).toEqual(["Connection request sent"]);
    // The member leaves the suggestions and appears as a pending request under Connections.
    await expect(card.getByRole("button", { name: `Connect with ${name}` })).toHaveCount(0);
    await page.getByRole("tab", { name: "Connections", exact: true }).click();
    const row = page.getByRole("tabpanel").getByText(name).first();
    await expect(row).toBeVisible();
  });

  test("Not interested hides a suggestion everywhere at once, and Undo brings it back", async ({
    page,
    baseURL,
  }) => {
    await registerMatchingMember(page, baseURL);
    await page.goto("/dashboard");
    const card = page.getByTestId("ai-recommendations");
    const first = card.getByTestId("recommendation").first();
    await expect(first).toBeVisible();
    const name = ((await first.getByTestId("member-name").textContent()) ?? "").trim();
    await first.getByRole("button", { name: `Not interested in ${name}` }).click();
    await page.getByRole("menuitem", { name: "Not relevant to me" }).click();
    await expect(page.getByTestId("toast").getByText(`${name} won't be suggested to you`)).toBeVisible();
    await expect(card.getByRole("button", { name: `Not interested in ${name}` })).toHaveCount(0);
    const matches = await page.request.get("/api/referrals/matches?limit=50");
    expect((await matches.json()).map((match: { name: string }) => match.name)).not.toContain(name);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(card.getByRole("button", { name: `Not interested in ${name}` })).toBeVisible();
  });

  test("connects from the Network Insights sidebar with a toast", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await registerMatchingMember(page, baseURL);
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("network-insights");
    await expect(sidebar.getByRole("heading", { name: "Recommended for You" })).toBeVisible();
    const members = sidebar.getByTestId("insights-recommendation");
    await expect(members.first()).toBeVisible();
    expect(await members.count()).toBeLessThanOrEqual(4);
    await expect(sidebar.getByRole("heading", { name: "Trending in Your Network" })).toBeVisible();
    expect(await sidebar.getByTestId("trending-topic").count()).toBeLessThanOrEqual(5);
    await expect(sidebar.getByRole("heading", { name: "Industry Insights" })).toBeVisible();
    await expect(sidebar.getByText("Average connections")).toBeVisible();
    await expect(sidebar.getByRole("heading", { name: "Growth Tips" })).toBeVisible();
    await expectNoA11yViolations(page);

    const connect = members
      .filter({ hasNot: page.getByRole("link", { name: SHARED_ACCOUNTS }) })
      .first()
      .getByRole("button", { name: /^Connect with / });
    const label = (await connect.getAttribute("aria-label")) ?? "";
    await connect.click();
    await expect(page.getByTestId("toast").getByText("Connection request sent")).toBeVisible();
    // Insights refresh: the member is no longer recommended.
    await expect(sidebar.getByRole("button", { name: label })).toHaveCount(0);
  });

  test("a second request to the same member fails with the spec's text", async ({ page, baseURL }) => {
    await registerMatchingMember(page, baseURL);
    await page.goto("/dashboard");
    await expect(page.getByTestId("ai-recommendations").getByTestId("recommendation").first()).toBeVisible();
    const recommendations = (await (
      await page.request.get("/api/dashboard/recommendations")
    ).json()) as Array<{
      id: number;
      name: string;
    }>;
    const target = recommendations.find((item) => !SHARED_ACCOUNTS.test(item.name));
    if (!target) throw new Error("no recommendation");
    const first = page.getByTestId("recommendation").filter({ hasText: target.name });
    const sent = await page.request.post("/api/connections/request", {
      data: { toUserId: target.id, message: "Hello" },
      headers: { origin: baseURL ?? "" },
    });
    expect(sent.status()).toBe(201);
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    // The page still shows the member (its list was loaded before): Connect now fails.
    await first.getByRole("button", { name: `Connect with ${target.name}` }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        "Failed to send connection request. Please try again. You have already sent a connection request to this member.",
      ]);
  });

  test("suggests people as soon as needs and offers are said, without an industry; a connected member leaves every list", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await registerMatchingMember(page, baseURL, {
      location: "Austin, TX",
      lookingFor: "someone to redesign our website and help with our books",
      servicesOffered: "event catering and office lunches",
    });
    await page.goto("/dashboard");
    const card = page.getByTestId("ai-recommendations");
    const items = card.getByTestId("recommendation");
    await expect(items.first()).toBeVisible();
    await expect(card.getByText(/No recommendations yet/)).toHaveCount(0);
    const first = items.filter({ hasNot: page.getByText(SHARED_ACCOUNTS) }).first();
    const name = ((await first.getByTestId("member-name").textContent()) ?? "").trim();
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await first.getByRole("button", { name: `Connect with ${name}` }).click();
    await expect.poll(() => alerts).toEqual(["Connection request sent"]);
    // Gone at once from the recommendations, the sidebar and the referrals' AI Matches.
    await expect(card.getByRole("button", { name: `Connect with ${name}` })).toHaveCount(0);
    await expect(
      page.getByTestId("network-insights").getByRole("button", { name: `Connect with ${name}` }),
    ).toHaveCount(0);
    await page.goto("/dashboard?tab=referrals");
    await expect(page.getByTestId("referral-match").first()).toBeVisible();
    await expect(page.getByTestId("referral-match").filter({ hasText: name })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
