import { BoundedCache } from "../../../../shared/bounded-cache";

/**
 * Words for matching: the same light English stemming on both sides, synonyms for common
 * professional terms folded into one concept word, and filler words dropped. PostgreSQL's
 * `english` text search finds the candidates; these rules explain and score them.
 */

/** Each group names one concept; every variant (a word or a phrase) means the same thing. */
export const MATCHING_SYNONYMS: ReadonlyArray<{ concept: string; variants: readonly string[] }> = [
  { concept: "seo", variants: ["seo", "search engine optimisation", "search engine optimization"] },
  { concept: "sem", variants: ["sem", "search engine marketing"] },
  { concept: "ppc", variants: ["ppc", "pay per click", "pay-per-click", "paid search", "google ads"] },
  { concept: "ux", variants: ["ux", "user experience", "usability"] },
  { concept: "ui", variants: ["ui", "user interface", "interface design"] },
  { concept: "ai", variants: ["ai", "artificial intelligence"] },
  { concept: "ml", variants: ["ml", "machine learning"] },
  { concept: "crm", variants: ["crm", "customer relationship management"] },
  { concept: "erp", variants: ["erp", "enterprise resource planning"] },
  { concept: "hr", variants: ["hr", "human resources", "people operations"] },
  { concept: "pr", variants: ["pr", "public relations", "media relations"] },
  { concept: "gtm", variants: ["gtm", "go-to-market", "go to market"] },
  { concept: "b2b", variants: ["b2b", "business-to-business", "business to business"] },
  { concept: "b2c", variants: ["b2c", "business-to-consumer", "business to consumer", "consumer brands"] },
  { concept: "saas", variants: ["saas", "software as a service", "software-as-a-service"] },
  { concept: "ecommerce", variants: ["ecommerce", "e-commerce", "online store", "online shop", "shopify"] },
  { concept: "web", variants: ["web", "website", "websites", "web site", "site"] },
  { concept: "app", variants: ["app", "apps", "mobile app", "application"] },
  { concept: "cfo", variants: ["cfo", "chief financial officer", "fractional cfo"] },
  { concept: "cto", variants: ["cto", "chief technology officer"] },
  { concept: "cmo", variants: ["cmo", "chief marketing officer"] },
  { concept: "ceo", variants: ["ceo", "chief executive officer"] },
  { concept: "bookkeeping", variants: ["bookkeeping", "bookkeeper", "accounting", "accountant", "cpa"] },
  {
    concept: "fundraising",
    variants: ["fundraising", "raising capital", "capital raise", "venture capital", "vc"],
  },
  {
    concept: "cybersecurity",
    variants: ["cybersecurity", "cyber security", "infosec", "information security", "security audit"],
  },
  { concept: "smm", variants: ["smm", "social media marketing", "social media"] },
  { concept: "copywriting", variants: ["copywriting", "copywriter", "content writing"] },
  { concept: "devops", variants: ["devops", "dev ops", "site reliability"] },
  {
    concept: "analytics",
    variants: ["analytics", "data analysis", "data analytics", "business intelligence", "bi"],
  },
  {
    concept: "recruiting",
    variants: ["recruiting", "recruitment", "recruiter", "talent acquisition", "hiring"],
  },
  { concept: "legal", variants: ["legal", "lawyer", "attorney", "counsel"] },
];

/** Words too common in profiles to say anything about a match. */
const FILLER = new Set(
  `a about above after again all also am an and any are as at be been being both but by can could did do does
doing down during each few for from further had has have having he her here hers him his how i if in into is it
its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she
should so some such than that the their theirs them then there these they this those through to too under until
up very was we were what when where which while who whom why will with would you your yours yourself
looking look want wanting need needs needed seeking seek find finding help helping helps get getting like
someone people person expert experts specialist specialists professional professionals partner partners partnership partnerships company companies business businesses firm firms
client clients customer customers team teams small medium large local new good great best work working
service services offer offering offers provide providing support solution solutions year years including
etc other others every who ideally especially plus well based around across between within without make making
more less early stage`.split(/\s+/),
);

/** Variants by their first word, longest first, so "search engine optimisation" wins over a shorter variant inside it. */
const variantsByFirstWord = new Map<string, Array<{ words: string[]; concept: string }>>();
for (const { concept, variants } of MATCHING_SYNONYMS) {
  for (const variant of variants) {
    const words = rawWords(variant);
    const first = words[0];
    if (!first) continue;
    const list = variantsByFirstWord.get(first) ?? [];
    list.push({ words, concept });
    list.sort((a, b) => b.words.length - a.words.length);
    variantsByFirstWord.set(first, list);
  }
}

