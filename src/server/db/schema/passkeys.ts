import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, textList } from "./columns";
import { users } from "./users";

/**
 * A member's passkeys (WebAuthn credentials, issue 33). `credentialId` and `publicKey` (COSE) are
 * base64url; `userHandle` is the random member handle the authenticator stores with a discoverable
 * credential (the same for all of a member's passkeys). `counter` is the authenticator's signature
 * counter: an assertion whose counter does not grow (when either is non-zero) is refused.
 */
export const memberPasskeys = pgTable(
  "member_passkeys",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text().notNull().unique(),
    publicKey: text().notNull(),
    userHandle: text().notNull(),
    counter: bigint({ mode: "number" }).notNull().default(0),
    transports: textList(),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("member_passkeys_user_idx").on(t.userId)],
);

/**
 * A WebAuthn challenge the server handed out: it works once, for 5 minutes, for one purpose, and
 * only with the cookie it was bound to (`bindingHash`: the SHA-256 of the session token for a
 * registration, of the half-signed-in token for a second factor, of a fresh cookie for a passwordless
 * sign-in).
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: serial().primaryKey(),
    challenge: text().notNull().unique(),
    purpose: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    bindingHash: text().notNull(),
    /** For a registration: the member handle the new passkey will carry. */
    userHandle: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("passkey_challenges_expires_idx").on(t.expiresAt),
    index("passkey_challenges_user_idx").on(t.userId),
    check("passkey_challenges_purpose", sql`${t.purpose} in ('registration', 'sign_in', 'second_factor')`),
  ],
);
