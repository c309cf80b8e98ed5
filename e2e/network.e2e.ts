import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, markTourCompleted, test, uniqueEmail } from "./fixtures";

const PASSWORD = "quiet-river-2026";
const uniqueWord = () =>
  `wren${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`;

/** Registers a member through the API on this request context (which is then signed in as them). */
async function register(
  request: APIRequestContext,
  baseURL: string | undefined,
  firstName: string,
  lastName: string,
) {
  const headers = { origin: baseURL ?? "" };
  const response = await request.post("/api/auth/register", {
    data: { email: uniqueEmail("network"), password: PASSWORD, firstName, lastName },
    headers,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await (await request.get("/api/auth/me")).json()) as { id: number; username: string };
}

async function post(request: APIRequestContext, baseURL: string | undefined, content: string) {
  const response = await request.post("/api/feed", { data: { content }, headers: { origin: baseURL ?? "" } });
  expect(response.ok(), await response.text()).toBe(true);
}

const postCard = (page: Page, text: string) => page.getByTestId("post-card").filter({ hasText: text });

test.describe("your network", () => {
  test.slow();

  test("a new member builds their feed: follows a member and a topic and sees their posts", async ({
    page,
    baseURL,
    playwright,
  }) => {
    const word = uniqueWord();
    const author = await playwright.request.newContext({ baseURL });
    const stranger = await playwright.request.newContext({ baseURL });
    const authorMember = await register(author, baseURL, "Sofia", word);
    await register(stranger, baseURL, "Tomas", word);
    await post(author, baseURL, `Shipping notes from Sofia ${word}`);
    await post(stranger, baseURL, `A thought on #${word} from Tomas`);
    await post(stranger, baseURL, `Untagged musings from Tomas ${word}`);

    await register(page.request, baseURL, "Nadia", word);
    await markTourCompleted(page);
    await page.goto("/feed");
    // No network yet: the card, then everyone's posts.
    await expect(page.getByTestId("build-your-feed")).toBeVisible();
    await expect(page.getByRole("link", { name: "Your network" })).toHaveAttribute("aria-current", "page");

    await page.goto(`/profile/${authorMember.username}`);
    await page.getByRole("button", { name: `Follow Sofia ${word}` }).click();
    await expect(page.getByRole("button", { name: `Unfollow Sofia ${word}` })).toBeVisible();
    await expect(page.getByTestId("profile-network")).toContainText("1 follower");

    await page.goto(`/topics/${word}`);
    await expect(page.getByTestId("topic-post-count")).toHaveText("1 post");
    await page.getByRole("button", { name: `Follow #${word}` }).click();
    await expect(page.getByRole("button", { name: `Unfollow #${word}` })).toBeVisible();

    await page.goto("/feed");
    await expect(postCard(page, `Shipping notes from Sofia ${word}`)).toBeVisible();
    await expect(postCard(page, `A thought on #${word} from Tomas`)).toBeVisible();
    await expect(page.getByTestId("build-your-feed")).toHaveCount(0);
    await expect(postCard(page, `Untagged musings from Tomas ${word}`)).toHaveCount(0);
    // Everyone's posts are one tab away.
    await page.getByRole("link", { name: "Everyone" }).click();
    await expect(postCard(page, `Untagged musings from Tomas ${word}`)).toBeVisible();
    await author.dispose();
    await stranger.dispose();
  });

  test("a member adds experience and education inline; a visitor sees every section of the profile", async ({
    page,
    baseURL,
    browser,
  }) => {
    const word = uniqueWord();
    const member = await register(page.request, baseURL, "Ines", word);
    await markTourCompleted(page);
    await page.goto(`/profile/${member.username}`);

    await page.getByRole("button", { name: "Add experience" }).click();
    const experience = page.getByRole("form", { name: "Add experience" });
    await experience.getByLabel("Title").fill("Product designer");
    await experience.getByLabel("Company").fill("Loopdesk");
    await experience.getByLabel("Start month").fill("2019-03");
    await experience.getByLabel("End month").fill("2018-01");
    await experience.getByRole("button", { name: "Save" }).click();
    // The server's message lands on its field.
    await expect(experience.getByText("The end must not be before the start")).toBeVisible();
    await experience.getByLabel("I currently work here").check();
    await experience.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("experience-entry")).toContainText("Product designer");
    await expect(page.getByTestId("experience-entry")).toContainText("Mar 2019 – Present");

    await page.getByRole("button", { name: "Add education" }).click();
    const education = page.getByRole("form", { name: "Add education" });
    await education.getByLabel("School").fill("University of Porto");
    await education.getByLabel("Degree").fill("MSc");
    await education.getByLabel("Start year").fill("2014");
    await education.getByLabel("End year (or expected)").fill("2016");
    await education.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("education-entry")).toContainText("University of Porto");

    await page.getByRole("button", { name: "Edit Product designer at Loopdesk" }).click();
    const edit = page.getByRole("form", { name: "Edit Product designer" });
    await edit.getByLabel("Title").fill("Lead product designer");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("experience-entry")).toContainText("Lead product designer");

    // axe needs a page of a context made with browser.newContext().
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/profile/${member.username}`);
    await expect(visitor.getByRole("region", { name: "Experience" })).toContainText("Lead product designer");
    await expect(visitor.getByRole("region", { name: "Education" })).toContainText("University of Porto");
    await expect(visitor.getByRole("button", { name: "Add experience" })).toHaveCount(0);
    await expectNoA11yViolations(visitor);
    await visitorContext.close();
  });
});
