import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  idParams,
  isoDateTime,
  pageLimit,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";

/** Order statuses the screens display (docs/product.md, States); any other value is shown neutral. */
export const ORDER_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where an order may go next: pending → in progress → completed, and cancelled before it is done. */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canMoveOrder(from: string, to: OrderStatus): boolean {
  const next = ORDER_STATUS_TRANSITIONS[from as OrderStatus] as readonly OrderStatus[] | undefined;
  return next?.includes(to) ?? false;
}

/** docs/product.md, Rules: what an empty requirements field is stored as. */
export const DEFAULT_REQUIREMENTS = "No specific requirements provided";

export const ORDER_LIMITS = {
  projectName: 200,
  projectDescription: 5000,
  requirements: 5000,
  /** A desired completion date may lie at most this many years ahead. */
  completionYearsAhead: 5,
} as const;

/** The alerts of docs/product.md, Rules and Errors. */
export const ORDER_MESSAGES = {
  projectNameRequired: "Please enter a project name",
  projectDescriptionRequired: "Please enter a project description",
  success: "Order placed successfully! You'll receive updates via email.",
  failure: "Failed to place order. Please try again.",
  signInRequired: "Please log in to order services",
  pastDate: "The desired completion date cannot be in the past",
} as const;

/** Page size of the order lists: 20 unless asked, at most 50. */
export const ORDER_PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE_MAX = 50;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 60 * 60 * 1000;

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in the browser's time zone, YYYY-MM-DD: the date picker's minimum. */
export function localDateString(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The earliest desired completion date the server accepts: the date it still is somewhere on Earth
 * (UTC-12), so a member whose "today" is behind the server's is never refused.
 */
export function earliestCompletionDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);
}

/** The latest desired completion date accepted: a few years from now. */
export function latestCompletionDate(now: Date = new Date()): string {
  const latest = new Date(now.getTime() + 14 * HOUR_MS);
  latest.setUTCFullYear(latest.getUTCFullYear() + ORDER_LIMITS.completionYearsAhead);
  return latest.toISOString().slice(0, 10);
}

const projectName = z
  .string({ error: ORDER_MESSAGES.projectNameRequired })
  .trim()
  .min(1, ORDER_MESSAGES.projectNameRequired)
  .pipe(safeText(ORDER_LIMITS.projectName));

const projectDescription = z
  .string({ error: ORDER_MESSAGES.projectDescriptionRequired })
  .trim()
  .min(1, ORDER_MESSAGES.projectDescriptionRequired)
  .pipe(safeText(ORDER_LIMITS.projectDescription));

/** Optional; empty (after trimming) or missing becomes 'No specific requirements provided'. */
const requirements = z
  .string()
  .trim()
  .pipe(safeText(ORDER_LIMITS.requirements))
  .nullish()
  .transform((value) => (value ? value : DEFAULT_REQUIREMENTS));

/** Optional YYYY-MM-DD; empty or missing is no date. */
const desiredCompletionDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDate(value), "Enter the date as YYYY-MM-DD")
  .refine(
    (value) => value === null || !isCalendarDate(value) || value >= earliestCompletionDate(),
    ORDER_MESSAGES.pastDate,
  )
  .refine(
    (value) => value === null || !isCalendarDate(value) || value <= latestCompletionDate(),
    `The desired completion date must be within ${ORDER_LIMITS.completionYearsAhead} years`,
  );

/**
 * POST /api/services/order and /api/services/orders. The price is the service's own: a body that
 * carries a price, totalAmount or any other field is refused.
 */
export const placeOrderRequestSchema = z.strictObject({
  serviceId: idParam("Service id", "body", { type: "Choose a service to order" }),
  projectName,
  projectDescription,
  requirements,
  desiredCompletionDate,
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

/** The order dialog's fields, with the spec's alerts as their messages and a picker minimum of today. */
export const orderFormSchema = z.object({
  projectName,
  projectDescription,
  requirements: z.string().max(ORDER_LIMITS.requirements, "Keep the requirements shorter"),
  desiredCompletionDate: z
    .string()
    .refine((value) => value === "" || isCalendarDate(value), "Enter a valid date")
    .refine((value) => value === "" || value >= localDateString(), ORDER_MESSAGES.pastDate),
});
export type OrderFormValues = z.input<typeof orderFormSchema>;

export const orderIdParamsSchema = idParams("Order id");

export const orderListQuerySchema = z.strictObject({
  limit: pageLimit(ORDER_PAGE_SIZE, ORDER_PAGE_SIZE_MAX),
  cursor: cursorParam,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const adminOrderListQuerySchema = orderListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(", ")}` }).optional(),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export const updateOrderStatusRequestSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(", ")}` }),
});
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusRequestSchema>;

