import { boolean, date, index, integer, pgTable, primaryKey, serial, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * One row per viewer, profile and day: the Profile Views figure counts these, and "Who viewed your
 * profile" lists the viewers of the last 90 days, except those who browsed privately then.
 */
export const profileViews = pgTable(
  "profile_views",
  {
    id: serial().primaryKey(),
    profileUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewedOn: date({ mode: "string" }).notNull(),
    /** The viewer browsed privately when they first viewed the profile that day: counted, not named. */
    private: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("profile_views_daily_key").on(t.profileUserId, t.viewerId, t.viewedOn),
    index("profile_views_profile_created_idx").on(t.profileUserId, t.createdAt),
    index("profile_views_viewer_id_idx").on(t.viewerId),
  ],
);

/**
 * Visitors who were not signed in, counted per profile and day and never named: "Who viewed your
 * profile" and the Profile Views card add them to the signed-in viewers (issue 32 point 5).
 */
export const profileVisitorCounts = pgTable(
  "profile_visitor_counts",
  {
    profileUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewedOn: date({ mode: "string" }).notNull(),
    visits: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.profileUserId, t.viewedOn] })],
);
