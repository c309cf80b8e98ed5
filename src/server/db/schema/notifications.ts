import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** What a notification needs besides its actor to be put into words (see notification-text.ts). */
export type NotificationData = {
  /** message: the latest message's opening words; post_comment: the comment's. */
  excerpt?: string;
  /** referral_answered. */
  decision?: "accepted" | "declined";
  /** order_status, service_review_reply. */
  serviceName?: string;
  status?: string;
  /** business_review, team_invitation. */
  businessName?: string;
  rating?: number;
  /** moderation: the whole sentence (a decision on a report, on the member's content, or an appeal). */
  moderationText?: string;
};

/**
 * One notification to one member. Likes of one post and messages from one member fold into one
 * unread row: the folded row is replaced by a new one (a new, higher id) with actor_count + 1, so
 * ids keep the order of the newest activity and a stream resumes by id alone.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial().primaryKey(),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** How many actions this row stands for (folded likes or messages). */
    actorCount: integer().notNull().default(1),
    /** The thing it is about: post, connection, referral, order or business id; the sender for messages. */
    subjectId: integer(),
    data: jsonb().$type<NotificationData>().notNull().default({}),
    link: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_recipient_id_idx").on(t.recipientId, t.id.desc()),
    index("notifications_unread_idx").on(t.recipientId, t.type, t.subjectId).where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** A member's e-mail choice for one notification type; a missing row means the type's default. */
export const notificationEmailPreferences = pgTable(
  "notification_email_preferences",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
