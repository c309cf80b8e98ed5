/** "Accounting • Finance", or the one word when industry and category say the same ("Manufacturing"). */
export function businessKind(business: { industry: string | null; category: string | null }): string {
  const parts: string[] = [];
  for (const part of [business.industry, business.category]) {
    const text = part?.trim();
    if (text && !parts.some((seen) => seen.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.join(" • ");
}

/** "(3 reviews)", "(1 review)", or "No reviews yet" for a business nobody has reviewed. */
export function reviewCountText(count: number): string {
  if (count === 0) return "No reviews yet";
  return `(${count} ${count === 1 ? "review" : "reviews"})`;
}
