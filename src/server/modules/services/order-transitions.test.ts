import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AGENCY_ACTIONS,
  BUYER_ACTIONS,
  ORDER_STATES,
  type OrderAction,
  type OrderActor,
  type OrderState,
  STATUS_OF_STATE,
  transitionsFrom,
} from "../../../shared/contracts/order-process";
import { serviceOrders } from "../../db/schema";
import { insertService, insertServiceOrder } from "../../db/seed/factories";
import { bodyFor, future, orderInState, placeOrder } from "../../test/helpers/order-process-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

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

const place = (serviceId: number) => placeOrder(buyer.client, serviceId);
const buyerMove = (id: number, body: Record<string, unknown>, client = buyer.client) =>
  client.post(`/api/services/orders/${id}/transitions`, body);
const agencyMove = (id: number, body: Record<string, unknown>, client = admin.client) =>
  client.post(`/api/admin/orders/${id}/transitions`, body);
const orderIn = (state: OrderState) => orderInState(ctx.db, buyer.user.id, customService, state);

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
