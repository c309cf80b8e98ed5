import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { opportunities } from "./opportunities";
import { users } from "./users";

/** Direct messages between members; type is opportunity, partnership or other. */
export const messages = pgTable(
  "messages",
  {
    id: serial().primaryKey(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    type: text().notNull().default("other"),
    opportunityId: integer().references(() => opportunities.id, { onDelete: "set null" }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** Hidden by a moderator (issue 27): the recipient no longer sees it. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("messages_recipient_created_idx").on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index("messages_sender_created_idx").on(t.senderId, t.createdAt.desc()),
    index("messages_opportunity_id_idx").on(t.opportunityId),
    // A conversation's thread: both directions of one pair, newest first.
    index("messages_pair_idx").on(t.senderId, t.recipientId, t.id.desc()),
    index("messages_unread_idx").on(t.recipientId, t.senderId).where(sql`${t.readAt} is null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
