import { and, eq, sql } from "drizzle-orm";
import { type AdminOrderListQuery, canMoveOrder, type OrderStatus } from "../../../shared/contracts/services";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, splitPage } from "../../db/keyset-cursor";
import { serviceOrderEvents, serviceOrders, services, users } from "../../db/schema";
import { conflict, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { enqueueAutomationEvent } from "../automation/automation-events";
import { createNotification } from "../notifications/create-notification";
import { memberOrderColumns, orderEventPayload } from "./order-query";
import { ORDER_NOT_FOUND, orderPagePath } from "./order-transitions";

const adminOrderColumns = {
  ...memberOrderColumns,
  serviceId: serviceOrders.serviceId,
  serviceCategory: services.category,
  automationStatus: serviceOrders.automationStatus,
  completedDate: serviceOrders.completedDate,
  state: serviceOrders.state,
  customerId: users.id,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  customerEmail: users.email,
  customerUsername: users.username,
  serviceWorkflowId: services.ghlWorkflowId,
};

type CustomerColumns = {
  customerId: number;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerUsername: string;
  serviceWorkflowId: string | null;
};

function toAdminOrder<T extends CustomerColumns>(row: T) {
  const {
    customerId,
    customerFirstName,
    customerLastName,
    customerEmail,
    customerUsername,
    serviceWorkflowId: _serviceWorkflowId,
    ...order
  } = row;
  return {
    ...order,
    customer: {
      id: customerId,
      name: `${customerFirstName} ${customerLastName}`.trim(),
      email: customerEmail,
      username: customerUsername,
    },
  };
}

function adminOrderQuery(db: DbExecutor) {
  return db
    .select({ ...adminOrderColumns, cursorAt: cursorTimestamp(serviceOrders.orderDate) })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .innerJoin(users, eq(users.id, serviceOrders.userId));
}

/** GET /api/admin/orders: every member's orders, newest first, optionally of one status. */
export async function listAdminOrders(db: Database, query: AdminOrderListQuery) {
  const after = decodeDateCursor(query.cursor);
  const rows = await adminOrderQuery(db)
    .where(
      and(
        query.status ? eq(serviceOrders.status, query.status) : undefined,
        after
          ? sql`(${serviceOrders.orderDate}, ${serviceOrders.id}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(serviceOrders.orderDate, serviceOrders.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { orders: page.map(({ cursorAt: _cursorAt, ...row }) => toAdminOrder(row)), nextCursor };
}

/**
 * PATCH /api/admin/orders/{id}/status: pending → in_progress → completed, or cancelled before it is
 * done. The change, its audit entry and its automation event land together or not at all.
 */
export async function updateOrderStatus(
  db: Database,
  outbox: Outbox,
  admin: SessionUser,
  orderId: number,
  status: OrderStatus,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: serviceOrders.status })
      .from(serviceOrders)
      .where(eq(serviceOrders.id, orderId))
      .for("update");
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (current.status === status) throw conflict(`The order is already ${status.replace("_", " ")}.`);
    if (!canMoveOrder(current.status, status)) {
      throw conflict(
        `An order that is ${current.status.replace("_", " ")} cannot become ${status.replace("_", " ")}.`,
      );
    }

    const [order] = await tx
      .update(serviceOrders)
      .set({ status, state: status, completedDate: status === "completed" ? new Date() : null })
      .where(eq(serviceOrders.id, orderId))
      .returning();
    if (!order) throw notFound(ORDER_NOT_FOUND);
    // The seed's direct status change, kept for its screens: the process state follows it, on the timeline.
    await tx.insert(serviceOrderEvents).values({
      orderId,
      state: status,
      action: "status_change",
      actor: "agency",
      actorId: admin.id,
      note: `Status set to ${status.replace("_", " ")}`,
    });

    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "service_order.status_change",
      targetType: "service_order",
      targetId: order.id,
      details: { from: current.status, to: status },
    });
    const [row] = await adminOrderQuery(tx).where(eq(serviceOrders.id, order.id)).limit(1);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    await createNotification(tx, outbox, {
      recipientId: row.customerId,
      type: "order_status",
      actorId: null,
      subjectId: order.id,
      link: orderPagePath(order.id),
      data: { serviceName: row.serviceName, status },
    });
    await enqueueAutomationEvent(tx, outbox, {
      subject: "service_order",
      subjectId: order.id,
      type: "service_order.status_changed",
      payload: orderEventPayload(
        order,
        {
          id: row.serviceId,
          name: row.serviceName,
          category: row.serviceCategory,
          ghlWorkflowId: row.serviceWorkflowId,
        },
        {
          id: row.customerId,
          firstName: row.customerFirstName,
          lastName: row.customerLastName,
          email: row.customerEmail,
        },
        { previousStatus: current.status, changedBy: "admin" },
      ),
    });
    // Read again so the answer carries the automation status the event just set.
    const [updated] = await adminOrderQuery(tx).where(eq(serviceOrders.id, order.id)).limit(1);
    if (!updated) throw notFound(ORDER_NOT_FOUND);
    const { cursorAt: _cursorAt, ...fields } = updated;
    return toAdminOrder(fields);
  });
}
