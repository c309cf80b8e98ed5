import type { ServiceInvoiceRow } from "../../db/schema";

/** An amount in minor units with its currency, e.g. 49900 usd → "$499.00". */
function money(minor: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    minor / 100,
  );
}

function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })} %`;
}

/**
 * The invoice as an A4 PDF: the agency, the buyer, the line, the included tax and the payment. pdfkit is
 * read on the first invoice, not at start-up (it was the slowest package to load).
 */
export async function renderInvoicePdf(invoice: ServiceInvoiceRow): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.agencyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(20).text(invoice.agencyName);
  doc.font("Helvetica").fontSize(10);
  for (const line of [invoice.agencyAddress, invoice.agencyEmail].filter(Boolean)) doc.text(line);
  if (invoice.agencyTaxId) doc.text(`Tax id: ${invoice.agencyTaxId}`);
  doc.moveDown(1.5);

  doc.font("Helvetica-Bold").fontSize(16).text(`Invoice ${invoice.number}`);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`Issued ${invoice.issuedAt.toISOString().slice(0, 10)}`);
  doc.moveDown();

  doc.font("Helvetica-Bold").text("Billed to");
  doc.font("Helvetica").text(invoice.buyerName);
  if (invoice.buyerCompany) doc.text(invoice.buyerCompany);
  doc.text(invoice.buyerEmail);
  doc.moveDown(1.5);

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountWidth = 120;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(label, left, y, { width: right - left - amountWidth - 10 });
    const after = doc.y;
    doc.text(amount, right - amountWidth, y, { width: amountWidth, align: "right" });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  row("Description", "Amount", true);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  row(invoice.lineDescription, money(invoice.netAmount, invoice.currency));
  doc.moveDown(0.5);
  if (invoice.taxRateBasisPoints > 0) {
    row(
      `${invoice.taxLabel} (${percent(invoice.taxRateBasisPoints)})`,
      money(invoice.taxAmount, invoice.currency),
    );
  }
  row("Total paid", money(invoice.totalAmount, invoice.currency), true);
  doc.moveDown(1.5);

  doc.font("Helvetica").fontSize(9);
  const paidWith = invoice.paymentProvider === "stripe" ? "card (Stripe)" : "manual payment";
  doc.text(
    `Paid by ${paidWith}${invoice.paymentReference ? `, reference ${invoice.paymentReference}` : ""}.`,
    left,
  );
  doc.end();
  return done;
}
