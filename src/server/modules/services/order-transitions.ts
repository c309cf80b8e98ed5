import { eq } from "drizzle-orm";
import {
  actionsFrom,
  MAX_CHANGE_REQUESTS,
  type OrderAction,
  type OrderActor,
  type OrderGuard,
  type OrderState,
  type OrderTransition,
  PAID_STATES,
  STATE_LABELS,
  STATUS_OF_STATE,
  transitionsFrom,
} from "../../../shared/contracts/order-process";
import type { DbExecutor } from "../../db/client";
import {
  type ServiceOrderRow,
  type ServicePaymentRow,
  serviceOrderEvents,
  serviceOrders,
  servicePayments,
  services,
  users,
} from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import type { Outbox } from "../../jobs/outbox";
import { enqueueAutomationEvent } from "../automation/automation-events";
import { createNotification } from "../notifications/create-notification";
import { issueInvoice } from "./invoice.service";
import { orderEventPayload } from "./order-query";

export const ORDER_NOT_FOUND = "Order not found.";

/** What a transition carries besides its action (the route's validated body). */
export type TransitionInput = {
  action: OrderAction;
  note?: string | null;
  amount?: number | undefined;
  expiresAt?: Date | undefined;
  reference?: string | undefined;
  outcome?: "completed" | "refunded" | undefined;
};

export type TransitionContext = {
  actor: OrderActor;
  /** The member or admin who acts; null for the system. */
  actorId: number | null;
  now?: Date;
  /**
   * Returns the money of a paid order that is cancelled or refunded (the provider's refund); called
   * inside the transaction, so a refund the provider refuses leaves the order as it was.
   */
  refund?: (payment: ServicePaymentRow) => Promise<void>;
  /** The provider already refunded (charge.refunded): only record it. */
  refundAlreadyMade?: boolean;
};

type LockedOrder = { order: ServiceOrderRow; servicePrice: number };

const ACTOR_WORDS: Record<OrderActor, string> = {
  buyer: "the buyer",
  agency: "the agency",
  system: "the system",
};

/** Why a guard fails now, or null when it holds. */
function failedGuard(guard: OrderGuard, { order, servicePrice }: LockedOrder, now: Date): string | null {
  switch (guard) {
    case "custom_price":
      return servicePrice === 0 ? null : "This service has a fixed price: it needs no quote.";
    case "quote_not_expired":
      return order.quoteExpiresAt && order.quoteExpiresAt > now
        ? null
        : `The quote expired${order.quoteExpiresAt ? ` on ${order.quoteExpiresAt.toISOString()}` : ""}. Ask the agency for a new quote.`;
    case "changes_left":
      return order.changeRequests < MAX_CHANGE_REQUESTS
        ? null
        : `Changes were already requested ${MAX_CHANGE_REQUESTS} times: accept the delivery or open a dispute.`;
  }
}

/** The actions `actor` may take on the order now, guards checked (the order page's buttons). */
export function availableActions(locked: LockedOrder, actor: OrderActor, now = new Date()): OrderAction[] {
  const state = locked.order.state as OrderState;
  return actionsFrom(state, actor).filter((action) =>
    transitionsFrom(state, actor)
      .filter((t) => t.action === action)
      .some((t) => (t.guards ?? []).every((guard) => failedGuard(guard, locked, now) === null)),
  );
}

function refusal(state: OrderState, actor: OrderActor, action: OrderAction): string {
  const allowed = actionsFrom(state, actor);
  return `${ACTOR_WORDS[actor][0]?.toUpperCase()}${ACTOR_WORDS[actor].slice(1)} cannot ${action} an order that is ${state}. Allowed for ${ACTOR_WORDS[actor]} now: ${allowed.length > 0 ? allowed.join(", ") : "nothing"}.`;
}

