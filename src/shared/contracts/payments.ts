import { z } from "zod";
import { errorResponses, idParams, isoDateTime, safeText } from "./common";
import { defineEndpoint } from "./endpoint";

/**
 * Paying for a service order and its invoice (issue 34, points 3 and 4; docs/orders.md): the checkout
 * through the configured provider (manual or Stripe), the provider's signed webhook, the invoice
 * and the agency's details the admin Settings tab keeps for both.
 */

export const PAYMENT_PROVIDERS = ["manual", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_INSTRUCTIONS_MAX = 2000;
export const AGENCY_TEXT_MAX = 200;
export const AGENCY_ADDRESS_MAX = 500;
/** 100 % in basis points. */
export const TAX_RATE_MAX_BASIS_POINTS = 10_000;

/** What the manual checkout shows while an admin has written no instructions yet. */
export const DEFAULT_PAYMENT_INSTRUCTIONS =
  "The agency will send you payment details. Your order starts once an admin records the payment.";

/** GET and PUT /api/admin/settings/orders: the agency's payment instructions and invoice details. */
export const orderSettingsSchema = z.object({
  paymentInstructions: z.string(),
  agencyName: z.string(),
  agencyAddress: z.string(),
  agencyEmail: z.string(),
  agencyTaxId: z.string(),
  /** Tax included in the prices, in basis points (2000 = 20 %); null: invoices carry no tax line. */
  taxRateBasisPoints: z.number().int().nullable(),
  taxLabel: z.string(),
  /** The provider this server is configured with (PAYMENTS_PROVIDER), for the page to say. */
  provider: z.enum(PAYMENT_PROVIDERS),
  updatedAt: isoDateTime.nullable(),
});
export type OrderSettings = z.input<typeof orderSettingsSchema>;

const settingText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(safeText(max));

/** PUT /api/admin/settings/orders: the fields to change (at least one). */
export const updateOrderSettingsSchema = z
  .strictObject({
    paymentInstructions: settingText("Payment instructions", PAYMENT_INSTRUCTIONS_MAX).optional(),
    agencyName: settingText("Agency name", AGENCY_TEXT_MAX)
      .refine((value) => value.length > 0, "Agency name is required")
      .optional(),
    agencyAddress: settingText("Address", AGENCY_ADDRESS_MAX).optional(),
    agencyEmail: z
      .union([z.literal(""), z.email("Enter a valid e-mail address").max(AGENCY_TEXT_MAX)], {
        error: "Enter a valid e-mail address",
      })
      .optional(),
    agencyTaxId: settingText("Tax id", AGENCY_TEXT_MAX).optional(),
    taxRateBasisPoints: z
      .number({ error: "Tax rate must be a whole number of basis points" })
      .int("Tax rate must be a whole number of basis points")
      .min(1, "Tax rate must be more than 0 (or none)")
      .max(TAX_RATE_MAX_BASIS_POINTS, `Tax rate must be at most ${TAX_RATE_MAX_BASIS_POINTS} (100 %)`)
      .nullable()
      .optional(),
    taxLabel: settingText("Tax label", 40)
      .refine((value) => value.length > 0, "Tax label is required")
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change");
export type UpdateOrderSettingsRequest = z.input<typeof updateOrderSettingsSchema>;

/** POST /api/services/orders/{id}/checkout: how the buyer pays now. */
export const checkoutResponseSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("manual"), instructions: z.string() }),
  z.object({ provider: z.literal("stripe"), url: z.string() }),
]);
export type CheckoutResponse = z.input<typeof checkoutResponseSchema>;

/** The order detail's `invoice`: present once the order is paid. */
export const orderInvoiceSchema = z.object({
  number: z.string(),
  issuedAt: isoDateTime,
  /** GET: the PDF. */
  url: z.string(),
});
export type OrderInvoice = z.input<typeof orderInvoiceSchema>;

export const webhookReceiptSchema = z.object({ received: z.literal(true), outcome: z.string() });

const paymentTags = ["services"] as const;

export const paymentsEndpoints = {
  readOrderSettings: defineEndpoint({
    method: "GET",
    path: "/api/admin/settings/orders",
    operationId: "readOrderSettings",
    summary: "The agency's payment instructions and invoice details",
    tags: paymentTags,
    access: "admin",
    status: 200,
    response: orderSettingsSchema,
    errors: errorResponses(401, 403),
  }),
  updateOrderSettings: defineEndpoint({
    method: "PUT",
    path: "/api/admin/settings/orders",
    operationId: "updateOrderSettings",
    summary: "Change the agency's payment instructions and invoice details",
    tags: paymentTags,
    access: "admin",
    body: updateOrderSettingsSchema,
    status: 200,
    response: orderSettingsSchema,
    errors: errorResponses(400, 401, 403),
  }),
  startOrderCheckout: defineEndpoint({
    method: "POST",
    path: "/api/services/orders/:id/checkout",
    operationId: "startOrderCheckout",
    summary:
      "The buyer starts paying an order awaiting payment: instructions (manual) or a Stripe Checkout URL",
    tags: paymentTags,
    access: "member",
    params: idParams("Order id"),
    status: 200,
    response: checkoutResponseSchema,
    errors: errorResponses(400, 401, 403, 404, 409, 503),
  }),
  downloadOrderInvoice: defineEndpoint({
    method: "GET",
    path: "/api/services/orders/:id/invoice",
    operationId: "downloadOrderInvoice",
    summary: "A paid order's invoice as a PDF attachment (the buyer and admins)",
    tags: paymentTags,
    access: "member",
    params: idParams("Order id"),
    status: 200,
    /** The PDF's bytes (application/pdf), not JSON. */
    response: z.unknown().meta({ description: "application/pdf" }),
    errors: errorResponses(400, 401, 404, 409),
  }),
  receiveStripeWebhook: defineEndpoint({
    method: "POST",
    path: "/api/payments/stripe/webhook",
    operationId: "receiveStripeWebhook",
    summary: "Stripe's signed events (checkout.session.completed, charge.refunded), each handled once",
    tags: paymentTags,
    access: "public",
    status: 200,
    response: webhookReceiptSchema,
    errors: errorResponses(400, 404),
  }),
};

/** The invoice's file name: only letters, digits and dashes (the number is YYYY-NNNN). */
export function invoiceFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

/** Tax included in a paid amount: the part of `total` that is tax at `basisPoints`. */
export function includedTax(total: number, basisPoints: number): number {
  if (basisPoints <= 0) return 0;
  return total - Math.round((total * 10_000) / (10_000 + basisPoints));
}

/** The path of an order's invoice PDF. */
export function invoicePath(orderId: number): string {
  return `/api/services/orders/${orderId}/invoice`;
}
