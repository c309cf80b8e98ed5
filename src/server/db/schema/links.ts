import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const shortUrls = pgTable(
  "short_urls",
  {
    id: serial().primaryKey(),
    originalUrl: text().notNull(),
    shortCode: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    clicks: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("short_urls_short_code_key").on(t.shortCode),
    index("short_urls_user_id_idx").on(t.userId),
    // The same URL shortened again by the same member finds its code (unique, so a race cannot make
    // two); md5 keeps the key small whatever the URL's length. Visitors' rows (no member) are looked
    // up through it too but may repeat, so a deleted member's rows (set null) never collide.
    uniqueIndex("short_urls_user_url_key").on(t.userId, sql`md5(${t.originalUrl})`),
  ],
);

export type ShortUrlRow = typeof shortUrls.$inferSelect;
