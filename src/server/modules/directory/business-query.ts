import { and, eq, type SQL } from "drizzle-orm";
import { slugOf } from "../../../shared/rules/slug";
import { businesses, users } from "../../db/schema";

/** Every column a client may see (the search vector stays in the database). */
export const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  description: businesses.description,
  industry: businesses.industry,
  category: businesses.category,
  shortDescription: businesses.shortDescription,
  subCategory: businesses.subCategory,
  website: businesses.website,
  email: businesses.email,
  phone: businesses.phone,
  address: businesses.address,
  city: businesses.city,
  state: businesses.state,
  zipCode: businesses.zipCode,
  country: businesses.country,
  logo: businesses.logo,
  coverImage: businesses.coverImage,
  images: businesses.images,
  services: businesses.services,
  specialties: businesses.specialties,
  socialMedia: businesses.socialMedia,
  businessHours: businesses.businessHours,
  yearEstablished: businesses.yearEstablished,
  employeeCount: businesses.employeeCount,
  ownerId: businesses.ownerId,
  isVerified: businesses.isVerified,
  isActive: businesses.isActive,
  isSuspended: businesses.isSuspended,
  isFeatured: businesses.isFeatured,
  viewCount: businesses.viewCount,
  contactCount: businesses.contactCount,
  rating: businesses.rating,
  averageRating: businesses.averageRating,
  reviewCount: businesses.reviewCount,
  tags: businesses.tags,
  metaTitle: businesses.metaTitle,
  metaDescription: businesses.metaDescription,
  createdAt: businesses.createdAt,
  updatedAt: businesses.updatedAt,
};

export const ownerColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** What the public sees: an active, not suspended business of an active owner (join users on the owner). */
export const isPubliclyVisible = and(
  eq(businesses.isActive, true),
  eq(businesses.isSuspended, false),
  eq(users.isActive, true),
) as SQL;

/**
 * The words of a search as the text indexes read them: letters and digits only (so quotes, `%`, `_`
 * and SQL never reach to_tsquery), lowercased, each once, at most eight. A single letter is left out
 * when longer words remain (it is an initial, or a prefix of most of the index); a number is kept,
 * as it tells searches apart ("SOC 2").
 */
export function searchTokens(search: string): string[] {
  const allWords = [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  const longWords = allWords.filter((word) => word.length > 1 || /\p{N}/u.test(word));
  return (longWords.length > 0 ? longWords : allWords).slice(0, 8);
}

/**
 * Whether a word matches as a word prefix ("soc" finds "social"): three characters or more, or a
 * short word of letters still being typed at the end ("sofia al"). Any other short word, and a short
 * number anywhere, matches whole words only, so "SOC 2" asks for a "2" and never finds a Social
 * Media Strategist.
 */
export function isPrefixWord(word: string, isLast: boolean): boolean {
  return word.length >= 3 || (isLast && !/\p{N}/u.test(word));
}

/** A search as to_tsquery terms: every word must match (`seo:* & audit:* & 2`), short ones whole. */
export function prefixTsQuery(search: string): string | null {
  const words = searchTokens(search);
  if (words.length === 0) return null;
  return words
    .map((word, index) => (isPrefixWord(word, index === words.length - 1) ? `${word}:*` : word))
    .join(" & ");
}

/** Lowercase, ASCII, dash-separated, at most 80 characters; "business" when nothing is left. */
export function slugBase(name: string): string {
  return slugOf(name, "business");
}
