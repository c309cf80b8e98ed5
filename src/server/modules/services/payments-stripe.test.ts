import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentWebhookEvents, serviceOrderEvents, servicePayments } from "../../db/schema";
import { insertService, insertServiceOrder } from "../../db/seed/factories";
import { startFakeStripe } from "../../test/fakes/fake-stripe-server";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

const WEBHOOK_SECRET = "whsec_test_netwise";
const signer = new Stripe("sk_test_signer");

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let ctx: TestContext;
let visitor: TestClient;
let buyer: SignedInMember;
let other: SignedInMember;
let admin: SignedInMember;
let service: number;
beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    authRateLimit: 1000,
    appUrl: "http://shop.netwise.test",
    payments: {
      provider: "stripe",
      secretKey: "sk_test_fake",
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    },
  });
  visitor = new TestClient(ctx.app);
  buyer = await signedInMember(ctx, { firstName: "Ana", lastName: "Lima" });
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
  service = (await insertService(ctx.db, { name: "Landing Page", category: "design", price: 69_900 })).id;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function awaitingOrder() {
  return insertServiceOrder(ctx.db, {
    userId: buyer.user.id,
    serviceId: service,
    totalAmount: 69_900,
    state: "awaiting_payment",
    status: "pending",
  });
}

/** Starts the buyer's checkout; answers the session id the fake made. */
async function checkout(orderId: number): Promise<string> {
  const response = await buyer.client.post(`/api/services/orders/${orderId}/checkout`);
  expect(response.statusCode).toBe(200);
  return String(response.json().url).split("/pay/")[1] ?? "";
}

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}`) {
  return JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", data: { object } });
}

function completed(sessionId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: sessionId,
    object: "checkout.session",
    payment_status: "paid",
    amount_total: 69_900,
    currency: "usd",
    payment_intent: `pi_for_${sessionId}`,
    ...overrides,
  };
}

async function deliver(
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  // Stripe sends no Origin and no cookie.
  return ctx.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload,
  });
}

async function orderOf(orderId: number) {
  return (await admin.client.get(`/api/services/orders/${orderId}`)).json();
}

describe("stripe checkout", () => {
  it("creates a Checkout Session for the order's amount and keeps it on the order's payment", async () => {
    const order = await awaitingOrder();
    const before = fake.requests.length;
    const response = await buyer.client.post(`/api/services/orders/${order.id}/checkout`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["provider", "url"]);
    expect(body.provider).toBe("stripe");
    expect(body.url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_\\d+$`));

    const request = fake.requests[before];
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      authorization: "Bearer sk_test_fake",
    });
    expect(request?.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "69900",
      "line_items[0][price_data][product_data][name]": "Landing Page",
      "metadata[orderId]": String(order.id),
      client_reference_id: String(order.id),
      customer_email: buyer.user.email,
      success_url: `http://shop.netwise.test/services/orders/${order.id}`,
      cancel_url: `http://shop.netwise.test/services/orders/${order.id}`,
    });
    const sessionId = String(body.url).split("/pay/")[1];
    const [payment] = await ctx.db
      .select()
      .from(servicePayments)
      .where(eq(servicePayments.orderId, order.id));
    expect(payment).toMatchObject({
      provider: "stripe",
      status: "pending",
      amount: 69_900,
      checkoutSessionId: sessionId,
    });
    // Coming back from Stripe is only a page load: the order still awaits the webhook.
    expect((await orderOf(order.id)).state).toBe("awaiting_payment");
  });

  it("answers 503 when Stripe cannot be reached, and stores nothing", async () => {
    const order = await awaitingOrder();
    fake.failNext(2);
    const response = await buyer.client.post(`/api/services/orders/${order.id}/checkout`);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/payment provider could not be reached/);
    expect(await ctx.db.select().from(servicePayments).where(eq(servicePayments.orderId, order.id))).toEqual(
      [],
    );
  });

  it("refuses the wrong actor or state", async () => {
    const order = await awaitingOrder();
    const url = `/api/services/orders/${order.id}/checkout`;
    expect((await visitor.post(url)).statusCode).toBe(401);
    expect((await other.client.post(url)).statusCode).toBe(404);
    expect((await admin.client.post(url)).statusCode).toBe(403);
    await admin.client.post(`/api/admin/orders/${order.id}/transitions`, { action: "cancel" });
    const cancelled = await buyer.client.post(url);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(
      "Only an order awaiting payment can be paid; this order is cancelled.",
    );
  });
});

