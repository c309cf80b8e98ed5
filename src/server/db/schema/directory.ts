import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, textList, updatedAt } from "./columns";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Services and tags searched: the first this many of each (the form allows no more). */
export const SEARCHED_LIST_ITEMS = 20;

/** `coalesce(list[1], '') || ' ' || ...`: array_to_string is not immutable, subscripts are. */
function listText(column: string): string {
  return Array.from(
    { length: SEARCHED_LIST_ITEMS },
    (_, index) => `coalesce("${column}"[${index + 1}], '')`,
  ).join(" || ' ' || ");
}

/** Name first, then services and tags, then the city, state and descriptions: the weights of the ranking. */
const searchVectorSql = sql.raw(
  [
    `setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A')`,
    `setweight(to_tsvector('english'::regconfig, ${listText("services")} || ' ' || ${listText("tags")}), 'B')`,
    `setweight(to_tsvector('english'::regconfig, coalesce("city", '') || ' ' || coalesce("state", '')), 'C')`,
    `setweight(to_tsvector('english'::regconfig, coalesce("short_description", '') || ' ' || coalesce("description", '')), 'C')`,
  ].join(" || "),
);

export const businesses = pgTable(
  "businesses",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    industry: text(),
    category: text().notNull(),
    shortDescription: text(),
    subCategory: text(),
    website: text(),
    email: text(),
    phone: text(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    country: text().notNull().default("United States"),
    logo: text(),
    coverImage: text(),
    images: textList(),
    services: textList(),
    specialties: textList(),
    socialMedia: jsonb().$type<Record<string, string>>(),
    businessHours: jsonb().$type<Record<string, string>>(),
    yearEstablished: integer(),
    employeeCount: text(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isVerified: boolean().notNull().default(false),
    /** The owner's own switch: an inactive business is hidden from the directory. */
    isActive: boolean().notNull().default(true),
    /** An admin's takedown: hidden whatever isActive says; only admins set or clear it. */
    isSuspended: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    /** When an owner's change of name, website, e-mail or phone removed the Verified badge; null once an admin decides. */
    verificationClearedAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    contactCount: integer().notNull().default(0),
    rating: integer().notNull().default(0),
    /** The true average of approved reviews to one decimal (rating is docs/product.md's rounded integer). */
    averageRating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    tags: textList(),
    metaTitle: text(),
    metaDescription: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Full-text document over name, services, tags and descriptions, kept by PostgreSQL. */
    searchVector: tsvector().generatedAlwaysAs(searchVectorSql),
  },
  (t) => [
    uniqueIndex("businesses_slug_key").on(t.slug),
    index("businesses_owner_id_idx").on(t.ownerId),
    index("businesses_active_created_idx").on(t.isActive, t.createdAt.desc(), t.id.desc()),
    index("businesses_category_idx").on(t.category, t.createdAt.desc(), t.id.desc()),
    index("businesses_industry_idx").on(t.industry, t.createdAt.desc(), t.id.desc()),
    index("businesses_featured_idx").on(t.isFeatured, t.createdAt.desc(), t.id.desc()),
    index("businesses_verified_idx").on(t.isVerified, t.createdAt.desc(), t.id.desc()),
    index("businesses_search_idx").using("gin", t.searchVector),
    index("businesses_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const businessEmployees = pgTable(
  "business_employees",
  {
    id: serial().primaryKey(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().notNull(),
    /** invited: the owner asked, the member has not accepted yet (not on the team); accepted: on the team. */
    status: text().notNull().default("accepted"),
    title: text(),
    department: text(),
    isActive: boolean().notNull().default(true),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("business_employees_business_user_key").on(t.businessId, t.userId),
    index("business_employees_user_id_idx").on(t.userId),
  ],
);

export const businessReviews = pgTable(
  "business_reviews",
  {
    id: serial().primaryKey(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    title: text(),
    content: text(),
    isVerified: boolean().notNull().default(false),
    isApproved: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("business_reviews_business_user_key").on(t.businessId, t.userId),
    index("business_reviews_user_id_idx").on(t.userId),
    index("business_reviews_business_created_idx").on(t.businessId, t.createdAt.desc()),
  ],
);

/** A member's saved businesses (Save to Favorites). */
export const businessFavorites = pgTable(
  "business_favorites",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index("business_favorites_business_id_idx").on(t.businessId),
  ],
);

/** One row per viewer per business per day: a view is counted at most once a day. */
export const businessViews = pgTable(
  "business_views",
  {
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** `u:<user id>` for a member, `a:<hash of the address>` for a visitor. */
    viewerKey: text().notNull(),
    viewedOn: date({ mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.viewerKey, t.viewedOn] }),
    index("business_views_viewed_on_idx").on(t.viewedOn),
  ],
);

export type BusinessRow = typeof businesses.$inferSelect;
