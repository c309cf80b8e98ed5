import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAdminThroughServer } from "../src/server/modules/admin/create-admin-socket";
import { startFakeStripe } from "../src/server/test/fakes/fake-stripe-server";
import {
  DEMO_ADMIN,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  newMemberPage,
  registerMember,
  test,
  uniqueWord,
  waitForHydration,
} from "./fixtures";

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
    // The admin writes the instructions in admin Settings → Payments and invoices.
    const adminPage = await adminContext.newPage();
    await markTourCompleted(adminPage);
    await adminPage.goto("/admin?tab=settings");
    await waitForHydration(adminPage);
    const form = adminPage.getByRole("form", { name: "Payments and invoices" });
    await expect(form.getByText("manual payment (you mark orders paid)")).toBeVisible();
    await form.getByLabel("Tax rate (basis points)").fill("20%");
    await form.getByRole("button", { name: "Save payment settings" }).click();
    await expect(form.getByText(/^Tax rate: a whole number of basis points/)).toBeVisible();
    await expect(form.getByLabel("Tax rate (basis points)")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Tax rate (basis points)").fill("");
    await form.getByLabel("Payment instructions").fill(instructions);
    await form.getByLabel("Tax id").fill("US-0042");
    await form.getByRole("button", { name: "Save payment settings" }).click();
    await expect(
      adminPage.getByTestId("toast").filter({ hasText: "Payment and invoice settings saved" }),
    ).toBeVisible();
    await expectNoA11yViolations(adminPage);

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

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * The Stripe path needs a server started with PAYMENTS_PROVIDER=stripe: this test starts its own
 * (the built app, a fresh data folder, the catalogue without demo members) next to a local fake of
 * Stripe, so the shared test server and every other browser test keep the manual default.
 */
test.describe("paying through Stripe (a local fake)", () => {
  const webhookSecret = "whsec_e2e_fake";
  let server: ChildProcess | undefined;
  let dataDir = "";
  let appUrl = "";
  let fake: Awaited<ReturnType<typeof startFakeStripe>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    fake = await startFakeStripe({
      webhook: { url: `${appUrl}/api/payments/stripe/webhook`, secret: webhookSecret },
    });
    dataDir = mkdtempSync(join(tmpdir(), "netwise-e2e-stripe-"));
    const root = join(import.meta.dirname, "..");
    server = spawn(process.execPath, ["--import", "tsx", join(root, "src", "server", "main.ts")], {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        APP_URL: appUrl,
        SENTENCE_MODEL: "off",
        LOGIN_RATE_LIMIT: "500",
        SMTP_URL: "",
        PAYMENTS_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_e2e_fake",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: fake.url,
      },
    });
    const deadline = Date.now() + 200_000;
    for (;;) {
      const ready = await fetch(`${appUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error("the Stripe test server did not start");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a custom quote from request to review: quoted, accepted, paid on Stripe's page, delivered, accepted, invoiced, reviewed", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // This server is not the project's baseURL: the member is registered here, its tour marked done here.
    const context = await browser.newContext({ baseURL: appUrl });
    const page = await context.newPage();
    const origin = { origin: appUrl };
    await registerMember(page.request, appUrl, "Stella", uniqueWord("Stripe"));
    const tour = await page.request.put("/api/account/tour", {
      data: { status: "completed" },
      headers: origin,
    });
    expect(tour.ok(), await tour.text()).toBe(true);
    const services = (await (await page.request.get("/api/services")).json()) as {
      id: number;
      name: string;
    }[];
    const customApp = services.find((service) => service.name === "Custom Web Application");
    const project = `Client portal ${uniqueWord("site")}`;
    const placed = await page.request.post("/api/services/orders", {
      data: {
        serviceId: customApp?.id,
        projectName: project,
        projectDescription: "Reports for our clients.",
      },
      headers: origin,
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;

    // The agency: this server's first admin, made through the running server as an operator would.
    const adminEmail = `agency.${uniqueWord("admin").toLowerCase()}@example.com`;
    const made = await createAdminThroughServer(dataDir ?? "", adminEmail);
    const password = made && "message" in made ? /Its password is: (\S+)/.exec(made.message)?.[1] : undefined;
    expect(password, JSON.stringify(made)).toBeTruthy();
    const agency = await browser.newContext({ baseURL: appUrl });
    const signedIn = await agency.request.post("/api/auth/login", {
      data: { email: adminEmail, password },
      headers: origin,
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const agencyMoves = async (data: Record<string, unknown>) => {
      const moved = await agency.request.post(`/api/admin/orders/${orderId}/transitions`, {
        data,
        headers: origin,
      });
      expect(moved.status(), await moved.text()).toBe(200);
    };
    await agencyMoves({
      action: "quote",
      amount: 150_000,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    });

    // The buyer accepts the quote on the order page.
    await page.goto(`/services/orders/${orderId}`);
    await expect(page.getByTestId("order-state")).toHaveAttribute("data-state", "quoted");
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Accept quote" }).click();
    await page
      .getByRole("dialog", { name: "Accept quote" })
      .getByRole("button", { name: "Accept quote" })
      .click();
    await expect(page.getByTestId("order-state")).toHaveText("Awaiting payment");

    // Paid on the provider's page; the order turns paid from the signed webhook alone.
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${fake?.url}/pay/cs_test_\\d+$`));
    await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
    await expect(page.getByText("1500.00 USD")).toBeVisible();
    await page.getByRole("button", { name: "Pay 1500.00" }).click();
    await expect(page).toHaveURL(`${appUrl}/services/orders/${orderId}`);
    await expect(page.getByTestId("order-state")).toHaveText("In progress");
    await expect(page.getByText(/^Paid \$1,500\.00 · reference pi_fake_cs_test_\d+$/)).toBeVisible();

    // Delivered by the agency, accepted by the buyer.
    await agencyMoves({ action: "deliver", note: "The portal is live: see the attached guide." });
    await page.reload();
    await expect(page.getByTestId("order-state")).toHaveAttribute("data-state", "delivered");
    await page.getByRole("button", { name: "Accept delivery" }).click();
    await page
      .getByRole("dialog", { name: "Accept delivery" })
      .getByRole("button", { name: "Accept delivery" })
      .click();
    await expect(page.getByTestId("order-state")).toHaveAttribute("data-state", "completed");
    await expectNoA11yViolations(page);

    // The invoice.
    const link = page.getByRole("link", { name: "Download invoice" });
    await expect(link).toBeVisible();
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{4}\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 4).toString("latin1")).toBe("%PDF");

    // The review.
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    await dialog.getByRole("radio", { name: "1 star", exact: true }).focus();
    for (let star = 1; star < 5; star++) await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await dialog.getByLabel("Your review").fill(`A portal our clients use every day (${project})`);
    await dialog.getByRole("button", { name: "Post review" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("order-review")).toContainText("A portal our clients use every day");
    await agency.close();
    await context.close();
  });
});
