import { asc, eq } from "drizzle-orm";
import type { OrderActor, OrderState } from "../../../shared/contracts/order-process";
import { MAX_CHANGE_REQUESTS } from "../../../shared/contracts/order-process";
import type { AgencyTransitionInput } from "../../../shared/contracts/service-orders";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { serviceOrderEvents, serviceOrders, servicePayments, services, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { invoiceSummary } from "./invoice.service";
import {
  applyTransition,
  availableActions,
  ORDER_NOT_FOUND,
  type TransitionContext,
} from "./order-transitions";

export const AGENCY_SIDE_ONLY = "You answer as the agency from the admin Orders tab.";

/** Who may read an order: its buyer and the admins; anyone else is told it does not exist. */
export async function orderForViewer(db: DbExecutor, viewer: SessionUser, orderId: number) {
  const [row] = await db
    .select({ id: serviceOrders.id, userId: serviceOrders.userId })
    .from(serviceOrders)
    .where(eq(serviceOrders.id, orderId))
    .limit(1);
  if (!row || (row.userId !== viewer.id && viewer.role !== "admin")) throw notFound(ORDER_NOT_FOUND);
  return { ...row, isBuyer: row.userId === viewer.id };
}

/** GET /api/services/orders/{id}: the order page, for its buyer or an admin. */
export async function getOrderDetail(db: DbExecutor, viewer: SessionUser, orderId: number) {
  await orderForViewer(db, viewer, orderId);
  return readOrderDetail(db, orderId);
}

/** The order page's data: the order, its service and buyer, the timeline, the payment, what may be done. */
export async function readOrderDetail(db: DbExecutor, orderId: number, now = new Date()) {
  const [row] = await db
    .select({
      order: serviceOrders,
      service: { id: services.id, name: services.name, category: services.category, price: services.price },
      buyer: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .innerJoin(users, eq(users.id, serviceOrders.userId))
    .where(eq(serviceOrders.id, orderId))
    .limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [timeline, [payment], invoice] = await Promise.all([
    db
      .select({
        state: serviceOrderEvents.state,
        actor: serviceOrderEvents.actor,
        at: serviceOrderEvents.at,
        note: serviceOrderEvents.note,
      })
      .from(serviceOrderEvents)
      .where(eq(serviceOrderEvents.orderId, orderId))
      .orderBy(asc(serviceOrderEvents.at), asc(serviceOrderEvents.id)),
    db.select().from(servicePayments).where(eq(servicePayments.orderId, orderId)).limit(1),
    invoiceSummary(db, orderId),
  ]);
  const { order, service, buyer } = row;
  const locked = { order, servicePrice: service.price };
  const quoteStands = order.quoteAmount !== null && order.quoteExpiresAt !== null;
  return {
    id: order.id,
    service,
    buyer: { id: buyer.id, name: `${buyer.firstName} ${buyer.lastName}`.trim() },
    state: order.state as OrderState,
    status: order.status,
    amount: order.totalAmount > 0 ? order.totalAmount : null,
    currency: order.currency,
    quote:
      quoteStands && order.quoteAmount !== null && order.quoteExpiresAt !== null
        ? { amount: order.quoteAmount, expiresAt: order.quoteExpiresAt }
        : null,
    projectName: order.projectName,
    projectDescription: order.projectDescription,
    requirements: order.requirements,
    desiredCompletionDate: order.desiredCompletionDate,
    orderDate: order.orderDate,
    deliveredAt: order.deliveryDate,
    completedAt: order.completedDate,
    changeRequestsLeft: Math.max(0, MAX_CHANGE_REQUESTS - order.changeRequests),
    timeline: timeline.map((entry) => ({
      ...entry,
      state: entry.state as OrderState,
      actor: entry.actor as OrderActor,
    })),
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status as "pending" | "paid" | "refunded",
          amount: payment.amount,
          currency: payment.currency,
          reference: payment.reference,
          paidAt: payment.paidAt,
          refundedAmount: payment.refundedAmount,
          refundedAt: payment.refundedAt,
        }
      : null,
    invoice,
    actions: {
      buyer: availableActions(locked, "buyer", now),
      agency: availableActions(locked, "agency", now),
    },
  };
}

/**
 * POST /api/services/orders/{id}/transitions: the buyer moves their own order. An admin who is not the
 * buyer is sent to the agency's route; any other member is told the order does not exist.
 */
export async function buyerTransition(
  db: Database,
  outbox: Outbox,
  member: SessionUser,
  orderId: number,
  input: { action: AgencyTransitionInput["action"]; note: string | null },
  options: Pick<TransitionContext, "refund"> = {},
) {
  const access = await orderForViewer(db, member, orderId);
  if (!access.isBuyer) throw forbidden(AGENCY_SIDE_ONLY);
  await db.transaction(async (tx) => {
    await applyTransition(
      tx,
      outbox,
      orderId,
      { action: input.action, note: input.note },
      {
        actor: "buyer",
        actorId: member.id,
        ...options,
      },
    );
  });
  return readOrderDetail(db, orderId);
}

/** POST /api/admin/orders/{id}/transitions: the agency's move, in the audit log. */
export async function agencyTransition(
  db: Database,
  outbox: Outbox,
  admin: SessionUser,
  orderId: number,
  input: AgencyTransitionInput,
  options: Pick<TransitionContext, "refund"> = {},
) {
  await db.transaction(async (tx) => {
    const { from, to } = await applyTransition(tx, outbox, orderId, input, {
      actor: "agency",
      actorId: admin.id,
      ...options,
    });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "service_order.transition",
      targetType: "service_order",
      targetId: orderId,
      details: { action: input.action, from, to },
    });
  });
  return readOrderDetail(db, orderId);
}
