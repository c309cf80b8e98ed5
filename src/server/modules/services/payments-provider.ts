import type Stripe from "stripe";
import type { Config } from "../../config";
import type { ServicePaymentRow } from "../../db/schema";
import { AppError, conflict } from "../../http/app-error";

/** What a Checkout Session is made for: one order, its amount in minor units and its currency. */
export type CheckoutRequest = {
  orderId: number;
  amount: number;
  currency: string;
  description: string;
  buyerEmail: string;
  /** Where Stripe sends the buyer back (the order page), paid or not. */
  returnUrl: string;
};

/**
 * The one seam between orders and a payment provider. `manual`: the agency's instructions, an admin
 * records the payment (mark_paid) and a refund is only recorded. `stripe`: Checkout Sessions, refunds
 * through the API and the signed webhook (payments-webhook.ts), the only way an order becomes paid.
 */
export type PaymentsProvider =
  | { name: "manual"; refund(payment: ServicePaymentRow): Promise<void> }
  | {
      name: "stripe";
      createCheckoutSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
      refund(payment: ServicePaymentRow): Promise<void>;
      /** Verifies Stripe-Signature over the raw body; throws when it does not match. */
      verifyEvent(rawBody: Buffer | string, signature: string): Stripe.Event;
    };

/** STRIPE_API_URL (tests: a local fake) as the host, port and protocol options of the Stripe client. */
export function stripeHostOptions(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

const PROVIDER_DOWN = "The payment provider could not be reached. Please try again in a moment.";

function unavailable(): AppError {
  return new AppError("unavailable", PROVIDER_DOWN);
}

/** Stripe's package is read only by a server configured for it (it costs start-up time). */
export async function createPaymentsProvider(config: Config): Promise<PaymentsProvider> {
  const payments = config.payments;
  if (payments.provider === "manual") {
    return {
      name: "manual",
      async refund(payment) {
        if (payment.provider === "stripe") {
          throw conflict(
            "This order was paid through Stripe, which this server is no longer configured for: refund it in Stripe first.",
          );
        }
      },
    };
  }
  const { default: Stripe } = await import("stripe");
  const stripe = new Stripe(payments.secretKey, {
    ...stripeHostOptions(payments.apiUrl),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  return {
    name: "stripe",
    async createCheckoutSession(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.buyerEmail,
            client_reference_id: String(request.orderId),
            metadata: { orderId: String(request.orderId) },
            payment_intent_data: { metadata: { orderId: String(request.orderId) } },
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
          },
          // The same order asking again within Stripe's idempotency window gets the same session.
          { idempotencyKey: `checkout-order-${request.orderId}-${request.amount}-${Date.now() >> 16}` },
        );
        if (!session.url) throw new Error("Stripe answered a Checkout Session without a url");
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw unavailable();
        throw error;
      }
    },
    async refund(payment) {
      if (payment.provider !== "stripe") return;
      if (!payment.reference) throw conflict("This Stripe payment has no payment reference to refund.");
      try {
        await stripe.refunds.create(
          { payment_intent: payment.reference, metadata: { orderId: String(payment.orderId) } },
          { idempotencyKey: `refund-order-${payment.orderId}` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw unavailable();
        throw error;
      }
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, payments.webhookSecret);
    },
  };
}
