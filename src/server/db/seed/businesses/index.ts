import { slugify } from "../../../../shared/rules/slug";
import { FINANCE_AND_PROFESSIONAL } from "./finance-and-professional";
import { LOCAL_AND_INDUSTRY } from "./local-and-industry";
import { FINANCE_LOCAL_AND_INDUSTRY_REVIEWS } from "./reviews-finance-local-and-industry";
import { TECHNOLOGY_AND_MARKETING_REVIEWS } from "./reviews-technology-and-marketing";
import { TECHNOLOGY_AND_MARKETING } from "./technology-and-marketing";
import type { SeedBusiness, SeedReview } from "./types";

export { SEED_TEAM } from "./team";

export type { SeedBusiness, SeedReview, SeedTeamMember } from "./types";

export const SEED_BUSINESSES: readonly SeedBusiness[] = [
  ...TECHNOLOGY_AND_MARKETING,
  ...FINANCE_AND_PROFESSIONAL,
  ...LOCAL_AND_INDUSTRY,
];

/** Reviews by members who are not the owner; a business rating is their rounded average. */
export const SEED_REVIEWS: readonly SeedReview[] = [
  ...TECHNOLOGY_AND_MARKETING_REVIEWS,
  ...FINANCE_LOCAL_AND_INDUSTRY_REVIEWS,
];

export function businessLogo(slug: string): string {
  return `/images/businesses/logos/${slug}.svg`;
}

/** Covers are shared by the businesses of one sector (the directory's category filter, a business's industry). */
export function businessCover(sector: string): string {
  return `/images/businesses/covers/${slugify(sector)}.svg`;
}

/** The stored figures: rating (the rounded average) and averageRating (to one decimal); 0 without reviews. */
export function ratingFigures(ratings: readonly number[]): { rating: number; averageRating: number } {
  if (ratings.length === 0) return { rating: 0, averageRating: 0 };
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { rating: Math.round(mean), averageRating: Math.round(mean * 10) / 10 };
}
