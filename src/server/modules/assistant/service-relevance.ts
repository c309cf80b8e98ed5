import {
  normalizeServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  SERVICE_CATEGORY_PAGE_NAMES,
  type ServiceCategory,
} from "../../../shared/rules/service-categories";
import type { CatalogueService } from "../services/order-query";
import { containsPhrase, contentTokens, tokens } from "./assistant-text";

/**
 * How members describe each kind of work in plain words, with a weight per phrase. A phrase found in
 * a message adds its weight to every service of the category; the services' own text does the rest.
 */
const CATEGORY_PHRASES: Record<ServiceCategory, [phrase: string, weight: number][]> = {
  web_design: [
    ["website", 4],
    ["web site", 4],
    ["web design", 5],
    ["web", 2],
    ["site", 2],
    ["webpage", 3],
    ["landing page", 4],
    ["homepage", 3],
    ["online store", 5],
    ["online shop", 5],
    ["ecommerce", 5],
    ["e commerce", 5],
    ["sell online", 4],
    ["sell products", 3],
    ["shop", 2],
    ["shopify", 4],
    ["woocommerce", 4],
    ["wordpress", 4],
    ["web app", 4],
    ["web application", 5],
    ["portal", 3],
    ["dashboard", 2],
    ["internal tool", 3],
    ["redesign", 3],
    ["mobile friendly", 3],
    ["responsive", 2],
    ["booking form", 3],
    ["checkout", 3],
    ["online presence", 2],
    ["page", 1],
  ],
  email_marketing: [
    ["email", 4],
    ["e mail", 4],
    ["mail", 2],
    ["newsletter", 5],
    ["mailing list", 5],
    ["subscriber", 3],
    ["inbox", 3],
    ["drip", 3],
    ["sequence", 2],
    ["autoresponder", 4],
    ["mailchimp", 4],
    ["klaviyo", 4],
    ["welcome series", 4],
    ["nurture", 3],
    ["win back", 3],
    ["repeat customer", 3],
    ["come back", 2],
    ["stay in touch", 3],
    ["keep in touch", 3],
    ["retention", 2],
  ],
  social_media: [
    ["social", 4],
    ["social media", 5],
    ["instagram", 5],
    ["facebook", 3],
    ["tiktok", 5],
    ["twitter", 4],
    ["youtube", 3],
    ["pinterest", 4],
    ["linkedin", 2],
    ["follower", 4],
    ["content calendar", 3],
    ["community", 3],
    ["influencer", 3],
    ["engagement", 2],
    ["reel", 3],
    ["post", 2],
    ["thought leadership", 4],
    ["personal brand", 8],
    ["ghostwrit", 3],
    ["ghost writ", 3],
    ["viral", 3],
  ],
  seo: [
    ["seo", 5],
    ["search engine", 5],
    ["search result", 5],
    ["search", 3],
    ["google", 2],
    ["rank", 4],
    ["organic", 4],
    ["keyword", 3],
    ["found online", 4],
    ["find us", 3],
    ["find me", 3],
    ["find my", 3],
    ["find our", 3],
    ["found", 2],
    ["traffic", 3],
    ["blog", 3],
    ["article", 3],
    ["content", 1],
    ["local", 2],
    ["near me", 4],
    ["nearby", 3],
    ["map", 3],
    ["google maps", 5],
    ["visibility", 3],
    ["visible", 3],
    ["first page", 4],
    ["backlink", 3],
  ],
  branding: [
    ["brand", 4],
    ["logo", 5],
    ["identity", 4],
    ["rebrand", 5],
    ["visual identity", 5],
    ["colour", 3],
    ["color", 3],
    ["palette", 3],
    ["typography", 3],
    ["font", 3],
    ["guideline", 3],
    ["business card", 3],
    ["look and feel", 4],
    ["tone of voice", 3],
    ["naming", 3],
    ["positioning", 3],
    ["stand out", 2],
    ["consistent", 2],
    ["look", 1],
  ],
  advertising: [
    ["ad", 4],
    ["ads", 4],
    ["advert", 4],
    ["advertising", 5],
    ["advertise", 5],
    ["advertisement", 5],
    ["ppc", 5],
    ["pay per click", 5],
    ["paid", 3],
    ["google ads", 7],
    ["adwords", 5],
    ["linkedin ads", 7],
    ["facebook ads", 6],
    ["campaign", 1],
    ["lead", 3],
    ["budget", 1],
    ["cpc", 4],
    ["retarget", 4],
    ["remarket", 4],
    ["sponsor", 3],
    ["ad spend", 5],
    ["decision maker", 3],
    ["quickly", 1],
    ["fast", 1],
    ["right away", 1],
  ],
};

