import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, textList, updatedAt } from "./columns";

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
    lastActiveAt: timestamp({ withTimezone: true }),
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
  ],
);

/** Only the SHA-256 of a session token is stored; the token itself lives in the browser's cookie. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