function conceptAt(
  words: readonly string[],
  index: number,
): { words: string[]; concept: string } | undefined {
  return variantsByFirstWord
    .get(words[index] as string)
    ?.find(({ words: variant }) => variant.every((word, offset) => words[index + offset] === word));
}

function rawWords(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[-/]/g, " ")
      .match(/[a-z0-9+#]+/g) ?? []
  );
}

/**
 * A light English stemmer: plural, -ing, -ed, -er, -ation, -ment... and the British -ise spellings,
 * so "marketing"/"marketer", "designer"/"design" and "optimisation"/"optimization" meet.
 */
export function stemWord(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  w = w
    .replace(/isation$/, "ization")
    .replace(/ise$/, "ize")
    .replace(/ised$/, "ized")
    .replace(/ising$/, "izing");
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  for (const suffix of [
    "ational",
    "ization",
    "ation",
    "ement",
    "ment",
    "ing",
    "ants",
    "ant",
    "ers",
    "er",
    "ed",
    "ly",
    "ity",
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (suffix === "ational" || suffix === "ation") w += "at";
      else if (suffix === "ization") w += "iz";
      break;
    }
  }
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The meaningful terms of a text: synonyms folded into their concept, the rest stemmed, filler dropped. */
export function matchingTerms(text: string | null | undefined): string[] {
  if (!text) return [];
  const known = termsCache.get(text);
  if (known) return known;
  const terms = computeTerms(text);
  termsCache.set(text, terms);
  return terms;
}

/** Scoring a few hundred candidates reads the same phrases again and again. */
const TERMS_CACHE_SIZE = 20_000;
const termsCache = new BoundedCache<string, string[]>(TERMS_CACHE_SIZE);

function computeTerms(text: string): string[] {
  const words = rawWords(text);
  const terms: string[] = [];
  for (let index = 0; index < words.length; ) {
    const hit = conceptAt(words, index);
    if (hit) {
      terms.push(hit.concept);
      index += hit.words.length;
      continue;
    }
    const word = words[index] as string;
    index += 1;
    if (word.length < 2 || FILLER.has(word) || /^\d+$/.test(word)) continue;
    terms.push(stemWord(word));
  }
  return [...new Set(terms)];
}

/** The pieces of a free-text list ("SEO audits, web design and paid search; ...") as trimmed phrases. */
export function splitPhrases(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[,;.\n•|]|\band\b|\bor\b|&/i)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part.length > 1 && matchingTerms(part).length > 0);
}

/**
 * The terms PostgreSQL should look for, in order: each term is a list of alternatives (every
 * variant of a synonym concept, or one plain word), each alternative a list of words as written;
 * the `english` configuration stems them.
 */
export function searchTerms(text: string | null | undefined): string[][][] {
  if (!text) return [];
  const words = rawWords(text);
  const terms: string[][][] = [];
  const seen = new Set<string>();
  const clean = (word: string) => word.replace(/[^a-z0-9]/g, "");
  for (let index = 0; index < words.length; ) {
    const hit = conceptAt(words, index);
    if (hit) {
      index += hit.words.length;
      if (seen.has(hit.concept)) continue;
      seen.add(hit.concept);
      const group = MATCHING_SYNONYMS.find(({ concept }) => concept === hit.concept);
      terms.push(
        (group?.variants ?? [])
          .map((variant) => rawWords(variant).map(clean).filter(Boolean))
          .filter((v) => v.length > 0),
      );
      continue;
    }
    const word = clean(words[index] as string);
    index += 1;
    if (word.length < 2 || FILLER.has(word) || /^\d+$/.test(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push([[word]]);
  }
  return terms;
}

/** Every alternative of every term, flattened (for tests and the loose query). */
export function searchWords(text: string | null | undefined): string[][] {
  return searchTerms(text).flat();
}

/**
 * The text's words with every synonym variant replaced by its concept ("search engine optimisation
 * audits" → "seo audits", "an accountant" → "an bookkeeping"), for comparing two phrases word by word.
 */
export function foldConcepts(text: string): string {
  const words = rawWords(text);
  const folded: string[] = [];
  for (let index = 0; index < words.length; ) {
    const hit = conceptAt(words, index);
    if (hit) {
      folded.push(hit.concept);
      index += hit.words.length;
    } else {
      folded.push(words[index] as string);
      index += 1;
    }
  }
  return folded.join(" ");
}
