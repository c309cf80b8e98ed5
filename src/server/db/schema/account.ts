import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** A forgotten-password link: only the SHA-256 of its token is stored; it works once, for an hour. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** One member blocking another: while it exists neither can reach or see the other. */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("member_blocks_blocked_id_idx").on(t.blockedId, t.blockerId),
    index("member_blocks_blocker_created_idx").on(t.blockerId, t.createdAt.desc()),
  ],
);
