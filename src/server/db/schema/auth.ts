import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A member's authenticator-app secret (RFC 6238). The row exists from setup on; the factor counts
 * only once `enabledAt` is set (a code verified). `lastUsedStep` is the 30-second step of the last
 * accepted code: no code of that step or an earlier one is accepted again (no replay).
 */
export const memberTotp = pgTable("member_totp", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes: only a SHA-256 of each is kept; a used code has `usedAt`. */
export const memberRecoveryCodes = pgTable(
  "member_recovery_codes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("member_recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/**
 * The half-signed-in state between the password and the second factor: the browser holds the token
 * (an HttpOnly cookie), only its SHA-256 is stored; it works once, for 5 minutes.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_challenges_user_idx").on(t.userId)],
);

/**
 * A requested change of a member's e-mail address: nothing changes until the link sent to `newEmail`
 * is opened (`confirmedAt`); then the old address may undo it until `undoUntil`.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldEmail: text().notNull(),
    newEmail: text().notNull(),
    /** When the old address had been verified (restored by an undo). */
    oldEmailVerifiedAt: timestamp({ withTimezone: true }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    undoTokenHash: text().unique(),
    undoUntil: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

/**
 * The platform's sign-in policy: one row (id 1), written by an admin. `requireTwoFactor` is "off",
 * "staff" (admins and moderators) or "everyone"; without the row it is "off".
 */
export const signInPolicy = pgTable(
  "sign_in_policy",
  {
    id: integer().primaryKey().default(1),
    requireTwoFactor: text().notNull().default("off"),
    /** "Sign in only through single sign-on": password sign-in and registration refused (admins: /admin-login). */
    ssoOnly: boolean().notNull().default(false),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("sign_in_policy_single_row", sql`${t.id} = 1`),
    check("sign_in_policy_two_factor", sql`${t.requireTwoFactor} in ('off', 'staff', 'everyone')`),
  ],
);

/**
 * A member's account at the OpenID Connect provider (single sign-on), keyed by the provider's
 * issuer and its subject (the `sub` claim, stable per provider); one per member and provider.
 */
export const memberIdentities = pgTable(
  "member_identities",
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The e-mail the provider gave when the identity was linked (shown in Settings). */
    email: text(),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    unique("member_identities_user_issuer_key").on(t.userId, t.issuer),
  ],
);

/**
 * A provider identity waiting for an existing member to prove their address: a first single sign-on
 * whose e-mail belongs to a member is never linked by that match alone; a single-use link (only its
 * SHA-256 stored) goes to the member's address, and opening it links the identity.
 */
export const pendingIdentityLinks = pgTable(
  "pending_identity_links",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_identity_links_user_idx").on(t.userId)],
);
