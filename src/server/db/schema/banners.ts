import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, textList, updatedAt } from "./columns";

/** Promotional banners; targetPages holds Dashboard, Feed, News and/or Profile. */
export const banners = pgTable(
  "banners",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    linkUrl: text(),
    isActive: boolean().notNull().default(false),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    targetPages: textList(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("banners_active_idx").on(t.isActive, t.startDate),
    index("banners_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One row per client per banner per day: a click is counted at most once a day per client. */
export const bannerClicks = pgTable(
  "banner_clicks",
  {
    bannerId: integer()
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    /** `u:<user id>` for a member, `a:<hash of address and browser>` for a visitor (http/client-key.ts). */
    clientKey: text().notNull(),
    clickedOn: date({ mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.clientKey, t.clickedOn] })],
);

/** One row per client per banner per day: an impression is counted at most once a day per client (L5). */
export const bannerImpressions = pgTable(
  "banner_impressions",
  {
    bannerId: integer()
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    /** As in banner_clicks (http/client-key.ts). */
    clientKey: text().notNull(),
    shownOn: date({ mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.clientKey, t.shownOn] })],
);

export type BannerRow = typeof banners.$inferSelect;