/** Cancelling needs no body; an empty object is accepted for clients that always send one. */
export const emptyBodySchema = z.strictObject({}).nullish();

/** A service of the catalogue as the screens show it (docs/product.md, Data). */
export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  /** In cents; 0 is a custom quote. */
  price: z.number().int(),
  features: z.array(z.string()),
  deliveryTime: z.string(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  /** The average of its reviews to one decimal, null without any (docs/orders.md, Reviews). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type Service = z.input<typeof serviceSchema>;
export const serviceListSchema = z.array(serviceSchema);

/** An order as listed to the member (docs/product.md, Data). */
export const memberOrderSchema = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  status: z.string(),
  totalAmount: z.number().int(),
  orderDate: isoDateTime,
  projectName: z.string().nullable(),
  projectDescription: z.string().nullable(),
  requirements: z.string().nullable(),
  desiredCompletionDate: z.string().nullable(),
});
export type MemberOrder = z.input<typeof memberOrderSchema>;
export const memberOrderListSchema = cursorPage("orders", memberOrderSchema);

/** An order in the admins' list: the member's view plus who ordered it and how far it has got. */
export const adminOrderSchema = memberOrderSchema.extend({
  serviceId: z.number().int(),
  serviceCategory: z.string(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    username: z.string(),
  }),
  automationStatus: z.string().nullable(),
  completedDate: isoDateTime.nullable(),
  /** The process state (contracts/order-process.ts). */
  state: z.string(),
});
export type AdminOrder = z.input<typeof adminOrderSchema>;
export const adminOrderListSchema = cursorPage("orders", adminOrderSchema);

const serviceTags = ["services"] as const;
const orderErrors = errorResponses(400, 401, 403, 404);

const placeOrder = {
  method: "POST",
  tags: serviceTags,
  access: "member",
  body: placeOrderRequestSchema,
  status: 201,
  response: memberOrderSchema,
  errors: errorResponses(400, 401, 403, 404, 429),
} as const;

/**
 * /api/services: the catalogue (everyone), ordering and the member's own orders; /api/admin/orders:
 * every order for administrators (decision 0018).
 */
export const servicesEndpoints = {
  listServices: defineEndpoint({
    method: "GET",
    path: "/api/services",
    operationId: "listServices",
    summary: "The active services of the catalogue",
    tags: serviceTags,
    access: "public",
    status: 200,
    response: serviceListSchema,
    errors: {},
  }),
  // The overview page posts to /order and the category pages to /orders (docs/product.md, Calls).
  placeOrder: defineEndpoint({
    ...placeOrder,
    path: "/api/services/orders",
    operationId: "placeOrder",
    summary:
      "Order a service at its own price (a verified e-mail address is needed; a limited number an hour)",
  }),
  placeOverviewOrder: defineEndpoint({
    ...placeOrder,
    path: "/api/services/order",
    operationId: "placeOverviewOrder",
    summary: "Order a service from the services overview (the same as POST /api/services/orders)",
  }),
  listMyOrders: defineEndpoint({
    method: "GET",
    path: "/api/services/orders",
    operationId: "listMyOrders",
    summary: "The signed-in member's orders, newest first",
    tags: serviceTags,
    access: "member",
    query: orderListQuerySchema,
    status: 200,
    response: memberOrderListSchema,
    errors: orderErrors,
    list: "orders",
  }),
  cancelOrder: defineEndpoint({
    method: "POST",
    path: "/api/services/orders/:id/cancel",
    operationId: "cancelOrder",
    summary: "The buyer cancels their order before work starts",
    tags: serviceTags,
    access: "member",
    params: orderIdParamsSchema,
    body: emptyBodySchema,
    status: 200,
    response: memberOrderSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  listAdminOrders: defineEndpoint({
    method: "GET",
    path: "/api/admin/orders",
    operationId: "listAdminOrders",
    summary: "Every order, newest first, optionally of one status (admins)",
    tags: serviceTags,
    access: "admin",
    query: adminOrderListQuerySchema,
    status: 200,
    response: adminOrderListSchema,
    errors: orderErrors,
    list: "orders",
  }),
  updateOrderStatus: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/orders/:id/status",
    operationId: "updateOrderStatus",
    summary: "Move an order to its next status (admins)",
    tags: serviceTags,
    access: "admin",
    params: orderIdParamsSchema,
    body: updateOrderStatusRequestSchema,
    status: 200,
    response: adminOrderSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
};
