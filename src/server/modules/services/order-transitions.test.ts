import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AGENCY_ACTIONS,
  BUYER_ACTIONS,
  MAX_CHANGE_REQUESTS,
  ORDER_STATES,
  type OrderAction,
  type OrderActor,
  type OrderState,
  PAID_STATES,
  STATUS_OF_STATE,
  transitionsFrom,
} from "../../../shared/contracts/order-process";
import { adminAuditLog, serviceOrders, servicePayments } from "../../db/schema";
import { insertService, insertServiceOrder } from "../../db/seed/factories";
import { keysOf } from "../../test/helpers/services-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { autoCompleteDeliveredOrders, orderAutoCompleteTask } from "./order-auto-complete";

let ctx: TestContext;
let visitor: TestClient;
let buyer: SignedInMember;
let other: SignedInMember;
let admin: SignedInMember;
let customService: number;
let fixedService: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  buyer = await signedInMember(ctx, { firstName: "Dana", lastName: "Reyes" });
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
  customService = (await insertService(ctx.db, { name: "Custom Web App", category: "development", price: 0 }))
    .id;
  fixedService = (await insertService(ctx.db, { name: "SEO Audit", category: "seo", price: 49_900 })).id;
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const future = (days = 7) => new Date(Date.now() + days * DAY).toISOString();

const ORDER_DETAIL_KEYS = [
  "actions",
  "amount",
  "buyer",
  "changeRequestsLeft",
  "completedAt",
  "currency",
  "deliveredAt",
  "desiredCompletionDate",
  "id",
  "invoice",
  "orderDate",
  "payment",
  "projectDescription",
  "projectName",
  "quote",
  "requirements",
  "service",
  "state",
  "status",
  "timeline",
];

async function place(serviceId: number) {
  const response = await buyer.client.post("/api/services/orders", {
    serviceId,
    projectName: "Clinic site",
    projectDescription: "A booking site for our dental clinic.",
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const buyerMove = (id: number, body: Record<string, unknown>, client = buyer.client) =>
  client.post(`/api/services/orders/${id}/transitions`, body);
const agencyMove = (id: number, body: Record<string, unknown>, client = admin.client) =>
  client.post(`/api/admin/orders/${id}/transitions`, body);

/** What each action needs in its body, so that only the state and the actor decide. */
function bodyFor(action: OrderAction): Record<string, unknown> {
  switch (action) {
    case "quote":
      return { action, amount: 120_000, expiresAt: future() };
    case "mark_paid":
      return { action, reference: "BANK-42" };
    case "deliver":
      return { action, note: "Here is the site." };
    case "resolve_dispute":
      return { action, outcome: "completed" };
    default:
      return { action };
  }
}

/** An order of the custom-price service put straight into `state`, with what that state implies. */
async function orderIn(state: OrderState) {
  const quoted = state !== "requested";
  const order = await insertServiceOrder(ctx.db, {
    userId: buyer.user.id,
    serviceId: customService,
    state,
    status: STATUS_OF_STATE[state],
    totalAmount: quoted && state !== "quoted" ? 120_000 : 0,
    quoteAmount: quoted ? 120_000 : null,
    quoteExpiresAt: quoted ? new Date(Date.now() + 7 * DAY) : null,
    deliveryDate: state === "delivered" ? new Date() : null,
  });
  if (PAID_STATES.includes(state)) {
    await ctx.db.insert(servicePayments).values({
      orderId: order.id,
      provider: "manual",
      status: "paid",
      amount: 120_000,
      currency: "usd",
      reference: "BANK-1",
      paidAt: new Date(),
    });
  }
  return order.id;
}

describe("the declared process, walked state by state", () => {
  const cases: [OrderState, OrderActor, OrderAction][] = [];
  for (const state of ORDER_STATES) {
    for (const action of BUYER_ACTIONS) cases.push([state, "buyer", action]);
    for (const action of AGENCY_ACTIONS) cases.push([state, "agency", action]);
  }

  it.each(cases)(
    "from %s, the %s's %s is made or refused as the table says",
    async (state, actor, action) => {
      const id = await orderIn(state);
      const response =
        actor === "buyer" ? await buyerMove(id, bodyFor(action)) : await agencyMove(id, bodyFor(action));
      const transition = transitionsFrom(state, actor).find(
        (t) => t.action === action && (t.outcome === undefined || t.outcome === "completed"),
      );
      if (transition) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          id,
          state: transition.to,
          status: STATUS_OF_STATE[transition.to],
        });
        expect(response.json().timeline.at(-1)).toMatchObject({ state: transition.to, actor });
      } else {
        expect(response.statusCode).toBe(409);
        const allowed = [...new Set(transitionsFrom(state, actor).map((t) => t.action))];
        expect(response.json().message).toContain(
          `Allowed for the ${actor} now: ${allowed.length ? allowed.join(", ") : "nothing"}.`,
        );
        const [stored] = await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
        expect(stored?.state).toBe(state);
      }
    },
  );

  it.each([...BUYER_ACTIONS, ...AGENCY_ACTIONS])(
    "another member's %s is answered 404 on the buyer's route and 403 on the agency's",
    async (action) => {
      const id = await orderIn("delivered");
      expect((await buyerMove(id, { action }, other.client)).statusCode).toBe(404);
      expect((await agencyMove(id, bodyFor(action), other.client)).statusCode).toBe(403);
      expect((await agencyMove(id, bodyFor(action), buyer.client)).statusCode).toBe(403);
      expect((await buyerMove(id, { action }, visitor)).statusCode).toBe(401);
      expect((await agencyMove(id, bodyFor(action), visitor)).statusCode).toBe(401);
      // An admin who is not the buyer answers from the agency's side.
      expect((await buyerMove(id, { action }, admin.client)).statusCode).toBe(403);
      const [stored] = await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
      expect(stored?.state).toBe("delivered");
    },
  );
});

