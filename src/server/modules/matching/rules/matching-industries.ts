/**
 * Industries that are really adjacent: their members do the same kind of work or sell along one
 * supply chain, so "Works in X, close to your field" is true of them (issue 29). Symmetric, lower
 * case, small on purpose: technology is not "close" to every industry that uses software, nor
 * consulting to every industry it advises. Each pair says why.
 */
export const ADJACENT_INDUSTRIES: ReadonlyArray<readonly [string, string, string]> = [
  ["finance", "insurance", "financial products under the same regulators"],
  ["finance", "real estate", "property is bought with mortgages and valued as an investment"],
  ["healthcare", "wellness", "both care for people's health: therapists, nutritionists, physios"],
  ["food & beverage", "hospitality", "restaurants, hotels and caterers serve food and drink"],
  ["construction", "real estate", "builders build what property developers sell"],
  ["manufacturing", "logistics", "what is made is shipped and stored"],
  ["marketing", "advertising", "the same work of making a product known"],
  ["marketing", "media", "campaigns run through publishers and content"],
  ["retail", "e-commerce", "selling goods to consumers, in shops or online"],
  ["technology", "software", "software is the technology industry's core"],
  ["technology", "telecommunications", "networks and the services built on them"],
  ["consulting", "professional services", "advice and expertise sold by the hour"],
  ["legal services", "professional services", "law firms are professional services firms"],
];
const RELATED_PAIRS = ADJACENT_INDUSTRIES.map(([a, b]) => [a, b] as const);

const related = new Map<string, Set<string>>();
for (const [a, b] of RELATED_PAIRS) {
  if (!related.has(a)) related.set(a, new Set());
  if (!related.has(b)) related.set(b, new Set());
  related.get(a)?.add(b);
  related.get(b)?.add(a);
}

export function normalizeIndustry(industry: string | null | undefined): string | null {
  const value = industry?.trim().toLowerCase();
  return value ? value : null;
}

/** The industries related to this one (not including itself). */
export function relatedIndustries(industry: string | null | undefined): string[] {
  const key = normalizeIndustry(industry);
  return key ? [...(related.get(key) ?? [])] : [];
}

export function areIndustriesRelated(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalizeIndustry(a);
  const right = normalizeIndustry(b);
  return left !== null && right !== null && left !== right && (related.get(left)?.has(right) ?? false);
}

/** "Austin, TX" → "austin": the city part, for "Both in Austin". */
export function cityKey(location: string | null | undefined): string | null {
  const city = location?.split(",")[0]?.trim().toLowerCase();
  return city ? city : null;
}

export function cityName(location: string | null | undefined): string | null {
  const city = location?.split(",")[0]?.trim();
  return city ? city : null;
}
