import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, textList, updatedAt } from "./columns";
import { users } from "./users";

export const services = pgTable(
  "services",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    category: text().notNull(),
    /** In cents; 0 means a custom quote. */
    price: integer().notNull(),
    features: textList(),
    deliveryTime: text().notNull(),
    isActive: boolean().notNull().default(true),
    imageUrl: text(),
    ghlWorkflowId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("services_active_category_idx").on(t.isActive, t.category)],
);

export const serviceOrders = pgTable(
  "service_orders",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    status: text().notNull().default("pending"),
    /** In cents, copied from the service's price when the order is placed. */
    totalAmount: integer().notNull(),
    projectName: text(),
    projectDescription: text(),
    requirements: text(),
    desiredCompletionDate: date({ mode: "string" }),
    ghlContactId: text(),
    ghlWorkflowId: text(),
    automationStatus: text(),
    orderDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedDate: timestamp({ withTimezone: true }),
    /** When the agency last delivered; the automatic completion counts from it. */
    deliveryDate: timestamp({ withTimezone: true }),
    /** The process state (contracts/order-process.ts); `status` is the seed's status mapped from it. */
    state: text().notNull().default("requested"),
    /** ISO 4217, lower case, as Stripe writes it. */
    currency: text().notNull().default("usd"),
    /** The agency's quote for a custom-price service, in minor units, and until when it stands. */
    quoteAmount: integer(),
    quoteExpiresAt: timestamp({ withTimezone: true }),
    /** How many times the buyer sent a delivery back. */
    changeRequests: integer().notNull().default(0),
  },
  (t) => [
    index("service_orders_user_order_date_idx").on(t.userId, t.orderDate.desc(), t.id.desc()),
    index("service_orders_service_id_idx").on(t.serviceId),
    // The admins' order list, newest first, whole or by status.
    index("service_orders_order_date_idx").on(t.orderDate.desc(), t.id.desc()),
    index("service_orders_status_order_date_idx").on(t.status, t.orderDate.desc(), t.id.desc()),
    // The automatic completion's scan: delivered orders by delivery time.
    index("service_orders_delivered_idx").on(t.deliveryDate).where(sql`${t.state} = 'delivered'`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
