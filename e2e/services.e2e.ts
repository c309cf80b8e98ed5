import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signInWithoutWelcome, test } from "./fixtures";

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const CATEGORY_PAGES: [path: string, heading: string, service: string][] = [
  ["/services/web-design", "Web Design Services", "Business Website Starter"],
  ["/services/email-marketing", "Email Marketing Services", "Email Marketing Setup"],
  ["/services/social-media", "Social Media Services", "Social Media Strategy"],
  ["/services/seo", "SEO Optimization Services", "SEO Audit"],
  ["/services/branding", "Brand Identity Services", "Logo and Visual Identity"],
  ["/services/advertising", "PPC Advertising Services", "Google Ads Launch"],
];

const serviceCard = (page: Page, name: string) =>
  page.getByTestId("service-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

const myOrder = (page: Page, projectName: string) =>
  page.getByTestId("my-order").filter({ has: page.getByRole("heading", { name: projectName, exact: true }) });

async function openServicesAsMember(page: Page, baseURL: string | undefined, path = "/services") {
  await signInWithoutWelcome(page, baseURL);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("service-card").first()).toBeVisible();
}

async function fillOrder(dialog: Locator, projectName: string, description: string, date?: string) {
  await dialog.getByLabel("Project Name").fill(projectName);
  await dialog.getByLabel("Project Description").fill(description);
  await dialog.getByLabel("Requirements (optional)").fill("Mobile first, please");
  if (date) await dialog.getByLabel("Desired Completion Date (optional)").fill(date);
}

function todayInBrowser(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
}

