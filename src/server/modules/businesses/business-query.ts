import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import { BUSINESS_ERRORS } from "../../../shared/contracts/businesses";
import { businesses, users } from "../../db/schema";
import { badRequest } from "../../http/app-error";

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
  isFeatured: businesses.isFeatured,
  viewCount: businesses.viewCount,
  contactCount: businesses.contactCount,
  rating: businesses.rating,
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

/** What the public sees: an active business of an active owner (join users on the owner). */
export const isPubliclyVisible = and(eq(businesses.isActive, true), eq(users.isActive, true)) as SQL;

/** Descending as the indexes store it (DESC NULLS LAST), so an index serves the order. */
export const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;

/** Timestamp as text with microseconds, so a cursor never loses precision. */
export const createdAtText = sql<string>`to_char(${businesses.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Where a page ended, then the id: by date (lists, and the later part of a common search), by score
 * (a search ranked in full) or by score among the names that match (the first part of a common search).
 */
export type BusinessCursor =
  | { kind: "date"; at: string; id: number }
  | { kind: "score" | "name"; score: number; id: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const TAGS = { date: "d", score: "s", name: "n" } as const;

export function encodeBusinessCursor(cursor: BusinessCursor): string {
  const value = cursor.kind === "date" ? cursor.at : String(cursor.score);
  return Buffer.from(`${TAGS[cursor.kind]}|${value}|${cursor.id}`, "utf8").toString("base64url");
}

/** Decodes a cursor made by encodeBusinessCursor of one of the expected kinds; anything else is a 400. */
export function decodeBusinessCursor(cursor: string, ...kinds: BusinessCursor["kind"][]): BusinessCursor {
  const [tag, value, idText, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const id = Number(idText);
  const validId = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
  const kind = kinds.find((candidate) => TAGS[candidate] === tag);
  if (kind && rest.length === 0 && validId && value !== undefined) {
    if (kind === "date" && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)))
      return { kind, at: value, id };
    const score = Number(value);
    if (kind !== "date" && value.trim() !== "" && Number.isFinite(score)) return { kind, score, id };
  }
  throw badRequest(BUSINESS_ERRORS.invalidCursor);
}

/** `%text%` for ILIKE with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

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
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "business";
}
