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
  ],
);

export type ShortUrlRow = typeof shortUrls.$inferSelect;
