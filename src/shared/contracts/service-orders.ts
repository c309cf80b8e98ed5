import { z } from "zod";
import { cursorPage, cursorParam, errorResponses, idParam, isoDateTime, pageLimit, safeText } from "./common";
import { defineEndpoint } from "./endpoint";
import {
  AGENCY_ACTIONS,
  BUYER_ACTIONS,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_STATES,
  type OrderAction,
} from "./order-process";
import { orderInvoiceSchema } from "./payments";
import { orderIdParamsSchema } from "./services";

/** Notes on transitions and messages in the thread. */
export const ORDER_NOTE_MAX = 5000;
export const ORDER_MESSAGE_MAX = 5000;
/** A quote may stand at most this many days. */
export const QUOTE_MAX_DAYS = 365;
/** The largest amount a quote may name, in minor units (a million in the currency). */
export const QUOTE_AMOUNT_MAX = 100_000_000;
/** Files in the thread: images or PDFs up to 10 MB, a few per message. */
export const ORDER_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ORDER_ATTACHMENTS_PER_MESSAGE = 5;
export const ORDER_MESSAGE_PAGE_SIZE = 30;
export const ORDER_MESSAGE_PAGE_SIZE_MAX = 100;

const note = z
  .string()
  .trim()
  .pipe(safeText(ORDER_NOTE_MAX))
  .nullish()
  .transform((value) => value || null);

const actionEnum = z.enum(ORDER_ACTIONS as [OrderAction, ...OrderAction[]], {
  error: `Action must be one of: ${ORDER_ACTIONS.join(", ")}`,
});

/**
 * POST /api/services/orders/{id}/transitions. Any action of the process is accepted here, so that an
 * agency action sent by the buyer is answered 409 naming what the buyer may do, not 400.
 */
export const buyerTransitionRequestSchema = z.strictObject({ action: actionEnum, note });
export type BuyerTransitionRequest = z.input<typeof buyerTransitionRequestSchema>;
export const BUYER_ACTION_NAMES = BUYER_ACTIONS;

/** POST /api/admin/orders/{id}/transitions: the agency's actions and what each needs. */
export const agencyTransitionRequestSchema = z
  .strictObject({
    action: actionEnum,
    note,
    amount: z
      .number({ error: "Amount must be a whole number of minor units (cents)" })
      .int("Amount must be a whole number of minor units (cents)")
      .min(1, "Amount must be more than zero")
      .max(QUOTE_AMOUNT_MAX, `Amount must be at most ${QUOTE_AMOUNT_MAX}`)
      .optional(),
    expiresAt: isoDateTime.optional(),
    reference: z.string().trim().pipe(safeText(200)).optional(),
    outcome: z.enum(["completed", "refunded"], { error: "Outcome must be completed or refunded" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === "quote") {
      if (body.amount === undefined)
        ctx.addIssue({ code: "custom", path: ["amount"], message: "A quote needs an amount" });
      if (body.expiresAt === undefined)
        ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "A quote needs an expiry" });
    }
    if (body.action === "mark_paid" && !body.reference)
      ctx.addIssue({ code: "custom", path: ["reference"], message: "Give the payment's reference" });
    if (body.action === "deliver" && !body.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say what is delivered" });
    if (body.action === "resolve_dispute" && !body.outcome)
      ctx.addIssue({
        code: "custom",
        path: ["outcome"],
        message: "Choose the outcome: completed or refunded",
      });
  });
export type AgencyTransitionRequest = z.input<typeof agencyTransitionRequestSchema>;
export type AgencyTransitionInput = z.output<typeof agencyTransitionRequestSchema>;
export const AGENCY_ACTION_NAMES = AGENCY_ACTIONS;

export const orderTimelineEntrySchema = z.object({
  state: z.enum(ORDER_STATES),
  actor: z.enum(ORDER_ACTORS),
  at: isoDateTime,
  note: z.string().nullable(),
});

export const orderPaymentSchema = z.object({
  provider: z.string(),
  status: z.enum(["pending", "paid", "refunded"]),
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string().nullable(),
  paidAt: isoDateTime.nullable(),
  refundedAmount: z.number().int(),
  refundedAt: isoDateTime.nullable(),
});

/** GET /api/services/orders/{id}: the order page. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  service: z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.string(),
    /** Minor units; 0 is a custom quote. */
    price: z.number().int(),
  }),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  state: z.enum(ORDER_STATES),
  /** The seed's status, mapped from the state. */
  status: z.string(),
  /** Minor units; null until a custom request is quoted and accepted. */
  amount: z.number().int().nullable(),
  currency: z.string(),
  quote: z.object({ amount: z.number().int(), expiresAt: isoDateTime }).nullable(),
  projectName: z.string().nullable(),
  projectDescription: z.string().nullable(),
  requirements: z.string().nullable(),
  desiredCompletionDate: z.string().nullable(),
  orderDate: isoDateTime,
  deliveredAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  changeRequestsLeft: z.number().int(),
  timeline: z.array(orderTimelineEntrySchema),
  payment: orderPaymentSchema.nullable(),
  /** Once the order is paid: its invoice's number, date and PDF address. */
  invoice: orderInvoiceSchema.nullable(),
  /** What the buyer and the agency may do now (guards checked). */
  actions: z.object({ buyer: z.array(actionEnum), agency: z.array(actionEnum) }),
});
export type OrderDetail = z.input<typeof orderDetailSchema>;

