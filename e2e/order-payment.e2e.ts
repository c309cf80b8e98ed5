import { readFile } from "node:fs/promises";
import { DEMO_ADMIN, expect, expectNoA11yViolations, newMemberPage, test, uniqueWord } from "./fixtures";

/**
 * Issue 34, points 3 and 4 with the manual provider (the browser tests' server runs PAYMENTS_PROVIDER's
 * default): a member orders a fixed-price service, presses Pay on the order page and reads the
 * agency's instructions, an admin records the payment, and the member downloads the invoice.
 */
test.describe("paying for an order and its invoice", () => {
  test("a member pays a fixed-price order by the manual flow and downloads its invoice", async ({
    browser,
    baseURL,
  }) => {
    const origin = { origin: baseURL ?? "" };
    const instructions = `Transfer to IBAN DE00 ${uniqueWord("ref")}, quoting your order number.`;

    const adminContext = await browser.newContext({ baseURL });
    const admin = adminContext.request;
    const login = await admin.post("/api/auth/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      headers: origin,
    });
    expect(login.ok()).toBe(true);
    const saved = await admin.put("/api/admin/settings/orders", {
      data: { paymentInstructions: instructions, agencyName: "Netwise Agency", agencyTaxId: "US-0042" },
      headers: origin,
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    const { context, page } = await newMemberPage(browser, baseURL, "Payton", uniqueWord("Buyer"));
    const services = (await (await page.request.get("/api/services")).json()) as {
      id: number;
      name: string;
    }[];
    const seoAudit = services.find((service) => service.name === "SEO Audit");
    expect(seoAudit).toBeDefined();
    const project = `Audit ${uniqueWord("site")}`;
    const placed = await page.request.post("/api/services/orders", {
      data: { serviceId: seoAudit?.id, projectName: project, projectDescription: "Our clinic's website." },
      headers: origin,
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;

    await page.goto(`/services/orders/${orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: project })).toBeVisible();
    await expect(page.getByTestId("order-state")).toHaveText("Awaiting payment");
    await expect(page.getByRole("link", { name: "Download invoice" })).toHaveCount(0);

    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { name: "How to pay" })).toBeVisible();
    await expect(page.getByTestId("payment-instructions")).toHaveText(instructions);
    // Seeing the instructions pays nothing.
    await expect(page.getByTestId("order-state")).toHaveText("Awaiting payment");
    await expectNoA11yViolations(page);

    const paid = await admin.post(`/api/admin/orders/${orderId}/transitions`, {
      data: { action: "mark_paid", reference: "BANK-E2E-1" },
      headers: origin,
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const invoiceNumber = ((await paid.json()) as { invoice: { number: string } }).invoice.number;

    await page.reload();
    await expect(page.getByTestId("order-state")).toHaveText("In progress");
    await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
    const link = page.getByRole("link", { name: "Download invoice" });
    await expect(link).toBeVisible();
    await expect(page.getByText(`${invoiceNumber}, issued`)).toBeVisible();
    await expectNoA11yViolations(page);

    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

    // Another member is told the invoice does not exist.
    const { context: otherContext, page: other } = await newMemberPage(
      browser,
      baseURL,
      "Otto",
      uniqueWord("Other"),
    );
    expect((await other.request.get(`/api/services/orders/${orderId}/invoice`)).status()).toBe(404);

    await otherContext.close();
    await context.close();
    await adminContext.close();
  });
});