describe("a custom-quote order from request to completion", () => {
  it("is quoted, accepted, paid, delivered, sent back and accepted, each step on the timeline", async () => {
    const id = await place(customService);
    const start = await buyer.client.get(`/api/services/orders/${id}`);
    expect(start.statusCode).toBe(200);
    expect(keysOf(start.json())).toEqual(ORDER_DETAIL_KEYS);
    expect(start.json()).toMatchObject({
      id,
      service: { id: customService, name: "Custom Web App", category: "development", price: 0 },
      buyer: { id: buyer.user.id, name: "Dana Reyes" },
      state: "requested",
      status: "pending",
      amount: null,
      currency: "usd",
      quote: null,
      payment: null,
      projectName: "Clinic site",
      changeRequestsLeft: MAX_CHANGE_REQUESTS,
      actions: { buyer: ["cancel"], agency: ["quote", "cancel"] },
    });
    expect(start.json().timeline).toEqual([
      { state: "requested", actor: "buyer", at: expect.any(String), note: null },
    ]);

    // The quote needs an amount and a future expiry.
    expect((await agencyMove(id, { action: "quote", expiresAt: future() })).statusCode).toBe(400);
    expect((await agencyMove(id, { action: "quote", amount: 100 })).statusCode).toBe(400);
    expect((await agencyMove(id, { action: "quote", amount: 10.5, expiresAt: future() })).statusCode).toBe(
      400,
    );
    expect((await agencyMove(id, { action: "quote", amount: 0, expiresAt: future() })).statusCode).toBe(400);
    const past = await agencyMove(id, { action: "quote", amount: 100, expiresAt: future(-1) });
    expect(past.statusCode).toBe(400);
    expect((await agencyMove(id, { action: "fly" })).statusCode).toBe(400);
    expect((await agencyMove(id, { action: "cancel", surprise: 1 })).statusCode).toBe(400);

    const expiresAt = future(10);
    const quoted = await agencyMove(id, {
      action: "quote",
      amount: 180_000,
      expiresAt,
      note: "Two rounds included",
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      state: "quoted",
      status: "pending",
      amount: null,
      quote: { amount: 180_000, expiresAt },
      actions: { buyer: ["accept_quote", "cancel"], agency: ["quote", "cancel"] },
    });

    // Only the buyer and admins see it.
    expect((await other.client.get(`/api/services/orders/${id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/services/orders/${id}`)).statusCode).toBe(401);
    expect((await admin.client.get(`/api/services/orders/${id}`)).json().state).toBe("quoted");
    expect((await buyer.client.get("/api/services/orders/2000000000")).statusCode).toBe(404);
    expect((await buyer.client.get("/api/services/orders/abc")).statusCode).toBe(400);

    const accepted = await buyerMove(id, { action: "accept_quote" });
    expect(accepted.json()).toMatchObject({ state: "awaiting_payment", amount: 180_000 });

    expect((await agencyMove(id, { action: "mark_paid" })).statusCode).toBe(400);
    const paid = await agencyMove(id, { action: "mark_paid", reference: "BANK-2026-001" });
    expect(paid.json()).toMatchObject({
      state: "in_progress",
      status: "in_progress",
      payment: {
        provider: "manual",
        status: "paid",
        amount: 180_000,
        currency: "usd",
        reference: "BANK-2026-001",
      },
    });
    const buyerCancel = await buyerMove(id, { action: "cancel" });
    expect(buyerCancel.statusCode).toBe(409);
    expect(buyerCancel.json().message).toBe(
      "The buyer cannot cancel an order that is in_progress. Allowed for the buyer now: nothing.",
    );

    expect((await agencyMove(id, { action: "deliver" })).statusCode).toBe(400);
    for (let round = 1; round <= MAX_CHANGE_REQUESTS; round += 1) {
      expect((await agencyMove(id, { action: "deliver", note: `Version ${round}` })).json().state).toBe(
        "delivered",
      );
      const back = await buyerMove(id, { action: "request_changes", note: "Bigger logo" });
      expect(back.json()).toMatchObject({
        state: "changes_requested",
        changeRequestsLeft: MAX_CHANGE_REQUESTS - round,
      });
    }
    const last = await agencyMove(id, { action: "deliver", note: "Final version" });
    expect(last.json().actions.buyer).toEqual(["accept_delivery", "dispute"]);
    const tooMany = await buyerMove(id, { action: "request_changes" });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/already requested 3 times/);

    const done = await buyerMove(id, { action: "accept_delivery", note: "Lovely" });
    expect(done.json()).toMatchObject({
      state: "completed",
      status: "completed",
      actions: { buyer: [], agency: [] },
    });
    expect(done.json().completedAt).not.toBeNull();
    expect(
      done.json().timeline.map((e: { state: string; actor: string }) => `${e.state}:${e.actor}`),
    ).toEqual([
      "requested:buyer",
      "quoted:agency",
      "awaiting_payment:buyer",
      "in_progress:agency",
      "delivered:agency",
      "changes_requested:buyer",
      "delivered:agency",
      "changes_requested:buyer",
      "delivered:agency",
      "changes_requested:buyer",
      "delivered:agency",
      "completed:buyer",
    ]);
    expect(done.json().timeline[1].note).toMatch(/Two rounds included/);
    expect(done.json().timeline.at(-1).note).toBe("Lovely");
    // The seed's list shows the mapped status.
    const listed = (await buyer.client.get("/api/services/orders?limit=50")).json().orders;
    expect(listed.find((o: { id: number }) => o.id === id).status).toBe("completed");

    const audit = await ctx.db
      .select({ action: adminAuditLog.action, details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "service_order"), eq(adminAuditLog.targetId, String(id))));
    expect(audit[0]).toEqual({
      action: "service_order.transition",
      details: { action: "quote", from: "requested", to: "quoted" },
    });
  });

  it("refuses an expired quote with 409 until the agency quotes again", async () => {
    const id = await place(customService);
    await agencyMove(id, { action: "quote", amount: 50_000, expiresAt: future(1) });
    await ctx.db
      .update(serviceOrders)
      .set({ quoteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceOrders.id, id));
    expect((await buyer.client.get(`/api/services/orders/${id}`)).json().actions.buyer).toEqual(["cancel"]);
    const expired = await buyerMove(id, { action: "accept_quote" });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/quote expired/);
    await agencyMove(id, { action: "quote", amount: 55_000, expiresAt: future(5) });
    expect((await buyerMove(id, { action: "accept_quote" })).json()).toMatchObject({
      state: "awaiting_payment",
      amount: 55_000,
    });
  });
});