export const orderMessageQuerySchema = z.strictObject({
  limit: pageLimit(ORDER_MESSAGE_PAGE_SIZE, ORDER_MESSAGE_PAGE_SIZE_MAX),
  cursor: cursorParam,
});
export type OrderMessageQuery = z.output<typeof orderMessageQuerySchema>;

export const orderMessageRequestSchema = z.strictObject({
  content: z
    .string({ error: "Write a message" })
    .trim()
    .min(1, "Write a message")
    .pipe(safeText(ORDER_MESSAGE_MAX)),
  attachmentIds: z
    .array(idParam("Attachment id", "body"))
    .max(ORDER_ATTACHMENTS_PER_MESSAGE, `At most ${ORDER_ATTACHMENTS_PER_MESSAGE} files per message`)
    .default([]),
});
export type OrderMessageRequest = z.input<typeof orderMessageRequestSchema>;

export const orderAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type OrderAttachment = z.input<typeof orderAttachmentSchema>;

export const orderMessageSchema = z.object({
  id: z.number().int(),
  fromAgency: z.boolean(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  content: z.string(),
  createdAt: isoDateTime,
  attachments: z.array(orderAttachmentSchema),
});
export type OrderMessage = z.input<typeof orderMessageSchema>;
export const orderMessagePageSchema = cursorPage("messages", orderMessageSchema);

export const orderAttachmentParamsSchema = z.strictObject({
  id: idParam("Order id"),
  attachmentId: idParam("Attachment id"),
});

const orderTags = ["services"] as const;
const orderErrors = errorResponses(400, 401, 403, 404);

/**
 * One order (docs/orders.md, decision 0018): its page and moves, for the buyer under
 * /api/services/orders/{id} and for the agency under /api/admin/orders/{id}, and the thread between
 * them. Only the buyer and admins see an order; others get 404.
 */
export const serviceOrderEndpoints = {
  readOrder: defineEndpoint({
    method: "GET",
    path: "/api/services/orders/:id",
    operationId: "readOrder",
    summary: "The order page: its state, timeline, payment and what each side may do now",
    tags: orderTags,
    access: "member",
    params: orderIdParamsSchema,
    status: 200,
    response: orderDetailSchema,
    errors: orderErrors,
  }),
  moveOrderAsBuyer: defineEndpoint({
    method: "POST",
    path: "/api/services/orders/:id/transitions",
    operationId: "moveOrderAsBuyer",
    summary: "The buyer's move: accept a quote, ask for changes, accept the delivery, dispute, cancel",
    tags: orderTags,
    access: "member",
    params: orderIdParamsSchema,
    body: buyerTransitionRequestSchema,
    status: 200,
    response: orderDetailSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  moveOrderAsAgency: defineEndpoint({
    method: "POST",
    path: "/api/admin/orders/:id/transitions",
    operationId: "moveOrderAsAgency",
    summary: "The agency's move (admins): quote, mark paid, start, deliver, resolve a dispute, cancel",
    tags: orderTags,
    access: "admin",
    params: orderIdParamsSchema,
    body: agencyTransitionRequestSchema,
    status: 200,
    response: orderDetailSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  listOrderMessages: defineEndpoint({
    method: "GET",
    path: "/api/services/orders/:id/messages",
    operationId: "listOrderMessages",
    summary: "The order's thread, newest message first",
    tags: orderTags,
    access: "member",
    params: orderIdParamsSchema,
    query: orderMessageQuerySchema,
    status: 200,
    response: orderMessagePageSchema,
    errors: orderErrors,
    list: "messages",
  }),
  postOrderMessage: defineEndpoint({
    method: "POST",
    path: "/api/services/orders/:id/messages",
    operationId: "postOrderMessage",
    summary: "Write in the order's thread, with files uploaded before (a limited number an hour)",
    tags: orderTags,
    access: "member",
    params: orderIdParamsSchema,
    body: orderMessageRequestSchema,
    status: 201,
    response: orderMessageSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  uploadOrderAttachment: defineEndpoint({
    method: "POST",
    path: "/api/services/orders/:id/attachments",
    operationId: "uploadOrderAttachment",
    summary: "Upload a file (an image or a PDF, 10 MB at most) for the next message of the thread",
    tags: orderTags,
    access: "member",
    params: orderIdParamsSchema,
    upload: { field: "file" },
    status: 201,
    response: orderAttachmentSchema,
    errors: errorResponses(400, 401, 403, 404, 413, 415, 429),
  }),
  downloadOrderAttachment: defineEndpoint({
    method: "GET",
    path: "/api/services/orders/:id/attachments/:attachmentId",
    operationId: "downloadOrderAttachment",
    summary: "A file of the order's thread (images inline, PDFs as an attachment)",
    tags: orderTags,
    access: "member",
    params: orderAttachmentParamsSchema,
    status: 200,
    /** The file's bytes (its own content type), not JSON. */
    response: z.unknown().meta({ description: "The file (an image or a PDF)" }),
    errors: orderErrors,
  }),
};
