import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { users } from "./users";

/**
 * The platform's settings: one row (id 1), written by the admin Settings tab. Until an admin saves
 * them the defaults below apply, so a database without the row behaves like a fresh platform.
 */
export const platformSettings = pgTable(
  "platform_settings",
  {
    id: integer().primaryKey().default(1),
    registrationOpen: boolean().notNull().default(true),
    postModeration: boolean().notNull().default(false),
    emailNotifications: boolean().notNull().default(true),
    /** Members must verify their e-mail before posting, messaging, referring and ordering. */
    requireVerifiedEmail: boolean().notNull().default(false),
    /** Registration asks for a proof-of-work solution (altcha) before an account is made. */
    registrationProofOfWork: boolean().notNull().default(false),
    announcement: text(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("platform_settings_single_row", sql`${t.id} = 1`)],
);

export type PlatformSettingsRow = typeof platformSettings.$inferSelect;

/**
 * Proof-of-work solutions of registration already used (by challenge signature), kept until the
 * challenge expires: each solution makes one account, on every process.
 */
export const usedRegistrationChallenges = pgTable(
  "used_registration_challenges",
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("used_registration_challenges_expires_at_idx").on(t.expiresAt)],
);
