import { and, eq, sql } from "drizzle-orm";
import type { OrderListQuery, PlaceOrderInput } from "../../../shared/contracts/services";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, splitPage } from "../../db/keyset-cursor";
import { serviceOrderEvents, serviceOrders, services, type UserRow } from "../../db/schema";
import { notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { enqueueAutomationEvent } from "../automation/automation-events";
import { memberOrderColumns, orderEventPayload, toMemberOrder } from "./order-query";
import { applyTransition, initialState, ORDER_NOT_FOUND } from "./order-transitions";
import { activeServicesWithRatings } from "./service-ratings";

export const SERVICE_UNAVAILABLE = "This service is not available to order.";
export { ORDER_NOT_FOUND };

/** GET /api/services: the active catalogue. */
export async function listActiveServices(db: Database) {
  return activeServicesWithRatings(db);
}

/**
 * POST /api/services/order(s): the order at the service's own price, and its automation event, in one
 * transaction, so an order never exists without the event that reports it (nor the reverse).
 */
export async function placeOrder(
  db: Database,
  outbox: Outbox,
  config: Pick<Config, "paymentsCurrency">,
  member: SessionUser,
  input: PlaceOrderInput,
) {
  return db.transaction(async (tx) => {
    const [service] = await tx
      .select({
        id: services.id,
        name: services.name,
        category: services.category,
        price: services.price,
        isActive: services.isActive,
        ghlWorkflowId: services.ghlWorkflowId,
      })
      .from(services)
      .where(eq(services.id, input.serviceId))
      .limit(1);
    if (!service?.isActive) throw notFound(SERVICE_UNAVAILABLE);

    const [order] = await tx
      .insert(serviceOrders)
      .values({
        userId: member.id,
        serviceId: service.id,
        totalAmount: service.price,
        projectName: input.projectName,
        projectDescription: input.projectDescription,
        requirements: input.requirements,
        desiredCompletionDate: input.desiredCompletionDate,
        ghlWorkflowId: service.ghlWorkflowId,
        state: initialState(service.price),
        status: "pending",
        currency: config.paymentsCurrency,
      })
      .returning();
    if (!order) throw new Error("Insert returned no order");
    await tx.insert(serviceOrderEvents).values([
      { orderId: order.id, state: "requested", actor: "buyer", actorId: member.id, at: order.orderDate },
      ...(order.state === "awaiting_payment"
        ? [
            {
              orderId: order.id,
              state: "awaiting_payment",
              actor: "system",
              note: "Fixed price: ready for payment",
              at: order.orderDate,
            },
          ]
        : []),
    ]);

    await enqueueAutomationEvent(tx, outbox, {
      subject: "service_order",
      subjectId: order.id,
      type: "service_order.placed",
      payload: orderEventPayload(order, service, member),
    });
    return toMemberOrder(order, service.name);
  });
}

/** GET /api/services/orders: the member's own orders, newest first, a keyset page at a time. */
export async function listMemberOrders(db: Database, member: Pick<UserRow, "id">, query: OrderListQuery) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({ ...memberOrderColumns, cursorAt: cursorTimestamp(serviceOrders.orderDate) })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .where(
      and(
        eq(serviceOrders.userId, member.id),
        after
          ? sql`(${serviceOrders.orderDate}, ${serviceOrders.id}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(serviceOrders.orderDate, serviceOrders.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { orders: page.map(({ cursorAt: _cursorAt, ...order }) => order), nextCursor };
}

/**
 * POST /api/services/orders/{id}/cancel: a member withdraws their own order before paying (the
 * process's buyer `cancel`). Someone else's order is answered exactly like a missing one.
 */
export async function cancelOwnOrder(db: Database, outbox: Outbox, member: SessionUser, orderId: number) {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: serviceOrders.id })
      .from(serviceOrders)
      .where(and(eq(serviceOrders.id, orderId), eq(serviceOrders.userId, member.id)))
      .limit(1);
    if (!owned) throw notFound(ORDER_NOT_FOUND);
    const { order } = await applyTransition(
      tx,
      outbox,
      orderId,
      { action: "cancel" },
      { actor: "buyer", actorId: member.id },
    );
    const [service] = await tx
      .select({ name: services.name })
      .from(services)
      .where(eq(services.id, order.serviceId))
      .limit(1);
    return toMemberOrder(order, service?.name ?? "");
  });
}
