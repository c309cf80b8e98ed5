import { describe, expect, it } from "vitest";
import { includedTax, invoiceFileName, invoicePath, updateOrderSettingsSchema } from "./payments";

describe("payments contract", () => {
  it("takes the tax out of a price that includes it, in whole minor units", () => {
    expect(includedTax(12_000, 2000)).toBe(2_000);
    expect(includedTax(49_900, 2000)).toBe(8_317);
    expect(includedTax(10_000, 0)).toBe(0);
    expect(includedTax(1, 2000)).toBe(0);
    expect(includedTax(10_000, 10_000)).toBe(5_000);
  });

  it("names the invoice file with nothing but letters, digits and dashes", () => {
    expect(invoiceFileName("2026-0001")).toBe("invoice-2026-0001.pdf");
    expect(invoiceFileName('2026-0001"; x=../../a')).toBe("invoice-2026-0001xa.pdf");
    expect(invoicePath(7)).toBe("/api/services/orders/7/invoice");
  });

  it("accepts a tax rate in basis points or none, and nothing else", () => {
    expect(updateOrderSettingsSchema.parse({ taxRateBasisPoints: null })).toEqual({
      taxRateBasisPoints: null,
    });
    expect(updateOrderSettingsSchema.parse({ taxRateBasisPoints: 1950 })).toEqual({
      taxRateBasisPoints: 1950,
    });
    for (const taxRateBasisPoints of [0, -1, 10_001, 12.5, "2000"]) {
      expect(updateOrderSettingsSchema.safeParse({ taxRateBasisPoints }).success).toBe(false);
    }
  });
});
