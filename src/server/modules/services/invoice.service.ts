import { eq, sql } from "drizzle-orm";
import { includedTax, invoicePath } from "../../../shared/contracts/payments";
import type { DbExecutor } from "../../db/client";
import {
  invoiceSequences,
  type ServiceInvoiceRow,
  serviceInvoices,
  serviceOrders,
  servicePayments,
  services,
  users,
} from "../../db/schema";
import { conflict, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { orderForViewer } from "./order-page.service";
import { readAgencySettings } from "./payments-settings.service";

export const INVOICE_NOT_READY = "This order has no invoice yet: it gets one when it is paid.";

/** 2026, 7 → "2026-0007". */
export function invoiceNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(4, "0")}`;
}

/**
 * The next number of `year`: one upsert on the year's counter row, which stays locked until the
 * transaction ends, so concurrent payments wait for each other and get consecutive numbers.
 */
async function nextInvoiceSeq(tx: DbExecutor, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastSeq: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastSeq: sql`${invoiceSequences.lastSeq} + 1` },
    })
    .returning({ seq: invoiceSequences.lastSeq });
  if (!row) throw new Error("the invoice counter returned no row");
  return row.seq;
}

/**
 * Writes the invoice of an order that has just been paid (call it in the transaction that records
 * the payment): the next number of the year, the agency's details as they stand now, the buyer's
 * name and company, the line and its included tax, the payment's reference. An order has at most one.
 */
export async function issueInvoice(tx: DbExecutor, orderId: number, now: Date): Promise<ServiceInvoiceRow> {
  const [existing] = await tx
    .select()
    .from(serviceInvoices)
    .where(eq(serviceInvoices.orderId, orderId))
    .limit(1);
  if (existing) return existing;
  const [row] = await tx
    .select({
      order: serviceOrders,
      serviceName: services.name,
      buyer: {
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        email: users.email,
      },
    })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .innerJoin(users, eq(users.id, serviceOrders.userId))
    .where(eq(serviceOrders.id, orderId))
    .limit(1);
  if (!row) throw notFound("Order not found.");
  // One query after the other: a transaction's connection runs one at a time.
  const [payment] = await tx
    .select()
    .from(servicePayments)
    .where(eq(servicePayments.orderId, orderId))
    .limit(1);
  const agency = await readAgencySettings(tx);
  const total = payment?.amount ?? row.order.totalAmount;
  const tax = includedTax(total, agency.taxRateBasisPoints);
  const year = now.getUTCFullYear();
  const seq = await nextInvoiceSeq(tx, year);
  const project = row.order.projectName ? ` — ${row.order.projectName}` : "";
  const [invoice] = await tx
    .insert(serviceInvoices)
    .values({
      orderId,
      year,
      seq,
      number: invoiceNumber(year, seq),
      issuedAt: now,
      agencyName: agency.agencyName,
      agencyAddress: agency.agencyAddress,
      agencyEmail: agency.agencyEmail,
      agencyTaxId: agency.agencyTaxId,
      buyerName: `${row.buyer.firstName} ${row.buyer.lastName}`.trim(),
      buyerCompany: row.buyer.company?.trim() || null,
      buyerEmail: row.buyer.email,
      lineDescription: `${row.serviceName}${project} (order #${orderId})`,
      currency: payment?.currency ?? row.order.currency,
      netAmount: total - tax,
      taxRateBasisPoints: agency.taxRateBasisPoints,
      taxLabel: agency.taxLabel,
      taxAmount: tax,
      totalAmount: total,
      paymentProvider: payment?.provider ?? "manual",
      paymentReference: payment?.reference ?? null,
    })
    .returning();
  if (!invoice) throw new Error("the invoice was not written");
  return invoice;
}

/** The order detail's `invoice`: its number, date and PDF address, or null before payment. */
export async function invoiceSummary(db: DbExecutor, orderId: number) {
  const [invoice] = await db
    .select({ number: serviceInvoices.number, issuedAt: serviceInvoices.issuedAt })
    .from(serviceInvoices)
    .where(eq(serviceInvoices.orderId, orderId))
    .limit(1);
  return invoice ? { ...invoice, url: invoicePath(orderId) } : null;
}

/** GET /api/services/orders/{id}/invoice: the buyer's or an admin's; others are told the order does not exist. */
export async function readInvoiceFor(db: DbExecutor, viewer: SessionUser, orderId: number) {
  await orderForViewer(db, viewer, orderId);
  const [invoice] = await db
    .select()
    .from(serviceInvoices)
    .where(eq(serviceInvoices.orderId, orderId))
    .limit(1);
  if (!invoice) throw conflict(INVOICE_NOT_READY);
  return invoice;
}

/** Every invoice of a member's orders, for the data export. */
export async function invoicesOfBuyer(db: DbExecutor, userId: number) {
  return db
    .select({
      number: serviceInvoices.number,
      orderId: serviceInvoices.orderId,
      issuedAt: serviceInvoices.issuedAt,
      agencyName: serviceInvoices.agencyName,
      buyerName: serviceInvoices.buyerName,
      buyerCompany: serviceInvoices.buyerCompany,
      lineDescription: serviceInvoices.lineDescription,
      currency: serviceInvoices.currency,
      netAmount: serviceInvoices.netAmount,
      taxRateBasisPoints: serviceInvoices.taxRateBasisPoints,
      taxAmount: serviceInvoices.taxAmount,
      totalAmount: serviceInvoices.totalAmount,
      paymentReference: serviceInvoices.paymentReference,
    })
    .from(serviceInvoices)
    .innerJoin(serviceOrders, eq(serviceOrders.id, serviceInvoices.orderId))
    .where(eq(serviceOrders.userId, userId))
    .orderBy(serviceInvoices.year, serviceInvoices.seq);
}
