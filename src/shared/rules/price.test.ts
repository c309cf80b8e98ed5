import { describe, expect, it } from "vitest";
import { CUSTOM_QUOTE_LABEL, formatPrice, isCustomQuote, orderButtonLabel } from "./price";

describe("formatPrice", () => {
  it("shows dollars from cents with two decimals", () => {
    expect(formatPrice(123400)).toBe("$1,234.00");
    expect(formatPrice(99)).toBe("$0.99");
    expect(formatPrice(1)).toBe("$0.01");
    expect(formatPrice(250050)).toBe("$2,500.50");
    expect(formatPrice(100000000)).toBe("$1,000,000.00");
  });

  it("shows 'Custom Quote' for a price of 0", () => {
    expect(CUSTOM_QUOTE_LABEL).toBe("Custom Quote");
    expect(formatPrice(0)).toBe("Custom Quote");
    expect(isCustomQuote(0)).toBe(true);
    expect(isCustomQuote(1)).toBe(false);
  });
});

describe("orderButtonLabel", () => {
  it("reads Order Now / Placing Order... and, for a custom quote, Request Quote / Requesting Quote", () => {
    expect(orderButtonLabel(149_900, false)).toBe("Order Now");
    expect(orderButtonLabel(149_900, true)).toBe("Placing Order...");
    expect(orderButtonLabel(0, false)).toBe("Request Quote");
    expect(orderButtonLabel(0, true)).toBe("Requesting Quote");
  });
});