describe("fixed-price orders, cancellations, disputes and refunds", () => {
  it("starts a fixed-price order awaiting payment; it needs no quote and the buyer may cancel it", async () => {
    const id = await place(fixedService);
    const order = (await buyer.client.get(`/api/services/orders/${id}`)).json();
    expect(order).toMatchObject({ state: "awaiting_payment", status: "pending", amount: 49_900 });
    expect(order.timeline.map((e: { state: string }) => e.state)).toEqual(["requested", "awaiting_payment"]);
    const quote = await agencyMove(id, { action: "quote", amount: 1, expiresAt: future() });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toMatch(/cannot quote/);
    const cancelled = await buyerMove(id, { action: "cancel" });
    expect(cancelled.json()).toMatchObject({ state: "cancelled", status: "cancelled", payment: null });
  });

  it("refuses a quote for a requested fixed-price order with the reason", async () => {
    const order = await insertServiceOrder(ctx.db, {
      userId: buyer.user.id,
      serviceId: fixedService,
      state: "requested",
      status: "pending",
    });
    const quote = await agencyMove(order.id, { action: "quote", amount: 1, expiresAt: future() });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toBe("This service has a fixed price: it needs no quote.");
  });

  it("lets the agency cancel a paid order, refunding what was paid", async () => {
    const id = await orderIn("in_progress");
    const cancelled = await agencyMove(id, { action: "cancel", note: "We cannot take this on" });
    expect(cancelled.json()).toMatchObject({
      state: "cancelled",
      status: "cancelled",
      payment: { status: "refunded", refundedAmount: 120_000 },
    });
  });

  it("resolves a dispute as completed or refunded", async () => {
    const first = await orderIn("delivered");
    expect((await buyerMove(first, { action: "dispute", note: "Not what we agreed" })).json().state).toBe(
      "disputed",
    );
    expect((await agencyMove(first, { action: "resolve_dispute" })).statusCode).toBe(400);
    expect((await agencyMove(first, { action: "resolve_dispute", outcome: "completed" })).json().state).toBe(
      "completed",
    );

    const second = await orderIn("delivered");
    await buyerMove(second, { action: "dispute" });
    const refunded = await agencyMove(second, { action: "resolve_dispute", outcome: "refunded" });
    expect(refunded.json()).toMatchObject({
      state: "refunded",
      status: "cancelled",
      payment: { status: "refunded", refundedAmount: 120_000 },
    });
  });
});

