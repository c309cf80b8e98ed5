import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderState } from "../../../shared/contracts/order-process";
import { serviceOrders } from "../../db/schema";
import { insertService } from "../../db/seed/factories";
import { DAY, orderInState } from "../../test/helpers/order-process-test-helpers";
import { createTestApp, type SignedInMember, signedInMember, type TestContext } from "../../test/test-app";
import { autoCompleteDeliveredOrders, orderAutoCompleteTask } from "./order-auto-complete";

let ctx: TestContext;
let buyer: SignedInMember;
let customService: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  buyer = await signedInMember(ctx, { firstName: "Dana", lastName: "Reyes" });
  customService = (await insertService(ctx.db, { name: "Custom Web App", category: "development", price: 0 }))
    .id;
});
afterAll(() => ctx.close());

const orderIn = (state: OrderState) => orderInState(ctx.db, buyer.user.id, customService, state);

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