type PreparedPhrase = { words: string[]; weight: number };
const PREPARED_PHRASES = Object.fromEntries(
  SERVICE_CATEGORIES.map((category) => [
    category,
    CATEGORY_PHRASES[category].map(([phrase, weight]) => ({ words: tokens(phrase), weight })),
  ]),
) as Record<ServiceCategory, PreparedPhrase[]>;

/** The categories a message speaks of in plain words, with their weight (0 when not at all). */
export function categorySignals(message: string): Record<ServiceCategory, number> {
  const words = tokens(message);
  const signals = {} as Record<ServiceCategory, number>;
  for (const category of SERVICE_CATEGORIES) {
    const names = [
      SERVICE_CATEGORY_DISPLAY_NAMES[category],
      SERVICE_CATEGORY_PAGE_NAMES[category].replace(/ Services$/, ""),
    ];
    let weight = names.some((name) => containsPhrase(words, tokens(name))) ? 6 : 0;
    for (const phrase of PREPARED_PHRASES[category]) {
      if (containsPhrase(words, phrase.words)) weight += phrase.weight;
    }
    signals[category] = weight;
  }
  return signals;
}

export type RankedService = {
  service: CatalogueService;
  category: ServiceCategory | null;
  score: number;
};

/** Field weights: a word in the name tells most, then features and category, then the description. */
const FIELD_WEIGHTS = { name: 3, features: 2, category: 2, description: 1 } as const;

/**
 * The services ranked by how well they fit a message: text relevance over name, description and
 * features (each word weighted by how rare it is in the catalogue), plus the plain-word signals of
 * the service's category. Services that do not fit at all are left out.
 */
export function rankServices(message: string, catalogue: readonly CatalogueService[]): RankedService[] {
  const queryWords = [...new Set(contentTokens(message))];
  const signals = categorySignals(message);
  const documents = catalogue.map((service) => {
    const category = normalizeServiceCategory(service.category);
    const categoryText = category
      ? `${SERVICE_CATEGORY_DISPLAY_NAMES[category]} ${SERVICE_CATEGORY_PAGE_NAMES[category]}`
      : service.category;
    return {
      service,
      category,
      fields: {
        name: new Set(contentTokens(service.name)),
        features: new Set(contentTokens(service.features.join(" "))),
        category: new Set(contentTokens(categoryText)),
        description: new Set(contentTokens(service.description ?? "")),
      },
    };
  });

  const total = documents.length;
  const inverseFrequency = new Map<string, number>();
  for (const word of queryWords) {
    const count = documents.filter((doc) =>
      Object.values(doc.fields).some((field) => field.has(word)),
    ).length;
    inverseFrequency.set(word, count === 0 ? 0 : Math.log(1 + total / count));
  }

  const ranked = documents.map((doc) => {
    let score = 0;
    for (const word of queryWords) {
      const weight = inverseFrequency.get(word) ?? 0;
      if (weight === 0) continue;
      for (const field of Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]) {
        if (doc.fields[field].has(word)) score += weight * FIELD_WEIGHTS[field];
      }
    }
    if (doc.category) score += signals[doc.category];
    return { service: doc.service, category: doc.category, score };
  });

  return ranked
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.service.id - b.service.id);
}

/** The categories in the order a ranking puts their best service. */
export function rankedCategories(ranked: readonly RankedService[]): ServiceCategory[] {
  const seen: ServiceCategory[] = [];
  for (const entry of ranked) {
    if (entry.category && !seen.includes(entry.category)) seen.push(entry.category);
  }
  return seen;
}

/** The category a message names outright ('SEO', 'email marketing', 'logo'), when one stands out. */
export function namedCategory(message: string): ServiceCategory | null {
  const signals = categorySignals(message);
  const sorted = SERVICE_CATEGORIES.map((category) => [category, signals[category]] as const)
    .filter(([, weight]) => weight >= 4)
    .sort((a, b) => b[1] - a[1]);
  const [first, second] = sorted;
  if (!first) return null;
  if (second && second[1] * 1.5 > first[1]) return null;
  return first[0];
}
