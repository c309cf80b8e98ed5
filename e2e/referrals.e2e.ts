import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, markTourCompleted, test, uniqueEmail } from "./fixtures";

/** Two members whose profiles fit each other closely, so each is the other's top AI match. */
function profiles() {
  const tag = Math.random().toString(36).slice(2, 7);
  const shared = {
    industry: "other",
    location: `Reykjavik ${tag}`,
  };
  return {
    referrer: {
      ...shared,
      firstName: "Hekla",
      lastName: `Jonsdottir${tag}`,
      jobTitle: "Apiary Owner",
      company: "Northern Bees",
      lookingFor: "Beekeeping consultancy and apiary audits for our hives",
      servicesOffered: "Raw honey supply for bakeries",
      skills: ["Beekeeping", "Honey Production"],
    },
    target: {
      ...shared,
      firstName: "Bjorn",
      lastName: `Eriksson${tag}`,
      jobTitle: "Beekeeping Consultant",
      company: "Apiary Audits Ltd",
      lookingFor: "Honey producers and apiary owners who need hive audits",
      servicesOffered: "Beekeeping consultancy and apiary audits",
      skills: ["Beekeeping", "Apiary Audits"],
    },
  };
}

/** Registers a member through the API in the page's context (so the page is signed in as them). */
async function register(
  request: APIRequestContext,
  baseURL: string | undefined,
  fields: Record<string, unknown>,
) {
  const response = await request.post("/api/auth/register", {
    data: { ...fields, email: uniqueEmail("referrals"), password: "a-strong-passphrase" },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number };
}

const statValue = (page: Page, key: string) =>
  page.getByTestId(`referral-stat-${key}`).getByTestId("stat-value");

test.describe("AI Referrals", () => {
  test("a member refers themself to a match with a message; the referred member accepts; the stats follow", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const { referrer, target } = profiles();
    const referrerUser = await register(page.request, baseURL, referrer);
    await markTourCompleted(page);
    const targetContext = await browser.newContext({ baseURL });
    const targetPage = await targetContext.newPage();
    const targetUser = await register(targetPage.request, baseURL, target);
    await markTourCompleted(targetPage);
    const targetName = `${target.firstName} ${target.lastName}`;
    const referrerName = `${referrer.firstName} ${referrer.lastName}`;

    await page.goto("/dashboard?tab=referrals");
    await expect(page.getByRole("tab", { name: "AI Referrals", selected: true })).toBeVisible();
    await expect(statValue(page, "sent")).toHaveText("0");
    await expect(statValue(page, "successRate")).toHaveText("0%");
    await expect(page.getByRole("tab", { name: "AI Matches", selected: true })).toBeVisible();

    const match = page.getByTestId("referral-match").filter({ hasText: targetName });
    await expect(match).toBeVisible();
    await expect(match.getByTestId("match-score")).toHaveText(/\d+% match/);
    await expectNoA11yViolations(page);

    // The button's name says Refer once, then who (it once read "Refer Refer <name>").
    await expect(match.getByRole("button", { name: `Refer ${targetName}`, exact: true })).toBeVisible();
    await match.getByRole("button", { name: `Refer ${targetName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Send Referral" });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel("Personal message (optional)")
      .fill("Bjorn, our hives need an audit before spring.");
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Send Referral" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("toast").getByText("Referral sent!")).toBeVisible();
    await expect(
      page.getByTestId("toast").getByText("Your referral has been processed and sent via our AI system."),
    ).toBeVisible();
    await expect(statValue(page, "sent")).toHaveText("1");
    await expect(match.getByRole("button", { name: `Refer ${targetName}` })).toBeDisabled();
    await expect(match.getByText("Already referred")).toBeVisible();

    await page.getByRole("tab", { name: "Pending Referrals" }).click();
    const pending = page.getByTestId("pending-referral").filter({ hasText: targetName });
    await expect(pending).toBeVisible();
    await expect(pending.getByTestId("referral-status")).toHaveText("Waiting for reply");
    await expect(pending.getByText("Bjorn, our hives need an audit before spring.")).toBeVisible();
    // How the automation hand-off went is for admins only.
    await expect(pending).not.toContainText(/automation/i);
    await expectNoA11yViolations(page);

    await targetPage.goto("/dashboard?tab=referrals");
    const received = targetPage.getByTestId("received-referral").filter({ hasText: referrerName });
    await expect(received).toContainText(`${referrerName} would like to be introduced to you.`);
    await expect(received.getByText("Bjorn, our hives need an audit before spring.")).toBeVisible();
    await expectNoA11yViolations(targetPage);
    await received.getByRole("button", { name: `Accept the introduction to ${referrerName}` }).click();
    // Accepting connects the pair (issue 28 point 7): the card leads straight to the conversation.
    await expect(received.getByTestId("referral-status")).toHaveText("Connected");
    await expect(received.getByRole("link", { name: `Message ${referrerName}` })).toHaveAttribute(
      "href",
      `/messages/${referrerUser.id}`,
    );
    await expectNoA11yViolations(targetPage);

    await page.reload();
    await expect(statValue(page, "successful")).toHaveText("1");
    await expect(statValue(page, "successRate")).toHaveText("100%");
    await page.getByRole("tab", { name: "Pending Referrals" }).click();
    await expect(pending).toContainText(`You asked to be introduced to ${targetName}`);
    await expect(pending.getByTestId("referral-status")).toHaveText("Connected");
    await expect(pending.getByRole("link", { name: `Message ${targetName}` })).toHaveAttribute(
      "href",
      `/messages/${targetUser.id}`,
    );

    // The sender's notification opens the conversation, which quotes the note.
    const list = (await (await page.request.get("/api/notifications")).json()) as {
      notifications: { type: string; link: string }[];
    };
    const answered = list.notifications.find((notification) => notification.type === "referral_answered");
    expect(answered?.link).toBe(`/messages/${targetUser.id}`);
    await page.goto(answered?.link ?? "/");
    await expect(
      page.getByText("Bjorn, our hives need an audit before spring.", { exact: false }).last(),
    ).toBeVisible();
    await expectNoA11yViolations(targetPage);
    await targetContext.close();
  });

  test("the referrals tab works on a phone", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { referrer } = profiles();
    await register(page.request, baseURL, referrer);
    await markTourCompleted(page);
    await page.goto("/dashboard?tab=referrals");
    await expect(statValue(page, "sent")).toHaveText("0");
    await expect(statValue(page, "matches")).toBeVisible();
    const widthOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await widthOverflow(), "AI Matches is wider than the screen").toBeLessThanOrEqual(0);
    await page.getByRole("tab", { name: "Pending Referrals" }).click();
    await expect(page.getByText("You have not sent any referrals yet.")).toBeVisible();
    expect(await widthOverflow(), "Pending Referrals is wider than the screen").toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
