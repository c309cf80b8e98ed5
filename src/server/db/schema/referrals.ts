import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * A referral: the referrer introduces the referee to the target (targetType 'user': a member), who
 * accepts or declines it; it is completed when referee and target connect. A referral sent from the
 * AI Matches list introduces the referrer themself, so refereeId equals referrerId there.
 * automationStatus follows its delivery to the automation webhook: pending, sent, failed, skipped.
 */
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
    index("referrals_referrer_created_idx").on(t.referrerId, t.createdAt.desc(), t.id.desc()),
    index("referrals_referee_id_idx").on(t.refereeId),
    index("referrals_target_idx").on(t.targetType, t.targetId, t.createdAt.desc(), t.id.desc()),
    index("referrals_status_idx").on(t.status),
    // The same introduction twice is refused; the index settles two simultaneous sends too.
    uniqueIndex("referrals_introduction_unique").on(t.referrerId, t.refereeId, t.targetType, t.targetId),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