test.describe("services overview", () => {
  test("a visitor sees the assistant, categories, tabs, prices and the Why Choose block", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Digital Marketing Services" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "AI Service Assistant" })).toBeVisible();
    await expect(page.getByRole("log", { name: "Conversation with the assistant" })).toContainText(
      "I'm the Netwise services assistant",
    );
    await expect(page.getByRole("heading", { name: "My Orders" })).toHaveCount(0);

    const categories = page.getByRole("navigation", { name: "Browse by category" });
    for (const name of [
      "Web Design",
      "Email Marketing",
      "Social Media",
      "SEO Optimization",
      "Brand Identity",
    ]) {
      await expect(categories.getByRole("link", { name })).toBeVisible();
    }
    await expect(categories.getByRole("link", { name: "PPC Advertising" })).toHaveAttribute(
      "href",
      "/services/advertising",
    );

    const website = serviceCard(page, "Business Website Starter");
    await expect(website).toContainText("$1,499.00");
    await expect(website).toContainText("2-3 weeks");
    await expect(website).toContainText("Contact and booking forms");
    await expect(website.getByRole("button", { name: "Order Now: Business Website Starter" })).toBeVisible();
    const custom = serviceCard(page, "Custom Web Application");
    await expect(custom).toContainText("Custom Quote");
    await expect(custom.getByRole("button", { name: "Request Quote: Custom Web Application" })).toBeVisible();

    await page.getByRole("tab", { name: "Brand Identity" }).click();
    await expect(page.getByRole("tab", { name: "Brand Identity" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("service-card")).toHaveCount(3);
    await expect(serviceCard(page, "Logo and Visual Identity")).toBeVisible();
    await expect(serviceCard(page, "Business Website Starter")).toHaveCount(0);
    await page.getByRole("tab", { name: "All Services" }).click();
    await expect(page.getByTestId("service-card")).toHaveCount(19);

    await expect(page.getByRole("heading", { name: "Why Choose Netwise Services?" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a visitor who orders is asked to sign in", async ({ page }) => {
    await page.goto("/services");
    await serviceCard(page, "SEO Audit")
      .getByRole("button", { name: /^Order Now/ })
      .click();
    await expect(page.getByTestId("toast")).toContainText("Please log in to order services");
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });

  test("a member orders a priced service and a custom quote, sees them in My Orders and cancels one", async ({
    page,
    baseURL,
  }) => {
    await openServicesAsMember(page, baseURL);
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();

    // The priced service, through the overview's POST /api/services/order.
    await serviceCard(page, "Business Website Starter")
      .getByRole("button", { name: /^Order Now/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Order: Business Website Starter" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("$1,499.00");
    const today = await todayInBrowser(page);
    await expect(dialog.getByLabel("Desired Completion Date (optional)")).toHaveAttribute("min", today);

    await dialog.getByRole("button", { name: "Order Now" }).click();
    await expect(dialog.getByText("Please enter a project name")).toBeVisible();
    await expect(dialog.getByText("Please enter a project description")).toBeVisible();

    const website = unique("Harbor Cafe Website");
    await fillOrder(dialog, `  ${website}  `, "A five-page site with online pre-orders.", today);
    const placed = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/services/order",
    );
    await dialog.getByRole("button", { name: "Order Now" }).click();
    // Values are trimmed before they are sent (and again by the server).
    expect((await placed).postDataJSON()).toMatchObject({
      projectName: website,
      desiredCompletionDate: today,
    });
    await expect(page.getByTestId("toast")).toContainText(
      "Order placed successfully! You'll receive updates via email.",
    );
    await expect(dialog).toBeHidden();
    const websiteOrder = myOrder(page, website);
    await expect(websiteOrder).toContainText("Pending");
    await expect(websiteOrder).toContainText("Business Website Starter · $1,499.00");

    // The custom quote.
    await serviceCard(page, "Custom Web Application")
      .getByRole("button", { name: /^Request Quote/ })
      .click();
    const quoteDialog = page.getByRole("dialog", { name: "Request a Quote: Custom Web Application" });
    const portal = unique("Client Portal");
    await fillOrder(quoteDialog, portal, "A portal where our clients download their reports.");
    await quoteDialog.getByRole("button", { name: "Request Quote" }).click();
    await expect(quoteDialog).toBeHidden();
    const portalOrder = myOrder(page, portal);
    await expect(portalOrder).toContainText("Custom Quote");
    await expect(portalOrder).toContainText("Pending");

    // Cancel the custom quote.
    await portalOrder.getByRole("button", { name: `Cancel order ${portal}` }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this order?" });
    // Two answers that cannot be mistaken for each other.
    await expect(confirm.getByRole("button", { name: "Keep order" })).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
    await confirm.getByRole("button", { name: "Cancel order", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(portalOrder).toContainText("Cancelled");
    await expect(portalOrder.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
    await expect(websiteOrder).toContainText("Pending");

    // Both are still there after a reload, in their status.
    await page.reload();
    await expect(myOrder(page, portal)).toContainText("Cancelled");
    await expect(myOrder(page, website)).toContainText("Pending");
    await expectNoA11yViolations(page);
  });

  test("closing the order dialog resets it, and a past date is refused", async ({ page, baseURL }) => {
    await openServicesAsMember(page, baseURL);
    const card = serviceCard(page, "SEO Audit");
    await card.getByRole("button", { name: /^Order Now/ }).click();
    const dialog = page.getByRole("dialog", { name: "Order: SEO Audit" });
    await fillOrder(dialog, "Draft project", "Draft description", "2020-01-01");
    await dialog.getByRole("button", { name: "Order Now" }).click();
    await expect(dialog.getByText("The desired completion date cannot be in the past")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await card.getByRole("button", { name: /^Order Now/ }).click();
    await expect(dialog.getByLabel("Project Name")).toHaveValue("");
    await expect(dialog.getByLabel("Project Description")).toHaveValue("");
    await expect(dialog.getByLabel("Requirements (optional)")).toHaveValue("");
    await expect(dialog.getByLabel("Desired Completion Date (optional)")).toHaveValue("");
    await expect(dialog.getByText("The desired completion date cannot be in the past")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a failed order shows the spec's alert and keeps the dialog open", async ({ page, baseURL }) => {
    await openServicesAsMember(page, baseURL);
    await page.route("**/api/services/order", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Database unavailable."}',
      }),
    );
    await serviceCard(page, "SEO Audit")
      .getByRole("button", { name: /^Order Now/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Order: SEO Audit" });
    await fillOrder(dialog, unique("Failing"), "This one will fail.");
    await dialog.getByRole("button", { name: "Order Now" }).click();
    await expect(page.getByTestId("toast")).toContainText("Failed to place order. Please try again.");
    await expect(dialog.getByRole("alert")).toContainText("Database unavailable.");
    await expect(dialog.getByLabel("Project Description")).toHaveValue("This one will fail.");
  });
});

test("the services pages fit a phone screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/services", "/services/social-media"]) {
    await page.goto(path);
    await expect(page.getByTestId("service-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

test.describe("category pages", () => {
  for (const [path, heading, service] of CATEGORY_PAGES) {
    test(`${path} lists its services and passes the axe scan`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(serviceCard(page, service)).toBeVisible();
      await expect(page.getByTestId("service-card")).toHaveCount(path === "/services/web-design" ? 4 : 3);
      await expectNoA11yViolations(page);
    });
  }

  test("a member orders from a category page through POST /api/services/orders", async ({
    page,
    baseURL,
  }) => {
    await openServicesAsMember(page, baseURL, "/services/seo");
    await expect(page.getByRole("heading", { level: 1, name: "SEO Optimization Services" })).toBeVisible();
    await serviceCard(page, "Local SEO Package")
      .getByRole("button", { name: /^Order Now/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Order: Local SEO Package" });
    const project = unique("Downtown Dental Local SEO");
    await fillOrder(dialog, project, "Be found by patients nearby.");
    const placed = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/services/orders",
    );
    await dialog.getByRole("button", { name: "Order Now" }).click();
    await placed;
    await expect(page.getByTestId("toast")).toContainText("Order placed successfully!");
    await page.getByRole("link", { name: "Back to Services" }).click();
    await expect(myOrder(page, project)).toContainText("Local SEO Package");
  });

  test("an empty category says 'No Web Design Services Available'", async ({ page }) => {
    await page.route("**/api/services", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await page.goto("/services/web-design");
    await expect(page.getByRole("heading", { name: "No Web Design Services Available" })).toBeVisible();
    await page.getByRole("link", { name: "Browse all services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expectNoA11yViolations(page);
  });
});
