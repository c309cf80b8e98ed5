import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentsEndpoints as endpoints, invoiceFileName } from "../../../shared/contracts/payments";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin, requireUser } from "../../http/guards";
import type { Outbox } from "../../jobs/outbox";
import { readInvoiceFor } from "./invoice.service";
import { renderInvoicePdf } from "./invoice-pdf";
import { startCheckout } from "./payments.service";
import { createPaymentsProvider, type PaymentsProvider } from "./payments-provider";
import { getOrderSettings, updateOrderSettings } from "./payments-settings.service";
import { receiveStripeEvent } from "./payments-webhook";

type PaymentsRoutesOptions = { db: Database; outbox: Outbox; config: Config };

/** A Stripe webhook body is small; anything near this is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const providers = new WeakMap<Config, Promise<PaymentsProvider>>();

/** The app's one payments provider (PAYMENTS_PROVIDER), made on first use. */
export function paymentsProviderOf(config: Config): Promise<PaymentsProvider> {
  let provider = providers.get(config);
  if (!provider) {
    provider = createPaymentsProvider(config);
    providers.set(config, provider);
  }
  return provider;
}

/**
 * Registered under /api (no prefix of its own): the buyer's checkout and invoice under
 * /api/services/orders/{id}, the agency's payment and invoice settings under /api/admin/settings/orders.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, { db, config }) => {
  const provider = await paymentsProviderOf(config);

  route(app, endpoints.startOrderCheckout, {
    onRequest: requireUser,
    handler: async (request) => startCheckout(db, provider, config, currentUser(request), request.params.id),
  });

  route(app, endpoints.readOrderSettings, {
    onRequest: requireAdmin,
    handler: async () => getOrderSettings(db, config),
  });

  route(app, endpoints.updateOrderSettings, {
    onRequest: requireAdmin,
    handler: async (request) => updateOrderSettings(db, currentUser(request), config, request.body),
  });

  route(app, endpoints.downloadOrderInvoice, {
    onRequest: requireUser,
    handler: async (request, reply) => {
      const invoice = await readInvoiceFor(db, currentUser(request), request.params.id);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${invoiceFileName(invoice.number)}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  });
};

/**
 * /api/payments/stripe: Stripe's webhook. Registered outside the API's same-origin check and session
 * lookup (Stripe sends no Origin and no cookie): the signature over the raw body is its only proof.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { db, outbox, config },
) => {
  const provider = await paymentsProviderOf(config);
  // The signature covers the exact bytes: this plugin keeps every body as a Buffer, unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  route(app, endpoints.receiveStripeWebhook, {
    bodyLimit: WEBHOOK_BODY_LIMIT,
    handler: async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      return receiveStripeEvent(
        db,
        outbox,
        provider,
        body,
        typeof signature === "string" ? signature : undefined,
        request.log,
      );
    },
  });
};