describe("automatic completion 14 days after delivery", () => {
  it("completes deliveries older than 14 days as the system, and leaves newer ones", async () => {
    const old = await orderIn("delivered");
    const recent = await orderIn("delivered");
    await ctx.db
      .update(serviceOrders)
      .set({ deliveryDate: new Date(Date.now() - 15 * DAY) })
      .where(eq(serviceOrders.id, old));
    await ctx.db
      .update(serviceOrders)
      .set({ deliveryDate: new Date(Date.now() - 13 * DAY) })
      .where(eq(serviceOrders.id, recent));
    expect(await autoCompleteDeliveredOrders(ctx.db, ctx.outbox)).toBeGreaterThanOrEqual(1);
    const oldOrder = (await buyer.client.get(`/api/services/orders/${old}`)).json();
    expect(oldOrder).toMatchObject({ state: "completed", status: "completed" });
    expect(oldOrder.timeline.at(-1)).toMatchObject({ state: "completed", actor: "system" });
    expect((await buyer.client.get(`/api/services/orders/${recent}`)).json().state).toBe("delivered");
  });

  it("is a pg-boss schedule, hourly", () => {
    expect(orderAutoCompleteTask(ctx.db, ctx.outbox)).toMatchObject({
      name: "order-auto-complete",
      everyMs: 3_600_000,
    });
  });
});
