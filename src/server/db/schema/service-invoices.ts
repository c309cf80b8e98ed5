import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { serviceOrders } from "./services";

/**
 * The last invoice number given out in each year. Issuing an invoice raises its year's row by one in
 * an upsert (the row stays locked until the transaction ends), so two payments at the same moment
 * get consecutive numbers and never the same one.
 */
export const invoiceSequences = pgTable("invoice_sequences", {
  year: integer().primaryKey(),
  lastSeq: integer().notNull(),
});

/**
 * A paid order's invoice: what was sold, to whom and by whom, written once when the order is paid.
 * The agency's and the buyer's details are copied, so a later change of settings or profile never
 * rewrites an invoice already issued. Money in minor units; the amount paid includes the tax.
 */
export const serviceInvoices = pgTable(
  "service_invoices",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    year: integer().notNull(),
    seq: integer().notNull(),
    /** YYYY-NNNN, e.g. 2026-0001. */
    number: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    agencyName: text().notNull(),
    agencyAddress: text().notNull(),
    agencyEmail: text().notNull(),
    agencyTaxId: text().notNull(),
    buyerName: text().notNull(),
    buyerCompany: text(),
    buyerEmail: text().notNull(),
    lineDescription: text().notNull(),
    currency: text().notNull(),
    /** The amount before tax. */
    netAmount: integer().notNull(),
    /** 0: no tax line. */
    taxRateBasisPoints: integer().notNull(),
    taxLabel: text().notNull(),
    taxAmount: integer().notNull(),
    /** What was paid: net plus tax. */
    totalAmount: integer().notNull(),
    paymentProvider: text().notNull(),
    paymentReference: text(),
  },
  (t) => [
    uniqueIndex("service_invoices_order_idx").on(t.orderId),
    uniqueIndex("service_invoices_number_idx").on(t.year, t.seq),
  ],
);

export type ServiceInvoiceRow = typeof serviceInvoices.$inferSelect;
