import type { APIRequestContext } from "@playwright/test";
import { DEMO_ADMIN, expect, expectNoA11yViolations, markTourCompleted, test, uniqueWord } from "./fixtures";

/**
 * Issue 34 point 5: a member whose order is completed (moved there through the API, by the agency and
 * the buyer) writes a review from the order page, with the keyboard, and finds it on the service page.
 */
test.describe("service reviews", () => {
  test("a buyer reviews a completed order from its page and sees it on the service page", async ({
    memberPage: page,
    playwright,
    browser,
    baseURL,
  }) => {
    // Two browsers and four order moves: more than one page's worth of work.
    test.slow();
    const origin = { origin: baseURL ?? "" };
    const catalogue = (await (await page.request.get("/api/services")).json()) as {
      id: number;
      name: string;
      price: number;
    }[];
    const service = catalogue.find((entry) => entry.price > 0);
    if (!service) throw new Error("the seeded catalogue has no priced service");
    const project = uniqueWord("Review");
    const placed = await page.request.post("/api/services/orders", {
      data: { serviceId: service.id, projectName: project, projectDescription: "A review journey." },
      headers: origin,
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;

    const admin: APIRequestContext = await playwright.request.newContext({ baseURL });
    const login = await admin.post("/api/auth/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      headers: origin,
    });
    expect(login.ok()).toBe(true);
    for (const body of [
      { action: "mark_paid", reference: "E2E-REVIEW" },
      { action: "deliver", note: "Delivered for the review journey." },
    ]) {
      const moved = await admin.post(`/api/admin/orders/${orderId}/transitions`, {
        data: body,
        headers: origin,
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const accepted = await page.request.post(`/api/services/orders/${orderId}/transitions`, {
      data: { action: "accept_delivery" },
      headers: origin,
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    await page.goto(`/services/orders/${orderId}`);
    await expect(page.getByTestId("order-state")).toHaveAttribute("data-state", "completed");
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);

    // Posting without stars says what is missing; the stars are radios the arrow keys move through.
    await dialog.getByRole("button", { name: "Post review" }).click();
    await expect(dialog.getByRole("alert").first()).toContainText("Choose a star rating");
    await dialog.getByRole("radio", { name: "1 star", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    const text = `Clear plan and quick delivery ${project}`;
    await dialog.getByLabel("Your review").fill(text);
    await dialog.getByRole("button", { name: "Post review" }).click();
    await expect(dialog).toBeHidden();
    const own = page.getByTestId("order-review");
    await expect(own).toContainText(text);
    await expect(own.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(own.getByRole("button", { name: "Edit review" })).toBeVisible();

    // The agency replies from the order page (opened from the admin Orders tab); the buyer sees it.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    const adminLogin = await adminPage.request.post("/api/auth/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      headers: origin,
    });
    expect(adminLogin.ok()).toBe(true);
    await markTourCompleted(adminPage);
    await adminPage.goto(`/services/orders/${orderId}`);
    await adminPage.getByRole("button", { name: "Reply as the agency" }).click();
    await adminPage.getByLabel("Your reply").fill("Thank you, we enjoyed the project!");
    await adminPage.getByRole("button", { name: "Post reply" }).click();
    await expect(adminPage.getByTestId("order-review")).toContainText("The agency replied: Thank you");
    await expect(adminPage.getByRole("button", { name: "Reply as the agency" })).toHaveCount(0);
    await adminContext.close();

    await own.getByRole("link", { name: "See it on the service page" }).click();
    await expect(page).toHaveURL(new RegExp(`/services/service/${service.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: service.name })).toBeVisible();
    const reviews = page.getByRole("list", { name: "Reviews" });
    await expect(reviews.getByTestId("service-review").first()).toContainText(text);
    await expect(reviews.getByTestId("service-review").first()).toContainText(
      "Reply from the agencyThank you, we enjoyed the project!",
    );
    await expect(
      page.getByRole("img", { name: /^Rated \d(\.\d)? out of 5 from \d+ reviews?$/ }).first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // The catalogue's card shows the same rating, read out with its count.
    await page.goto("/services");
    const card = page.getByRole("article", { name: service.name });
    await expect(
      card.getByRole("img", { name: /^Rated \d(\.\d)? out of 5 from \d+ reviews?$/ }),
    ).toBeVisible();
    await admin.dispose();
  });

  test("the assistant's Start an order opens the service page's order dialog with the brief", async ({
    memberPage: page,
  }) => {
    const catalogue = (await (await page.request.get("/api/services")).json()) as {
      id: number;
      name: string;
      price: number;
    }[];
    const service = catalogue.find((entry) => entry.price > 0);
    if (!service) throw new Error("the seeded catalogue has no priced service");
    const brief = "I run a dental clinic and want more patients. My budget is $1,200";
    await page.goto(`/services/service/${service.id}?brief=${encodeURIComponent(brief)}`);
    const dialog = page.getByRole("dialog", { name: `Order: ${service.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Project Description")).toHaveValue(brief);
  });
});
