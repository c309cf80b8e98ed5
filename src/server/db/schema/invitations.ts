import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * An e-mail invitation from a member to an address that is not a member's (issue 32, "Bring your
 * network in"). One row per inviter and address (lowercase); the link's token is stored hashed and
 * works until `expiresAt`, once. Registering through it connects the two: `status` becomes "joined"
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
    tokenHash: text().notNull(),
    status: text().notNull().default("pending"),
    joinedUserId: integer().references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
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
