import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { type OrderState, PAID_STATES } from "../../../shared/contracts/order-process";
import type { Database, DbExecutor } from "../../db/client";
import { paymentWebhookEvents, serviceOrders, servicePayments } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import type { Outbox } from "../../jobs/outbox";
import { applyTransition } from "./order-transitions";
import type { PaymentsProvider } from "./payments-provider";

export const STRIPE_NOT_CONFIGURED = "Stripe payments are not configured on this server.";
export const BAD_SIGNATURE = "The Stripe-Signature header does not match this body.";

type Outcome = { outcome: string; orderId: number | null };

/**
 * POST /api/payments/stripe/webhook: verifies the signature over the raw body, then handles the event
 * once. The event's id is written first (primary key): a replay, or the same event delivered twice at
 * once, finds it and changes nothing. A refusal (an amount that does not match the order) rolls the
 * whole transaction back, event row included, and answers 400.
 */
export async function receiveStripeEvent(
  db: Database,
  outbox: Outbox,
  provider: PaymentsProvider,
  rawBody: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
) {
  if (provider.name !== "stripe") throw notFound(STRIPE_NOT_CONFIGURED);
  if (!signature) throw badRequest("The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = provider.verifyEvent(rawBody, signature);
  } catch {
    log.warn("stripe webhook: signature refused");
    throw badRequest(BAD_SIGNATURE);
  }
  try {
    const result = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentWebhookEvents)
        .values({ eventId: event.id, type: event.type, outcome: "processing" })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      if (!fresh) return { outcome: "duplicate", orderId: null };
      const handled = await handleEvent(tx, outbox, event);
      await tx
        .update(paymentWebhookEvents)
        .set({ outcome: handled.outcome, orderId: handled.orderId })
        .where(eq(paymentWebhookEvents.eventId, event.id));
      return handled;
    });
    log.info({ eventId: event.id, type: event.type, ...result }, "stripe webhook handled");
    return { received: true as const, outcome: result.outcome };
  } catch (error) {
    log.warn({ eventId: event.id, type: event.type, err: error }, "stripe webhook refused");
    throw error;
  }
}

function handleEvent(tx: DbExecutor, outbox: Outbox, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed":
      return sessionCompleted(tx, outbox, event.data.object);
    case "charge.refunded":
      return chargeRefunded(tx, outbox, event.data.object);
    default:
      return Promise.resolve({ outcome: "ignored: event type", orderId: null });
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

async function sessionCompleted(
  tx: DbExecutor,
  outbox: Outbox,
  session: Stripe.Checkout.Session,
): Promise<Outcome> {
  const [payment] = await tx
    .select()
    .from(servicePayments)
    .where(and(eq(servicePayments.checkoutSessionId, session.id), eq(servicePayments.provider, "stripe")))
    .for("update");
  if (!payment) return { outcome: "ignored: unknown session", orderId: null };
  const orderId = payment.orderId;
  if (payment.status !== "pending") return { outcome: `ignored: payment already ${payment.status}`, orderId };
  if (session.payment_status !== "paid") return { outcome: "ignored: not paid yet", orderId };
  const [order] = await tx
    .select({
      state: serviceOrders.state,
      totalAmount: serviceOrders.totalAmount,
      currency: serviceOrders.currency,
    })
    .from(serviceOrders)
    .where(eq(serviceOrders.id, orderId))
    .for("update");
  if (!order) return { outcome: "ignored: order gone", orderId: null };
  const currency = (session.currency ?? "").toLowerCase();
  if (session.amount_total !== order.totalAmount || currency !== order.currency.toLowerCase()) {
    throw badRequest(
      `The session's amount (${session.amount_total} ${currency}) does not match order ${orderId} (${order.totalAmount} ${order.currency}).`,
    );
  }
  if (order.state !== "awaiting_payment") return { outcome: `ignored: order is ${order.state}`, orderId };
  const reference = idOf(session.payment_intent) ?? session.id;
  const now = new Date();
  await tx
    .update(servicePayments)
    .set({ status: "paid", reference, paidAt: now, amount: order.totalAmount, currency: order.currency })
    .where(eq(servicePayments.id, payment.id));
  await applyTransition(
    tx,
    outbox,
    orderId,
    { action: "pay", reference },
    { actor: "system", actorId: null, now },
  );
  return { outcome: "paid", orderId };
}

async function chargeRefunded(tx: DbExecutor, outbox: Outbox, charge: Stripe.Charge): Promise<Outcome> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return { outcome: "ignored: no payment intent", orderId: null };
  const [payment] = await tx
    .select()
    .from(servicePayments)
    .where(and(eq(servicePayments.reference, intent), eq(servicePayments.provider, "stripe")))
    .for("update");
  if (!payment) return { outcome: "ignored: unknown payment", orderId: null };
  const orderId = payment.orderId;
  const [order] = await tx
    .select({ state: serviceOrders.state })
    .from(serviceOrders)
    .where(eq(serviceOrders.id, orderId))
    .for("update");
  const isFull = charge.refunded || charge.amount_refunded >= payment.amount;
  const now = new Date();
  if (isFull && order && PAID_STATES.includes(order.state as OrderState)) {
    // The order leaves through the process (refund, system); the payment row is marked refunded there.
    await applyTransition(
      tx,
      outbox,
      orderId,
      { action: "refund" },
      { actor: "system", actorId: null, now, refundAlreadyMade: true },
    );
    return { outcome: "refunded", orderId };
  }
  await tx
    .update(servicePayments)
    .set({
      refundedAmount: Math.min(charge.amount_refunded, payment.amount),
      refundedAt: now,
      ...(isFull ? { status: "refunded" } : {}),
    })
    .where(eq(servicePayments.id, payment.id));
  return { outcome: isFull ? "refund recorded" : "partial refund recorded", orderId };
}
