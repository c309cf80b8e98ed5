import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, textList, updatedAt } from "./columns";
import { users } from "./users";

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
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    contactCount: integer().notNull().default(0),
    rating: integer().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    tags: textList(),
    metaTitle: text(),
    metaDescription: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("businesses_slug_key").on(t.slug),
    index("businesses_owner_id_idx").on(t.ownerId),
    index("businesses_active_created_idx").on(t.isActive, t.createdAt.desc(), t.id.desc()),
    index("businesses_category_idx").on(t.category),
    index("businesses_industry_idx").on(t.industry),
    index("businesses_featured_idx").on(t.isFeatured),
    index("businesses_verified_idx").on(t.isVerified),
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

export type BusinessRow = typeof businesses.$inferSelect;