describe("stripe webhook", () => {
  it("marks the order paid from checkout.session.completed, with an invoice, and ignores the replay", async () => {
    const order = await awaitingOrder();
    const sessionId = await checkout(order.id);
    const payload = event("checkout.session.completed", completed(sessionId));
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: "paid" });

    const paid = await orderOf(order.id);
    expect(paid.state).toBe("in_progress");
    expect(paid.payment).toMatchObject({
      provider: "stripe",
      status: "paid",
      amount: 69_900,
      reference: `pi_for_${sessionId}`,
    });
    expect(paid.invoice.number).toMatch(/^\d{4}-\d{4}$/);
    expect(paid.timeline.at(-1)).toMatchObject({
      state: "in_progress",
      actor: "system",
      note: `Payment reference pi_for_${sessionId}`,
    });

    const eventsBefore = await ctx.db
      .select()
      .from(serviceOrderEvents)
      .where(eq(serviceOrderEvents.orderId, order.id));
    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: "duplicate" });
    const eventsAfter = await ctx.db
      .select()
      .from(serviceOrderEvents)
      .where(eq(serviceOrderEvents.orderId, order.id));
    expect(eventsAfter).toEqual(eventsBefore);
    expect((await orderOf(order.id)).invoice).toEqual(paid.invoice);
    const stored = await ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, JSON.parse(payload).id));
    expect(stored).toMatchObject([
      { type: "checkout.session.completed", orderId: order.id, outcome: "paid" },
    ]);
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const order = await awaitingOrder();
    const sessionId = await checkout(order.id);
    const payload = event("checkout.session.completed", completed(sessionId));
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const bad = await deliver(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "The Stripe-Signature header does not match this body." });
    const tampered = await deliver(
      payload.replace("69900", "1"),
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(tampered.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "The Stripe-Signature header is missing." });
    expect((await orderOf(order.id)).state).toBe("awaiting_payment");
    expect(
      await ctx.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, JSON.parse(payload).id)),
    ).toEqual([]);
  });

  it("refuses an amount or currency that does not match the order (400), storing nothing", async () => {
    const order = await awaitingOrder();
    const sessionId = await checkout(order.id);
    for (const overrides of [{ amount_total: 100 }, { currency: "eur" }]) {
      const payload = event("checkout.session.completed", completed(sessionId, overrides));
      const response = await deliver(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`does not match order ${order.id}`));
      expect(
        await ctx.db
          .select()
          .from(paymentWebhookEvents)
          .where(eq(paymentWebhookEvents.eventId, JSON.parse(payload).id)),
      ).toEqual([]);
    }
    const after = await orderOf(order.id);
    expect(after.state).toBe("awaiting_payment");
    expect(after.payment).toMatchObject({ status: "pending" });
    expect(after.invoice).toBeNull();
  });

  it("answers 200 and ignores an unknown session or another event type", async () => {
    const unknown = await deliver(event("checkout.session.completed", completed("cs_test_nobody")));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, outcome: "ignored: unknown session" });
    const other = await deliver(event("customer.created", { id: "cus_1", object: "customer" }));
    expect(other.json()).toEqual({ received: true, outcome: "ignored: event type" });
  });

  it("refunds through the Stripe API when the agency cancels a paid order", async () => {
    const order = await awaitingOrder();
    const sessionId = await checkout(order.id);
    await deliver(event("checkout.session.completed", completed(sessionId)));
    const before = fake.requests.length;
    const cancelled = await admin.client.post(`/api/admin/orders/${order.id}/transitions`, {
      action: "cancel",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      state: "cancelled",
      payment: { status: "refunded", refundedAmount: 69_900 },
    });
    expect(fake.requests.slice(before)).toMatchObject([
      {
        method: "POST",
        path: "/v1/refunds",
        idempotencyKey: `refund-order-${order.id}`,
        form: { payment_intent: `pi_for_${sessionId}`, "metadata[orderId]": String(order.id) },
      },
    ]);
    // Stripe's charge.refunded for that refund then finds the order already cancelled.
    const echo = await deliver(
      event("charge.refunded", {
        id: "ch_1",
        object: "charge",
        payment_intent: `pi_for_${sessionId}`,
        refunded: true,
        amount_refunded: 69_900,
      }),
    );
    expect(echo.json()).toEqual({ received: true, outcome: "refund recorded" });
    expect((await orderOf(order.id)).state).toBe("cancelled");
  });

  it("keeps a paid order as it was when the refund fails at Stripe", async () => {
    const order = await awaitingOrder();
    const sessionId = await checkout(order.id);
    await deliver(event("checkout.session.completed", completed(sessionId)));
    fake.failNext(2);
    const cancelled = await admin.client.post(`/api/admin/orders/${order.id}/transitions`, {
      action: "cancel",
    });
    expect(cancelled.statusCode).toBe(503);
    const after = await orderOf(order.id);
    expect(after.state).toBe("in_progress");
    expect(after.payment.status).toBe("paid");
  });

  it("records charge.refunded from Stripe's dashboard: the order is refunded by the system", async () => {
    const order = await awaitingOrder();
    const sessionId = await checkout(order.id);
    await deliver(event("checkout.session.completed", completed(sessionId)));
    const refunded = await deliver(
      event("charge.refunded", {
        id: "ch_2",
        object: "charge",
        payment_intent: `pi_for_${sessionId}`,
        refunded: true,
        amount_refunded: 69_900,
      }),
    );
    expect(refunded.json()).toEqual({ received: true, outcome: "refunded" });
    const after = await orderOf(order.id);
    expect(after.state).toBe("refunded");
    expect(after.payment).toMatchObject({ status: "refunded", refundedAmount: 69_900 });
    expect(after.timeline.at(-1)).toMatchObject({ state: "refunded", actor: "system" });
  });
});
