import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const referrals = pgTable(
  "referrals",
  {
    id: serial().primaryKey(),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refereeId: integer().references(() => users.id, { onDelete: "set null" }),
    targetId: integer().notNull(),
    targetType: text().notNull(),
    status: text().notNull().default("pending"),
    message: text(),
    ghlContactId: text(),
    ghlWorkflowId: text(),
    automationStatus: text(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("referrals_referrer_created_idx").on(t.referrerId, t.createdAt.desc()),
    index("referrals_referee_id_idx").on(t.refereeId),
    index("referrals_target_idx").on(t.targetType, t.targetId),
    index("referrals_status_idx").on(t.status),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
