import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import {
  DEMO_MEMBER,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  test,
  uniqueEmail,
} from "./fixtures";

const UPLOADED = /^\/uploads\/[0-9a-f]{32}\.webp$/;

/** A plain picture of the given size, as a PNG or JPEG file would hold it. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();

const uniqueWord = () => `zeph${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Picks an option of a Radix select by the select's label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Signs a request context in as the demo member (the owner of the businesses made here). */
async function signInDemoMember(request: APIRequestContext, baseURL: string | undefined) {
  const login = await request.post("/api/auth/login", {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(login.ok()).toBe(true);
}

/** Registers a new member on the page's own context (its cookie signs the page in). */
async function registerMember(page: Page, baseURL: string | undefined, firstName = "Riley") {
  const response = await page.request.post("/api/auth/register", {
    data: { email: uniqueEmail("reviewer"), password: "quiet-river-2026", firstName, lastName: "Reviewer" },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok()).toBe(true);
  await markTourCompleted(page);
}

test.describe("business directory", () => {
  // Whole journeys through several pages: each gets three times the default time.
  test.slow();

  test("a member creates a business, sees it under My Businesses, searches and filters for it, and adds a team member", async ({
    memberPage: page,
  }) => {
    const word = uniqueWord();
    const name = `Orchid ${word} Labs`;
    await page.goto("/businesses");
    await expect(page.getByRole("heading", { level: 1, name: "Business Directory" })).toBeVisible();
    await page.getByRole("link", { name: "Add Your Business" }).first().click();
    await expect(page).toHaveURL(/\/business\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Your Business" })).toBeVisible();
    await expectNoA11yViolations(page);

    const form = page.getByRole("form", { name: "Add your business" });
    await form.getByRole("button", { name: "Create Business" }).click();
    await expect(form.getByText("Business name is required")).toBeVisible();
    await expect(form.getByText("Description must be at least 10 characters")).toBeVisible();
    await expect(form.getByText("Industry is required")).toBeVisible();
    await expect(form.getByText("Category is required")).toBeVisible();

    await form.getByLabel("Business Name *").fill(name);
    await choose(page, "Industry *", "Technology");
    await choose(page, "Category *", "Software Development");
    await choose(page, "Employee Count", "11-50 employees");
    await form.getByLabel("Year Established").fill("2018");
    await form.getByLabel("Short Description").fill("Mobile apps for clinics");
    await form.getByLabel("Full Description *").fill(`We build ${word} mobile apps for healthcare clinics.`);
    await form.getByLabel("Services").fill("iOS apps, Android apps, UX research, Maintenance");
    await form.getByLabel("Website").fill("not a url");
    await form.getByLabel("Email").fill("hello@orchid.example");
    await form.getByRole("button", { name: "Create Business" }).click();
    await expect(form.getByText("Please enter a valid URL (http:// or https://)")).toBeVisible();
    await form.getByLabel("Website").fill("https://orchid.example");
    await form.getByLabel("City").fill("Austin");
    // The logo goes through the image pipeline: refused in the browser when it is not an image.
    const logoInput = form.getByTestId("business-logo-input");
    await logoInput.setInputFiles({ name: "logo.png", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(
      form.getByRole("alert").filter({ hasText: "Choose a PNG, JPEG or WebP image." }),
    ).toBeVisible();
    await logoInput.setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await picture(600, 600),
    });
    await expect(form.getByRole("img", { name: "Logo preview" })).toBeVisible();
    await form.getByRole("button", { name: "Create Business" }).click();

    await expect(page).toHaveURL(/\/business\/orchid-zeph/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Technology • Software Development")).toBeVisible();
    await expect(page.getByRole("img", { name: `${name} logo` })).toHaveAttribute("src", UPLOADED);

    // Edit: a cover is uploaded, the logo removed.
    await page.getByRole("button", { name: "Edit Business" }).click();
    const editForm = page.getByRole("form", { name: "Edit business" });
    await editForm
      .getByTestId("business-cover-input")
      .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await picture(1800, 600) });
    await expect(editForm.getByRole("img", { name: "Cover image preview" })).toBeVisible();
    await editForm.getByRole("button", { name: "Remove logo" }).click();
    await expectNoA11yViolations(page);
    await editForm.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByTestId("business-cover")).toHaveAttribute("src", UPLOADED);
    await expect(page.getByRole("img", { name: `${name} logo` })).toBeHidden();

    // Team: invite a member by username with a title and role; the invitation shows as pending.
    await page.getByRole("tab", { name: "Team" }).click();
    const addForm = page.getByRole("form", { name: "Invite a team member" });
    await addForm.getByLabel("Username").fill("kevin-nguyen");
    await addForm.getByLabel("Title").fill("Lead Engineer");
    await choose(page, "Role", "Manager");
    await addForm.getByRole("button", { name: "Invite Member" }).click();
    const member = page.getByTestId("team-member").filter({ hasText: "Lead Engineer" });
    await expect(member).toBeVisible();
    await expect(member.getByText("Manager")).toBeVisible();
    await expect(member.getByText("Invitation pending")).toBeVisible();
    await addForm.getByLabel("Username").fill("no-such-member-here");
    await addForm.getByLabel("Title").fill("Ghost");
    await addForm.getByRole("button", { name: "Invite Member" }).click();
    await expect(addForm.getByText("No member has that username.")).toBeVisible();
    await expectNoA11yViolations(page);

    // My Businesses, then search and filters that live in the address.
    await page.goto("/businesses");
    await expect(page.getByTestId("my-businesses").getByRole("link", { name })).toBeVisible();
    await page.getByLabel("Search businesses").fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    const card = page.getByTestId("business-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByText("+1 more")).toBeVisible();
    await expect(page.getByTestId("business-card")).toHaveCount(1);

    await choose(page, "Category", "Technology");
    await expect(page).toHaveURL(/industry=Technology/);
    await choose(page, "Industry", "Software Development");
    await expect(page).toHaveURL(/category=Software\+Development/);
    await expect(card).toBeVisible();
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.getByLabel("Search businesses")).toHaveValue(word);

    await choose(page, "Category", "Healthcare");
    await expect(page.getByTestId("directory-empty")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/businesses$/);
    await expect(page.getByTestId("business-card").first()).toBeVisible();
  });

  test("an invited member accepts a team invitation on the directory page, then leaves the team", async ({
    page,
    baseURL,
    playwright,
  }) => {
    const word = uniqueWord();
    await registerMember(page, baseURL, "Ines");
    const me = (await (await page.request.get("/api/auth/me")).json()) as { username: string };
    const owner = await playwright.request.newContext({ baseURL });
    await signInDemoMember(owner, baseURL);
    const headers = { origin: baseURL ?? "" };
    const created = await owner.post("/api/businesses", {
      data: {
        name: `Juniper ${word}`,
        description: "Bookkeeping for creative studios and freelancers.",
        industry: "Finance",
        category: "Financial Services",
      },
      headers,
    });
    const { id, slug, name } = (await created.json()) as { id: number; slug: string; name: string };
    const invited = await owner.post(`/api/businesses/${id}/employees`, {
      data: { username: me.username, title: "Bookkeeper", role: "member" },
      headers,
    });
    expect(invited.status()).toBe(201);
    await owner.dispose();

    await page.goto("/businesses");
    const card = page.getByTestId("team-invitations");
    await expect(card).toContainText(`invited you to join ${name}`);
    await expectNoA11yViolations(page);
    await card.getByRole("button", { name: `Accept the invitation to ${name}` }).click();
    await expect(page.getByTestId("toast").getByText("Invitation accepted")).toBeVisible();
    await expect(card).toBeHidden();

    await page.goto(`/business/${slug}`);
    await page.getByRole("tab", { name: "Team" }).click();
    await expect(page.getByTestId("team-member").filter({ hasText: "Bookkeeper" })).toBeVisible();
    await page.getByRole("button", { name: "Leave Team" }).click();
    await page
      .getByRole("dialog", { name: "Leave the team?" })
      .getByRole("button", { name: "Leave Team" })
      .click();
    await expect(page.getByTestId("toast").getByText("You left the team")).toBeVisible();
    await expect(page.getByTestId("team-member").filter({ hasText: "Bookkeeper" })).toBeHidden();
  });

  test("another member reviews the business and sees the rating change; a typo still finds it", async ({
    page,
    baseURL,
    playwright,
  }) => {
    const word = uniqueWord();
    const owner = await playwright.request.newContext({ baseURL });
    await signInDemoMember(owner, baseURL);
    const created = await owner.post("/api/businesses", {
      data: {
        name: `Marigold ${word}`,
        description: "Bookkeeping for creative studios and freelancers.",
        industry: "Finance",
        category: "Financial Services",
      },
      headers: { origin: baseURL ?? "" },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await owner.dispose();

    await registerMember(page, baseURL);
    await page.goto(`/business/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Marigold ${word}` })).toBeVisible();
    await expect(page.getByTestId("business-review-count")).toHaveText("No reviews yet");
    await page.getByRole("tab", { name: "Reviews" }).click();
    const form = page.getByRole("form", { name: "Submit Review" });
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByText("Choose a star rating", { exact: true })).toBeVisible();
    await form.getByRole("radio", { name: "4 stars" }).check({ force: true });
    await form.getByLabel("Title").fill("Tidy books");
    await form.getByLabel("Your review").fill("Quarter-end was painless for the first time.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByTestId("review").filter({ hasText: "Tidy books" })).toBeVisible();
    await expect(page.getByTestId("business-review-count")).toHaveText("(1 review)");
    await expect(page.getByTestId("business-rating")).toHaveText("4.0");
    await expect(page.getByTestId("quick-stats")).toContainText("4.0/5");
    await expect(form).toBeHidden();

    await page.getByRole("button", { name: "Edit your review" }).click();
    await page
      .getByRole("form", { name: "Save Review" })
      .getByRole("radio", { name: "2 stars" })
      .check({ force: true });
    await page.getByRole("button", { name: "Save Review" }).click();
    await expect(page.getByTestId("business-rating")).toHaveText("2.0");

    await page.goto(`/businesses?search=marigould%20${word}`);
    await expect(page.getByTestId("business-card").filter({ hasText: `Marigold ${word}` })).toBeVisible();
  });

  test("a member saves a favorite that persists, and contacts the owner", async ({ memberPage: page }) => {
    await page.goto("/business/alvarez-web-studio");
    await expect(page.getByRole("heading", { level: 1, name: "Alvarez Web Studio" })).toBeVisible();
    // Reviews of 5, 5 and 4: the true average to one decimal, with four and a half stars.
    await expect(page.getByTestId("business-rating")).toHaveText("4.7");
    await expect(page.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeVisible();
    await expect(page.getByTestId("quick-stats")).toContainText("4.7/5");
    const save = page.getByRole("button", { name: /Save(d)? to Favorites/ });
    if ((await save.textContent())?.includes("Saved")) await save.click();
    await expect(page.getByRole("button", { name: "Save to Favorites" })).toBeVisible();
    await page.getByRole("button", { name: "Save to Favorites" }).click();
    await expect(page.getByRole("button", { name: "Saved to Favorites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.reload();
    await expect(page.getByRole("button", { name: "Saved to Favorites" })).toBeVisible();

    await page.getByRole("button", { name: "Contact Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Alvarez Web Studio" });
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Message is required")).toBeVisible();
    await dialog.getByLabel("Message").fill("Could you quote a five-page site?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("toast").getByText("Message sent", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Saved to Favorites" }).click();
    await expect(page.getByRole("button", { name: "Save to Favorites" })).toBeVisible();
  });

  test("on a phone the logo sits over the cover and a review's text spans the card", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/business/alvarez-web-studio");
    const logo = page.getByRole("img", { name: "Alvarez Web Studio logo" });
    await expect(logo).toBeVisible();
    const topmostAtLogoTop = await logo.evaluate((element) => {
      const box = element.getBoundingClientRect();
      // A point inside the logo's upper half, where the cover overlaps it.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 4);
      return hit === element;
    });
    expect(topmostAtLogoTop).toBe(true);

    await page.getByRole("tab", { name: "Reviews" }).click();
    const review = page.getByTestId("review").first();
    const comment = review.locator("p").first();
    await expect(comment).toBeVisible();
    const [cardWidth, commentWidth] = await Promise.all([
      review.evaluate((element) => element.getBoundingClientRect().width),
      comment.evaluate((element) => element.getBoundingClientRect().width),
    ]);
    expect(commentWidth).toBeGreaterThan(cardWidth * 0.8);
  });

  test("a visitor browses, sees contact details instead of messaging, and meets the not-found state", async ({
    page,
  }) => {
    await page.goto("/businesses");
    await expect(page.getByRole("heading", { level: 1, name: "Business Directory" })).toBeVisible();
    await expect(page.getByTestId("business-card").first()).toBeVisible();
    await expect(page.getByTestId("my-businesses")).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole("tab", { name: "Verified" }).click();
    await expect(page).toHaveURL(/tab=verified/);
    await expect(page.getByTestId("business-card").first()).toContainText("Verified");

    await page.goto("/business/alvarez-web-studio");
    await page.getByRole("button", { name: "Contact Business" }).click();
    const direct = page.getByTestId("direct-contact");
    await expect(direct).toContainText("Email:");
    await expect(direct).toContainText("Phone:");
    await expectNoA11yViolations(page);

    await page.goto("/business/create");
    await expect(page.getByRole("heading", { name: "Sign in to add your business" })).toBeVisible();

    await page.goto("/business/no-such-business-anywhere");
    await expect(page.getByRole("heading", { level: 1, name: "Business Not Found" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Back to Directory" }).click();
    await expect(page).toHaveURL(/\/businesses$/);
  });
});
