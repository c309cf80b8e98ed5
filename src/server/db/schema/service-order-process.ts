import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { serviceOrders } from "./services";
import { users } from "./users";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An order's timeline: every state it entered, who moved it and why. */
export const serviceOrderEvents = pgTable(
  "service_order_events",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    state: text().notNull(),
    action: text(),
    /** buyer, agency or system. */
    actor: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("service_order_events_order_idx").on(t.orderId, t.at, t.id)],
);

/** The thread between the buyer and the agency about one order. */
export const serviceOrderMessages = pgTable(
  "service_order_messages",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    authorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Written from the admin side (the agency), else by the buyer. */
    fromAgency: boolean().notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("service_order_messages_order_idx").on(t.orderId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Files in an order's thread (images re-encoded without metadata, or PDFs), kept in the database: only
 * the buyer and admins may read them, so they are never under the public /uploads/.
 */
export const serviceOrderAttachments = pgTable(
  "service_order_attachments",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    /** Null until a message names it. */
    messageId: integer().references(() => serviceOrderMessages.id, { onDelete: "cascade" }),
    uploaderId: integer().references(() => users.id, { onDelete: "set null" }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("service_order_attachments_message_idx").on(t.messageId),
    index("service_order_attachments_order_idx").on(t.orderId),
  ],
);

/** An order's payment: one per order, through the configured provider. */
export const servicePayments = pgTable(
  "service_payments",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    /** manual or stripe. */
    provider: text().notNull(),
    /** pending (checkout started), paid, refunded. */
    status: text().notNull().default("pending"),
    /** Minor units. */
    amount: integer().notNull(),
    currency: text().notNull(),
    /** The admin's reference (manual) or the payment intent (stripe). */
    reference: text(),
    checkoutSessionId: text(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAmount: integer().notNull().default(0),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("service_payments_order_idx").on(t.orderId),
    uniqueIndex("service_payments_session_idx").on(t.checkoutSessionId),
    index("service_payments_reference_idx").on(t.reference),
  ],
);

/** Provider webhook events already handled, by their id: a replayed event changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text().primaryKey(),
  type: text().notNull(),
  orderId: integer().references(() => serviceOrders.id, { onDelete: "set null" }),
  outcome: text().notNull(),
  receivedAt: createdAt(),
});

/** The agency's details for payment instructions and invoices: one row (id 1), set in the admin Orders tab. */
export const orderSettings = pgTable(
  "order_settings",
  {
    id: integer().primaryKey().default(1),
    paymentInstructions: text().notNull().default(""),
    agencyName: text().notNull().default("Netwise Agency"),
    agencyAddress: text().notNull().default(""),
    agencyEmail: text().notNull().default(""),
    agencyTaxId: text().notNull().default(""),
    /** Tax in basis points (2000 = 20 %); 0: no tax line. */
    taxRateBasisPoints: integer().notNull().default(0),
    taxLabel: text().notNull().default("Tax"),
    updatedAt: updatedAt(),
  },
  (t) => [check("order_settings_single_row", sql`${t.id} = 1`)],
);

export type ServiceOrderEventRow = typeof serviceOrderEvents.$inferSelect;
export type ServicePaymentRow = typeof servicePayments.$inferSelect;
export type OrderSettingsRow = typeof orderSettings.$inferSelect;
