/** An amount in minor units with its currency, e.g. 69900 usd → "$699.00". */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    minor / 100,
  );
}
