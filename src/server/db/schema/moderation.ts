import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, textList } from "./columns";
import { users } from "./users";

/**
 * One item of the moderation queue per reported (or held) target: more reports raise its count, as
 * Discourse's reviewables do (docs/moderation.md). A re-report after a decision re-opens the same item.
 */
export const moderationItems = pgTable(
  "moderation_items",
  {
    id: serial().primaryKey(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    /** Who wrote the target (for a member target: the member); null once the account is gone. */
    authorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** open (reports waiting), held (a watched word: waits for approval), resolved. */
    status: text().notNull().default("open"),
    reportCount: integer().notNull().default(0),
    categories: textList(),
    /** The target's opening words and app path when last reported, for the queue list (no per-row reads). */
    excerpt: text().notNull().default(""),
    link: text().notNull().default(""),
    firstReportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the item (re-)entered the queue: the queue shows the oldest waiting first. */
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    assigneeId: integer().references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("moderation_items_target_key").on(t.targetType, t.targetId),
    index("moderation_items_status_opened_idx").on(t.status, t.openedAt, t.id),
    index("moderation_items_author_idx").on(t.authorId),
  ],
);

/** One member's report of one target (one per member and target; a second answers the first). */
export const moderationReports = pgTable(
  "moderation_reports",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => moderationItems.id, { onDelete: "cascade" }),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text().notNull(),
    /** Seen by moderators only, never by the reported member. */
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("moderation_reports_item_reporter_key").on(t.itemId, t.reporterId),
    index("moderation_reports_reporter_created_idx").on(t.reporterId, t.createdAt),
  ],
);

/** What a decision changed, so a reversed appeal can put it back exactly. */
export type DecisionEffect = { hidden?: boolean; suspensionId?: number; previous?: unknown };

/** A moderator's decision on an item: dismiss, hide, warn (a strike), suspend, approve (a held item). */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => moderationItems.id, { onDelete: "cascade" }),
    moderatorId: integer().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    reason: text().notNull(),
    durationDays: integer(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    /** The member the decision acted on (the target's author). */
    memberId: integer().references(() => users.id, { onDelete: "cascade" }),
    effect: jsonb().$type<DecisionEffect>().notNull().default({}),
    createdAt: createdAt(),
    reversedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("moderation_decisions_member_idx").on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index("moderation_decisions_item_idx").on(t.itemId),
  ],
);

/** One appeal per decision, by the member it acted on, within 20 days. */
export const moderationAppeals = pgTable(
  "moderation_appeals",
  {
    id: serial().primaryKey(),
    decisionId: integer()
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text().notNull(),
    /** open, upheld, reversed. */
    status: text().notNull().default("open"),
    createdAt: createdAt(),
    answeredBy: integer().references(() => users.id, { onDelete: "set null" }),
    answerReason: text(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("moderation_appeals_decision_key").on(t.decisionId),
    index("moderation_appeals_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/** A suspension: no sign-in (403 with the end date) until endsAt, or until lifted when endsAt is null. */
export const memberSuspensions = pgTable(
  "member_suspensions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endsAt: timestamp({ withTimezone: true }),
    liftedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("member_suspensions_user_idx").on(t.userId).where(sql`${t.liftedAt} is null`)],
);

/** The moderation log (Misskey's): every decision and appeal answer, newest first. */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: serial().primaryKey(),
    moderatorId: integer().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    reason: text().notNull(),
    at: createdAt(),
  },
  (t) => [index("moderation_log_at_idx").on(t.at.desc(), t.id.desc())],
);

/** Watched words (admin): a post, comment or review containing one is held for review or blocked. */
export const watchedWords = pgTable(
  "watched_words",
  {
    id: serial().primaryKey(),
    word: text().notNull(),
    /** hold (enters the queue as a held item) or block (refused). */
    action: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("watched_words_word_key").on(sql`lower(${t.word})`)],
);

export type ModerationItemRow = typeof moderationItems.$inferSelect;
export type ModerationDecisionRow = typeof moderationDecisions.$inferSelect;
