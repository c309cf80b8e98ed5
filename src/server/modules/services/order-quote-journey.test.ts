import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CHANGE_REQUESTS } from "../../../shared/contracts/order-process";
import { adminAuditLog, serviceOrders } from "../../db/schema";
import { insertService } from "../../db/seed/factories";
import { future, placeOrder } from "../../test/helpers/order-process-test-helpers";
import { keysOf } from "../../test/helpers/services-test-helpers";
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
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  buyer = await signedInMember(ctx, { firstName: "Dana", lastName: "Reyes" });
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
  customService = (await insertService(ctx.db, { name: "Custom Web App", category: "development", price: 0 }))
    .id;
});
afterAll(() => ctx.close());

const place = (serviceId: number) => placeOrder(buyer.client, serviceId);
const buyerMove = (id: number, body: Record<string, unknown>, client = buyer.client) =>
  client.post(`/api/services/orders/${id}/transitions`, body);
const agencyMove = (id: number, body: Record<string, unknown>, client = admin.client) =>
  client.post(`/api/admin/orders/${id}/transitions`, body);

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
