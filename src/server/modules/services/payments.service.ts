import { eq } from "drizzle-orm";
import { DEFAULT_PAYMENT_INSTRUCTIONS } from "../../../shared/contracts/payments";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { serviceOrders, servicePayments, services, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { AGENCY_SIDE_ONLY, orderForViewer } from "./order-page.service";
import { ORDER_NOT_FOUND, orderPagePath } from "./order-transitions";
import type { PaymentsProvider } from "./payments-provider";
import { readAgencySettings } from "./payments-settings.service";

/**
 * POST /api/services/orders/{id}/checkout: the buyer starts paying an order that awaits payment.
 * manual: the agency's instructions (an admin then records the payment); stripe: a Checkout Session
 * for the order's amount, kept on the order's payment row so its webhook can be matched. Returning
 * from Stripe changes nothing: only the signed webhook marks the order paid.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentsProvider,
  config: Config,
  member: SessionUser,
  orderId: number,
) {
  const access = await orderForViewer(db, member, orderId);
  if (!access.isBuyer) throw forbidden(AGENCY_SIDE_ONLY);
  const [row] = await db
    .select({ order: serviceOrders, serviceName: services.name, buyerEmail: users.email })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .innerJoin(users, eq(users.id, serviceOrders.userId))
    .where(eq(serviceOrders.id, orderId))
    .limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const { order } = row;
  if (order.state !== "awaiting_payment") {
    throw conflict(`Only an order awaiting payment can be paid; this order is ${order.state}.`);
  }
  if (order.totalAmount <= 0) throw conflict("This order has no amount to pay yet.");

  if (provider.name === "manual") {
    const settings = await readAgencySettings(db);
    return {
      provider: "manual" as const,
      instructions: settings.paymentInstructions.trim() || DEFAULT_PAYMENT_INSTRUCTIONS,
    };
  }

  const session = await provider.createCheckoutSession({
    orderId,
    amount: order.totalAmount,
    currency: order.currency,
    description: row.serviceName,
    buyerEmail: row.buyerEmail,
    returnUrl: `${config.appUrl}${orderPagePath(orderId)}`,
  });
  await db
    .insert(servicePayments)
    .values({
      orderId,
      provider: "stripe",
      status: "pending",
      amount: order.totalAmount,
      currency: order.currency,
      checkoutSessionId: session.sessionId,
    })
    .onConflictDoUpdate({
      target: servicePayments.orderId,
      set: {
        provider: "stripe",
        status: "pending",
        amount: order.totalAmount,
        currency: order.currency,
        checkoutSessionId: session.sessionId,
      },
    });
  return { provider: "stripe" as const, url: session.url };
}
