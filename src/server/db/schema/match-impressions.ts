import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * How often a member has been shown another member as a suggestion; suggestions shown many times
 * without the member acting sink in the order (rules/matching-score impressionPenalty).
 */
export const matchImpressions = pgTable(
  "match_impressions",
  {
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shownMemberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    timesShown: integer().notNull().default(1),
    lastShownAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.shownMemberId] }),
    // Deleting a member deletes the rows that show them.
    index("match_impressions_shown_member_id_idx").on(t.shownMemberId),
  ],
);
