import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, textList, updatedAt } from "./columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The first skills as one text. array_to_string is not immutable, so a generated column cannot use
 * it; subscripts are. Members rarely list more than a dozen skills (scoring reads them all).
 */
const INDEXED_SKILLS = 16;
const skillsText = sql.join(
  Array.from({ length: INDEXED_SKILLS }, (_, index) => sql.raw(`coalesce(skills[${index + 1}], '')`)),
  sql.raw(" || ' ' || "),
);

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    username: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: text().notNull().default("user"),
    jobTitle: text(),
    company: text(),
    industry: text(),
    location: text(),
    phoneNumber: text(),
    bio: text(),
    linkedinUrl: text(),
    website: text(),
    websiteUrl: text(),
    professionalSummary: text(),
    skills: textList(),
    interests: textList(),
    lookingFor: text(),
    servicesOffered: text(),
    targetAudience: text(),
    preferredConnectionTypes: textList(),
    availabilityForMeetings: text(),
    communicationPreferences: textList(),
    avatar: text(),
    profileCompleted: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** When the member proved they own `email` (the verification link); null until then. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Privacy: connections may see the e-mail address (visitors and other members never do). */
    showEmailToConnections: boolean().notNull().default(true),
    /** Privacy: connections may see the phone number (off until the member allows it). */
    showPhoneToConnections: boolean().notNull().default(false),
    /** Privacy: the member's profile views are counted but not named, and they do not see who viewed theirs. */
    browsePrivately: boolean().notNull().default(false),
    /** Made by an admin with a temporary password: the member chooses their own before anything else. */
    passwordChangeRequired: boolean().notNull().default(false),
    lastActiveAt: timestamp({ withTimezone: true }),
    /** How the member left the first-visit tour ("completed" or "skipped"); null until then, so the welcome dialog shows. */
    tourStatus: text(),
    /** Set when the member deleted their account: the row stays as a "Deleted member" placeholder. */
    deletedAt: timestamp({ withTimezone: true }),
    /** What the member offers (services, job title, skills), stemmed: matched against others' needs. */
    offerSearch: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(services_offered, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(job_title, '') || ' ' || ${skillsText}), 'B')`,
    ),
    /** What the member is looking for and whom they serve: matched against others' offers. */
    wantSearch: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(looking_for, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(target_audience, '')), 'C')`,
    ),
    /** What one search box finds a member by: the name (A), job title and company (B), skills and location (C); words unstemmed, so each word of a search may match a different field. */
    memberSearch: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, first_name || ' ' || last_name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(job_title, '') || ' ' || coalesce(company, '')), 'B') || setweight(to_tsvector('simple'::regconfig, ${skillsText} || ' ' || coalesce(location, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_key").on(t.username),
    // Serves the username prefix lookup (LIKE 'base%') whatever the database collation.
    index("users_username_pattern_idx").using("btree", t.username.op("text_pattern_ops")),
    index("users_created_at_idx").on(t.createdAt),
    index("users_last_active_at_idx").on(t.lastActiveAt),
    index("users_industry_idx").on(t.industry),
    // Matching candidates (docs/decisions/0007-matching-engine.md).
    index("users_offer_search_idx").using("gin", t.offerSearch),
    index("users_want_search_idx").using("gin", t.wantSearch),
    index("users_skills_idx").using("gin", t.skills),
    // One search box (docs/decisions/0015-one-search-box.md): full text, and names within a typo.
    index("users_member_search_idx").using("gin", t.memberSearch),
    index("users_full_name_trgm_idx").using(
      "gin",
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index("users_industry_key_active_idx").on(sql`lower(${t.industry})`, t.lastActiveAt.desc().nullsLast()),
    index("users_city_key_active_idx").on(
      sql`lower(btrim(split_part(${t.location}, ',', 1)))`,
      t.lastActiveAt.desc().nullsLast(),
    ),
  ],
);

/** Only the SHA-256 of a session token is stored; the token itself lives in the browser's cookie. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    /** The number the member's Settings page names a session by (never the token or its hash). */
    id: serial().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in (cut to 512 characters), shown as "Chrome on macOS". */
    userAgent: text(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * E-mail verification links: only the SHA-256 of the token is stored, with the address it proves
 * (a link stops working when the account's address has changed since it was sent).
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("email_verification_tokens_user_id_idx").on(t.userId, t.createdAt.desc())],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
