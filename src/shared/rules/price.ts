/** docs/product.md, Limits: prices are integers in cents; 0 means a custom quote. */
export const CUSTOM_QUOTE_LABEL = "Custom Quote";

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function isCustomQuote(priceInCents: number): boolean {
  return priceInCents === 0;
}

/** Dollars from cents with two decimals ('$1,234.00'); 0 shows 'Custom Quote'. */
export function formatPrice(priceInCents: number): string {
  if (isCustomQuote(priceInCents)) return CUSTOM_QUOTE_LABEL;
  return dollars.format(priceInCents / 100);
}

/** The order button of a service card and dialog; a custom quote reads Request Quote / Requesting Quote. */
export function orderButtonLabel(priceInCents: number, isPending: boolean): string {
  if (isCustomQuote(priceInCents)) return isPending ? "Requesting Quote" : "Request Quote";
  return isPending ? "Placing Order..." : "Order Now";
}