async function lockOrder(tx: DbExecutor, orderId: number): Promise<LockedOrder> {
  const [row] = await tx
    .select({ order: serviceOrders, servicePrice: services.price })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .where(eq(serviceOrders.id, orderId))
    .for("update", { of: serviceOrders });
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** Picks the one transition of the table this request makes, or refuses with 409 naming what is allowed. */
export function chooseTransition(
  locked: LockedOrder,
  actor: OrderActor,
  input: TransitionInput,
  now: Date,
): OrderTransition {
  const state = locked.order.state as OrderState;
  const candidates = transitionsFrom(state, actor).filter(
    (t) => t.action === input.action && (t.outcome === undefined || t.outcome === input.outcome),
  );
  const transition = candidates[0];
  if (!transition) throw conflict(refusal(state, actor, input.action));
  for (const guard of transition.guards ?? []) {
    const reason = failedGuard(guard, locked, now);
    if (reason) throw conflict(reason);
  }
  return transition;
}

/**
 * Makes one transition of the declared process: checks the actor, the state and the guards, applies
 * the transition's effects, writes the timeline, tells the buyer and the automation. Call it inside a
 * transaction (the order row is locked until it commits).
 */
export async function applyTransition(
  tx: DbExecutor,
  outbox: Outbox,
  orderId: number,
  input: TransitionInput,
  context: TransitionContext,
): Promise<{ order: ServiceOrderRow; from: OrderState; to: OrderState }> {
  const now = context.now ?? new Date();
  const locked = await lockOrder(tx, orderId);
  const from = locked.order.state as OrderState;
  const transition = chooseTransition(locked, context.actor, input, now);
  const to = transition.to;

  const changes: Partial<typeof serviceOrders.$inferInsert> = { state: to, status: STATUS_OF_STATE[to] };
  switch (transition.action) {
    case "quote": {
      if (!input.amount || !input.expiresAt) throw badRequest("A quote needs an amount and an expiry.");
      if (input.expiresAt <= now) throw badRequest("The quote's expiry must lie in the future.");
      changes.quoteAmount = input.amount;
      changes.quoteExpiresAt = input.expiresAt;
      break;
    }
    case "accept_quote":
      changes.totalAmount = locked.order.quoteAmount ?? locked.order.totalAmount;
      break;
    case "deliver":
      changes.deliveryDate = now;
      break;
    case "request_changes":
      changes.changeRequests = locked.order.changeRequests + 1;
      break;
  }
  if (to === "completed") changes.completedDate = now;

  if (transition.action === "mark_paid") {
    await recordManualPayment(tx, locked.order, input.reference ?? "", now);
  }
  if ((to === "cancelled" || to === "refunded") && PAID_STATES.includes(from)) {
    await refundPayment(tx, locked.order.id, context, now);
  }

  const [order] = await tx
    .update(serviceOrders)
    .set(changes)
    .where(eq(serviceOrders.id, orderId))
    .returning();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // A paid order gets its invoice, numbered in the same transaction as the payment.
  if (transition.action === "mark_paid" || transition.action === "pay") await issueInvoice(tx, orderId, now);
  await tx.insert(serviceOrderEvents).values({
    orderId,
    state: to,
    action: transition.action,
    actor: context.actor,
    actorId: context.actorId,
    note: describeTransition(transition, input),
    at: now,
  });
  await announce(tx, outbox, order, { from, to, actor: context.actor, actorId: context.actorId });
  return { order, from, to };
}

/** The timeline's note: the actor's own words, or what the transition carried. */
function describeTransition(transition: OrderTransition, input: TransitionInput): string | null {
  const parts: string[] = [];
  if (transition.action === "quote" && input.amount && input.expiresAt)
    parts.push(`Quoted ${input.amount} minor units until ${input.expiresAt.toISOString()}`);
  if ((transition.action === "mark_paid" || transition.action === "pay") && input.reference)
    parts.push(`Payment reference ${input.reference}`);
  if (input.note) parts.push(input.note);
  return parts.length > 0 ? parts.join(". ") : null;
}

async function recordManualPayment(tx: DbExecutor, order: ServiceOrderRow, reference: string, now: Date) {
  await tx
    .insert(servicePayments)
    .values({
      orderId: order.id,
      provider: "manual",
      status: "paid",
      amount: order.totalAmount,
      currency: order.currency,
      reference,
      paidAt: now,
    })
    .onConflictDoUpdate({
      target: servicePayments.orderId,
      set: { provider: "manual", status: "paid", amount: order.totalAmount, reference, paidAt: now },
    });
}

async function refundPayment(tx: DbExecutor, orderId: number, context: TransitionContext, now: Date) {
  const [payment] = await tx
    .select()
    .from(servicePayments)
    .where(eq(servicePayments.orderId, orderId))
    .for("update");
  if (payment?.status !== "paid") return;
  if (!context.refundAlreadyMade && context.refund) await context.refund(payment);
  await tx
    .update(servicePayments)
    .set({ status: "refunded", refundedAmount: payment.amount, refundedAt: now })
    .where(eq(servicePayments.id, payment.id));
}

/** The buyer hears of every move they did not make; the automation of every change of the seed's status. */
async function announce(
  tx: DbExecutor,
  outbox: Outbox,
  order: ServiceOrderRow,
  move: { from: OrderState; to: OrderState; actor: OrderActor; actorId: number | null },
) {
  const [row] = await tx
    .select({
      service: {
        id: services.id,
        name: services.name,
        category: services.category,
        ghlWorkflowId: services.ghlWorkflowId,
      },
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(services)
    .innerJoin(users, eq(users.id, order.userId))
    .where(eq(services.id, order.serviceId))
    .limit(1);
  if (!row) return;
  if (move.actor !== "buyer") {
    await createNotification(tx, outbox, {
      recipientId: order.userId,
      type: "order_status",
      actorId: null,
      subjectId: order.id,
      link: orderPagePath(order.id),
      data: { serviceName: row.service.name, status: STATE_LABELS[move.to].toLowerCase() },
    });
  }
  if (STATUS_OF_STATE[move.from] !== STATUS_OF_STATE[move.to]) {
    await enqueueAutomationEvent(tx, outbox, {
      subject: "service_order",
      subjectId: order.id,
      type: "service_order.status_changed",
      payload: orderEventPayload(order, row.service, row.customer, {
        previousStatus: STATUS_OF_STATE[move.from],
        state: move.to,
        previousState: move.from,
        changedBy: move.actor === "buyer" ? "member" : move.actor === "agency" ? "admin" : "system",
      }),
    });
  }
}

/** The order page's address, used by notifications and e-mails. */
export function orderPagePath(orderId: number): string {
  return `/services/orders/${orderId}`;
}

/** The state an order starts in: a custom-price service waits for its quote, a priced one for payment. */
export function initialState(price: number): OrderState {
  return price > 0 ? "awaiting_payment" : "requested";
}
