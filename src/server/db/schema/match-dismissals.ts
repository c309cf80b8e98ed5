import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * "Not interested": a member no longer wants another member suggested to them. The candidate query
 * leaves dismissed members out of every suggestion list (matching/candidate-query.ts).
 */
export const matchDismissals = pgTable(
  "match_dismissals",
  {
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dismissedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `not_relevant`, `already_know` or `not_now` (contracts/matching.ts), or null. */
    reason: text(),
    dismissedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.dismissedId] }),
    // Deleting a member deletes the rows that dismiss them.
    index("match_dismissals_dismissed_id_idx").on(t.dismissedId),
  ],
);
