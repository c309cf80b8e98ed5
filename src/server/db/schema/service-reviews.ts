import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { serviceOrders, services } from "./services";
import { users } from "./users";

/**
 * A buyer's review of a service, one per completed order (docs/orders.md, Reviews), and the agency's
 * one reply. A moderator hides a reported review with `hiddenAt`; hidden reviews leave the list and
 * the service's rating.
 */
export const serviceReviews = pgTable(
  "service_reviews",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    content: text().notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    replyAuthorId: integer().references(() => users.id, { onDelete: "set null" }),
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("service_reviews_order_key").on(t.orderId),
    // The service page's list, newest first, and the rating's aggregate per service.
    index("service_reviews_service_created_idx").on(t.serviceId, t.createdAt.desc(), t.id.desc()),
    index("service_reviews_user_idx").on(t.userId),
    check("service_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export type ServiceReviewRow = typeof serviceReviews.$inferSelect;
