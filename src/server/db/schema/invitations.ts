import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * An address a member reached through "Invite people" (issue 32, "Bring your network in"): one row
 * per inviter and address (lowercase), counted against the weekly allowance. For an address that is
 * not a member's (`kind` "email") the e-mailed link's token is stored hashed and works until
 * `expiresAt`, once. Registering through it connects the two: `status` becomes "joined"
 * and `joinedUserId` names the new member.
 */
export const memberInvitations = pgTable(
  "member_invitations",
  {
    id: serial().primaryKey(),
    inviterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    /** "email": an invitation e-mailed with a link; "request": a member's address, asked to connect. */
    kind: text().notNull().default("email"),
    /** Only for "email". */
    tokenHash: text(),
    status: text().notNull().default("pending"),
    joinedUserId: integer().references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_invitations_inviter_email_key").on(t.inviterId, t.email),
    uniqueIndex("member_invitations_token_hash_key").on(t.tokenHash),
    index("member_invitations_inviter_id_idx").on(t.inviterId, t.id),
    index("member_invitations_email_idx").on(t.email),
  ],
);

export type MemberInvitationRow = typeof memberInvitations.$inferSelect;
