/**
 * Splits what was typed into "Invite people" into the addresses a send carries: commas, semicolons,
 * spaces and new lines separate them; empty pieces are dropped and each address is kept once (the
 * server checks each one and names those that are not e-mail addresses).
 */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const piece of text.split(/[\s,;]+/)) {
    const key = piece.toLowerCase();
    if (piece === "" || seen.has(key)) continue;
    seen.add(key);
    addresses.push(piece);
  }
  return addresses;
}
