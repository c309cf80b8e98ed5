import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { textList } from "./columns";
import { users } from "./users";

export const opportunities = pgTable(
  "opportunities",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    type: text().notNull(),
    category: text(),
    company: text(),
    contactPerson: text(),
    contactEmail: text(),
    location: text(),
    remoteOption: boolean().notNull().default(false),
    budget: text(),
    timeline: text(),
    requirements: textList(),
    skillsNeeded: textList(),
    industryFocus: textList(),
    isActive: boolean().notNull().default(true),
    postedBy: integer().references(() => users.id, { onDelete: "set null" }),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("opportunities_posted_by_idx").on(t.postedBy),
    index("opportunities_active_posted_at_idx").on(t.isActive, t.postedAt.desc(), t.id.desc()),
    index("opportunities_category_idx").on(t.category),
  ],
);

export type OpportunityRow = typeof opportunities.$inferSelect;
