import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAYMENT_INSTRUCTIONS } from "../../../shared/contracts/payments";
import { loadConfig } from "../../config";
import { adminAuditLog, serviceInvoices, serviceOrders } from "../../db/schema";
import { insertService, insertServiceOrder } from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { stripeHostOptions } from "./payments-provider";

let ctx: TestContext;
let visitor: TestClient;
let buyer: SignedInMember;
let other: SignedInMember;
let admin: SignedInMember;
let fixedService: number;
let customService: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  buyer = await signedInMember(ctx, { firstName: "Dana", lastName: "Reyes", company: "Reyes Dental" });
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
  fixedService = (await insertService(ctx.db, { name: "SEO Audit", category: "seo", price: 49_900 })).id;
  customService = (await insertService(ctx.db, { name: "Custom App", category: "development", price: 0 })).id;
});
afterAll(() => ctx.close());

/** A fixed-price order of the buyer, awaiting payment. */
async function awaitingOrder(amount = 49_900) {
  return insertServiceOrder(ctx.db, {
    userId: buyer.user.id,
    serviceId: fixedService,
    totalAmount: amount,
    state: "awaiting_payment",
    status: "pending",
    projectName: "Spring audit",
  });
}

async function markPaid(orderId: number, reference = "BANK-1") {
  return admin.client.post(`/api/admin/orders/${orderId}/transitions`, { action: "mark_paid", reference });
}

const year = new Date().getUTCFullYear();

describe("configuration", () => {
  it("defaults to manual payments and refuses stripe without its keys", () => {
    expect(loadConfig({}).payments).toEqual({ provider: "manual" });
    expect(() => loadConfig({ PAYMENTS_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both required when PAYMENTS_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: "paypal" })).toThrow(/PAYMENTS_PROVIDER/);
    expect(
      loadConfig({
        PAYMENTS_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_API_URL: "http://127.0.0.1:4242",
      }).payments,
    ).toEqual({
      provider: "stripe",
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      apiUrl: "http://127.0.0.1:4242",
    });
  });
});

describe("order settings (admin)", () => {
  it("answers the defaults, then what an admin saved, in the audit log", async () => {
    const first = await admin.client.get("/api/admin/settings/orders");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      paymentInstructions: "",
      agencyName: "Netwise Agency",
      agencyAddress: "",
      agencyEmail: "",
      agencyTaxId: "",
      taxRateBasisPoints: null,
      taxLabel: "Tax",
      provider: "manual",
      updatedAt: null,
    });
    const saved = await admin.client.put("/api/admin/settings/orders", {
      paymentInstructions: "  Transfer to IBAN DE00 1234, reference your order number.  ",
      agencyName: "Netwise Studio",
      agencyAddress: "1 Main Street, Springfield",
      agencyEmail: "billing@netwise.test",
      agencyTaxId: "US-123",
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      paymentInstructions: "Transfer to IBAN DE00 1234, reference your order number.",
      agencyName: "Netwise Studio",
      agencyAddress: "1 Main Street, Springfield",
      agencyEmail: "billing@netwise.test",
      agencyTaxId: "US-123",
      taxRateBasisPoints: null,
      taxLabel: "Tax",
      provider: "manual",
    });
    expect(typeof body.updatedAt).toBe("string");
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "order_settings.update"));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.adminId).toBe(admin.user.id);
  });

  it("refuses bad values with 400 and changes nothing", async () => {
    const before = (await admin.client.get("/api/admin/settings/orders")).json();
    for (const [body, message] of [
      [{}, "Send at least one setting to change"],
      [{ taxRateBasisPoints: 0 }, "Tax rate must be more than 0 (or none)"],
      [{ taxRateBasisPoints: 10_001 }, "Tax rate must be at most 10000 (100 %)"],
      [{ taxRateBasisPoints: 12.5 }, "Tax rate must be a whole number of basis points"],
      [{ agencyEmail: "not-an-email" }, "Enter a valid e-mail address"],
      [{ agencyName: "   " }, "Agency name is required"],
      [{ paymentInstructions: "x".repeat(2001) }, "Payment instructions must be at most 2000 characters"],
      [{ provider: "stripe" }, ""],
    ] as const) {
      const response = await admin.client.put("/api/admin/settings/orders", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toContain(message);
    }
    expect((await admin.client.get("/api/admin/settings/orders")).json()).toEqual(before);
  });

  it("is for admins only", async () => {
    expect((await visitor.get("/api/admin/settings/orders")).statusCode).toBe(401);
    expect((await buyer.client.get("/api/admin/settings/orders")).statusCode).toBe(403);
    expect((await buyer.client.put("/api/admin/settings/orders", { agencyName: "Mine" })).statusCode).toBe(
      403,
    );
  });
});

