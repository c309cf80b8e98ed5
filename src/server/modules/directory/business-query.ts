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
 * Words of a search as prefix terms (`seo:* & audit:*`); only letters and digits reach to_tsquery.
 * Single characters are left out when longer words remain: as prefixes they match most of the index.
 */
export function prefixTsQuery(search: string): string | null {
  const allWords = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const longWords = allWords.filter((word) => word.length > 1);
  const words = (longWords.length > 0 ? longWords : allWords).slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** Lowercase, ASCII, dash-separated, at most 80 characters; "business" when nothing is left. */
export function slugBase(name: string): string {
  return slugOf(name, "business");
}
