/** Industries whose members commonly do business with each other (symmetric, lower case). */
const RELATED_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["technology", "marketing"],
  ["technology", "finance"],
  ["technology", "education"],
  ["technology", "healthcare"],
  ["technology", "manufacturing"],
  ["marketing", "retail"],
  ["marketing", "food & beverage"],
  ["marketing", "real estate"],
  ["marketing", "hospitality"],
  ["finance", "real estate"],
  ["finance", "legal services"],
  ["finance", "insurance"],
  ["healthcare", "education"],
  ["healthcare", "wellness"],
  ["legal services", "real estate"],
  ["manufacturing", "logistics"],
  ["food & beverage", "hospitality"],
  ["food & beverage", "retail"],
  ["construction", "real estate"],
  ["consulting", "technology"],
  ["consulting", "marketing"],
  ["consulting", "finance"],
];

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
