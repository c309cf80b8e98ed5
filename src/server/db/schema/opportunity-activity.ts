import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { messages } from "./messages";
import { opportunities } from "./opportunities";
import { users } from "./users";

/** A member's saved mark on an opportunity. */
export const savedOpportunities = pgTable(
  "saved_opportunities",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.opportunityId] }),
    index("saved_opportunities_opportunity_id_idx").on(t.opportunityId),
  ],
);

/** A member's application to an opportunity; the note is also sent to the poster as a message. */
export const opportunityApplications = pgTable(
  "opportunity_applications",
  {
    id: serial().primaryKey(),
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageId: integer().references(() => messages.id, { onDelete: "set null" }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("opportunity_applications_once_key").on(t.opportunityId, t.userId),
    index("opportunity_applications_user_id_idx").on(t.userId),
    index("opportunity_applications_message_id_idx").on(t.messageId),
  ],
);