describe("manual checkout", () => {
  it("shows the buyer the agency's instructions and changes nothing", async () => {
    const order = await awaitingOrder();
    const response = await buyer.client.post(`/api/services/orders/${order.id}/checkout`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: "manual",
      instructions: "Transfer to IBAN DE00 1234, reference your order number.",
    });
    const detail = (await buyer.client.get(`/api/services/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ state: "awaiting_payment", payment: null, invoice: null });
  });

  it("falls back to a default text while no instructions are set", async () => {
    await admin.client.put("/api/admin/settings/orders", { paymentInstructions: "" });
    const order = await awaitingOrder();
    const response = await buyer.client.post(`/api/services/orders/${order.id}/checkout`);
    expect(response.json()).toEqual({ provider: "manual", instructions: DEFAULT_PAYMENT_INSTRUCTIONS });
    await admin.client.put("/api/admin/settings/orders", {
      paymentInstructions: "Transfer to IBAN DE00 1234, reference your order number.",
    });
  });

  it("refuses an order that is not awaiting payment with 409 naming its state", async () => {
    const requested = await insertServiceOrder(ctx.db, {
      userId: buyer.user.id,
      serviceId: customService,
      totalAmount: 0,
      state: "requested",
      status: "pending",
    });
    const response = await buyer.client.post(`/api/services/orders/${requested.id}/checkout`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Only an order awaiting payment can be paid; this order is requested.",
    );

    const paid = await awaitingOrder();
    await markPaid(paid.id);
    const again = await buyer.client.post(`/api/services/orders/${paid.id}/checkout`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("this order is in_progress");
  });

  it("is the buyer's alone: visitor 401, another member 404, an admin 403, a missing order 404", async () => {
    const order = await awaitingOrder();
    const url = `/api/services/orders/${order.id}/checkout`;
    expect((await visitor.post(url)).statusCode).toBe(401);
    expect((await other.client.post(url)).statusCode).toBe(404);
    const byAdmin = await admin.client.post(url);
    expect(byAdmin.statusCode).toBe(403);
    expect((await buyer.client.post("/api/services/orders/2147483647/checkout")).statusCode).toBe(404);
    expect((await buyer.client.post("/api/services/orders/abc/checkout")).statusCode).toBe(400);
  });

  it("answers 404 to a Stripe webhook while Stripe is not configured", async () => {
    const response = await visitor.post("/api/payments/stripe/webhook", JSON.stringify({ id: "evt_1" }), {
      headers: { "stripe-signature": "t=1,v1=abc" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Stripe payments are not configured on this server." });
  });
});

describe("invoices", () => {
  it("gives a paid order an invoice with the next number of the year, consecutive across orders", async () => {
    const first = await awaitingOrder();
    const second = await awaitingOrder();
    const firstPaid = await markPaid(first.id, "BANK-A");
    expect(firstPaid.statusCode).toBe(200);
    const secondPaid = await markPaid(second.id, "BANK-B");
    const a = firstPaid.json().invoice;
    const b = secondPaid.json().invoice;
    expect(Object.keys(a).sort()).toEqual(["issuedAt", "number", "url"]);
    expect(a.url).toBe(`/api/services/orders/${first.id}/invoice`);
    expect(a.number).toMatch(new RegExp(`^${year}-\\d{4}$`));
    const seq = (number: string) => Number(number.slice(5));
    expect(seq(b.number)).toBe(seq(a.number) + 1);
    // The buyer's view of the order shows the same invoice.
    expect((await buyer.client.get(`/api/services/orders/${first.id}`)).json().invoice).toEqual(a);

    const [row] = await ctx.db.select().from(serviceInvoices).where(eq(serviceInvoices.orderId, first.id));
    expect(row).toMatchObject({
      agencyName: "Netwise Studio",
      agencyAddress: "1 Main Street, Springfield",
      agencyTaxId: "US-123",
      buyerName: "Dana Reyes",
      buyerCompany: "Reyes Dental",
      lineDescription: `SEO Audit — Spring audit (order #${first.id})`,
      currency: "usd",
      netAmount: 49_900,
      taxRateBasisPoints: 0,
      taxAmount: 0,
      totalAmount: 49_900,
      paymentProvider: "manual",
      paymentReference: "BANK-A",
    });
  });

  it("numbers invoices of payments made at the same moment without a gap or a repeat", async () => {
    const orders = await Promise.all([awaitingOrder(), awaitingOrder(), awaitingOrder()]);
    const answers = await Promise.all(orders.map((order, i) => markPaid(order.id, `SAME-${i}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const seqs = answers.map((answer) => Number(answer.json().invoice.number.slice(5))).sort((x, y) => x - y);
    expect(seqs[1]).toBe((seqs[0] ?? 0) + 1);
    expect(seqs[2]).toBe((seqs[0] ?? 0) + 2);
  });

  it("shows the tax included in the price when a rate is set", async () => {
    await admin.client.put("/api/admin/settings/orders", { taxRateBasisPoints: 2000, taxLabel: "VAT" });
    const order = await awaitingOrder(12_000);
    await markPaid(order.id, "BANK-TAX");
    const [row] = await ctx.db.select().from(serviceInvoices).where(eq(serviceInvoices.orderId, order.id));
    expect(row).toMatchObject({
      taxRateBasisPoints: 2000,
      taxLabel: "VAT",
      netAmount: 10_000,
      taxAmount: 2_000,
      totalAmount: 12_000,
    });
    expect((await admin.client.get("/api/admin/settings/orders")).json().taxRateBasisPoints).toBe(2000);
    await admin.client.put("/api/admin/settings/orders", { taxRateBasisPoints: null });
    expect((await admin.client.get("/api/admin/settings/orders")).json().taxRateBasisPoints).toBeNull();
  });

  it("downloads as a PDF for the buyer and admins; others 404, a visitor 401, an unpaid order 409", async () => {
    const order = await awaitingOrder();
    const url = `/api/services/orders/${order.id}/invoice`;
    const unpaid = await buyer.client.get(url);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: "This order has no invoice yet: it gets one when it is paid." });

    const number = (await markPaid(order.id, "BANK-PDF")).json().invoice.number;
    for (const who of [buyer, admin]) {
      const pdf = await who.client.get(url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="invoice-${number}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 4).toString("latin1")).toBe("%PDF");
    }
    expect((await visitor.get(url)).statusCode).toBe(401);
    const byOther = await other.client.get(url);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toEqual({ message: "Order not found." });
    expect((await buyer.client.get("/api/services/orders/2147483647/invoice")).statusCode).toBe(404);
  });

  it("keeps the invoice when a paid order is cancelled (the refund is recorded for manual payments)", async () => {
    const order = await awaitingOrder();
    await markPaid(order.id, "BANK-CANCEL");
    const cancelled = await admin.client.post(`/api/admin/orders/${order.id}/transitions`, {
      action: "cancel",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().payment).toMatchObject({ status: "refunded", refundedAmount: 49_900 });
    expect(cancelled.json().invoice).not.toBeNull();
    const [state] = await ctx.db
      .select({ state: serviceOrders.state })
      .from(serviceOrders)
      .where(eq(serviceOrders.id, order.id));
    expect(state?.state).toBe("cancelled");
  });

  it("is part of the buyer's data export", async () => {
    const response = await buyer.client.get("/api/account/export");
    expect(response.statusCode).toBe(200);
    const invoices = response.json().invoices as { number: string; buyerName: string; orderId: number }[];
    expect(invoices.length).toBeGreaterThanOrEqual(6);
    expect(invoices[0]).toMatchObject({ buyerName: "Dana Reyes", currency: "usd" });
    expect(Object.keys(invoices[0] ?? {}).sort()).toEqual([
      "agencyName",
      "buyerCompany",
      "buyerName",
      "currency",
      "issuedAt",
      "lineDescription",
      "netAmount",
      "number",
      "orderId",
      "paymentReference",
      "taxAmount",
      "taxRateBasisPoints",
      "totalAmount",
    ]);
    expect((await other.client.get("/api/account/export")).json().invoices).toEqual([]);
  });
});

describe("STRIPE_API_URL", () => {
  it("becomes the host, port and protocol options of the Stripe client", () => {
    expect(stripeHostOptions(undefined)).toEqual({});
    expect(stripeHostOptions("http://127.0.0.1:4242")).toEqual({
      host: "127.0.0.1",
      port: 4242,
      protocol: "http",
    });
    expect(stripeHostOptions("https://stripe.example.test")).toEqual({
      host: "stripe.example.test",
      port: 443,
      protocol: "https",
    });
  });
});
