import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceOrders } from "../../db/schema";
import { insertService } from "../../db/seed/factories";
import { eventually, startWebhookReceiver } from "../../test/fakes/webhook-receiver";
import { utcDate } from "../../test/helpers/services-test-helpers";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const automationStatus = async (ctx: TestContext, id: number) =>
  (await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.id, id)))[0]?.automationStatus;

describe("an order's automation event", () => {
  let ctx: TestContext;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(() => ({
      status: 200,
      body: JSON.stringify({ contactId: "c-77" }),
    }));
    ctx = await createTestApp({
      authRateLimit: 1000,
      automationWorker: true,
      automationWebhookUrl: receiver.url,
      automationWebhookSecret: "orders-secret",
    });
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  const deliveriesFor = (orderId: number) =>
    receiver.deliveries
      .map((delivery) => JSON.parse(delivery.body))
      .filter((body) => body.subject?.type === "service_order" && body.subject.id === orderId);

  it("is delivered when the order is placed, and the order's automationStatus follows the delivery", async () => {
    const service = await insertService(ctx.db, {
      name: "Local SEO Package",
      category: "seo",
      price: 69_900,
    });
    const { user, client } = await signedInMember(ctx, { firstName: "Dana", lastName: "Reyes" });
    const placed = await client.post("/api/services/orders", {
      serviceId: service.id,
      projectName: "Clinic Local SEO",
      projectDescription: "Be found by patients nearby.",
      desiredCompletionDate: utcDate(20),
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;

    await eventually(async () => (await automationStatus(ctx, orderId)) === "sent");
    const [delivery] = deliveriesFor(orderId);
    expect(delivery?.type).toBe("service_order.placed");
    expect(delivery?.data).toMatchObject({
      orderId,
      status: "pending",
      totalAmount: 69_900,
      currency: "USD",
      projectName: "Clinic Local SEO",
      projectDescription: "Be found by patients nearby.",
      requirements: "No specific requirements provided",
      desiredCompletionDate: utcDate(20),
      service: { id: service.id, name: "Local SEO Package", category: "seo" },
      customer: { id: user.id, firstName: "Dana", lastName: "Reyes", email: user.email },
    });
    const [row] = await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.id, orderId));
    expect(row?.ghlContactId).toBe("c-77");
  });

  it("is delivered again when the member cancels, so the follow-up e-mails stop", async () => {
    const service = await insertService(ctx.db);
    const { client } = await signedInMember(ctx);
    const placed = await client.post("/api/services/order", {
      serviceId: service.id,
      projectName: "Short-lived",
      projectDescription: "Will be cancelled.",
    });
    const orderId = placed.json().id as number;
    await eventually(async () => deliveriesFor(orderId).length === 1);
    expect((await client.post(`/api/services/orders/${orderId}/cancel`)).statusCode).toBe(200);
    await eventually(async () => deliveriesFor(orderId).length === 2);
    expect(deliveriesFor(orderId)[1]).toMatchObject({
      type: "service_order.status_changed",
      data: { status: "cancelled", previousStatus: "pending", changedBy: "member" },
    });
  });
});
