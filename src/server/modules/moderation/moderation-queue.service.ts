import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  ItemStatus,
  QueueItem,
  QueueItemDetail,
  ReportCategory,
  ReportTargetType,
} from "../../../shared/contracts/moderation";
import type { DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, splitPage } from "../../db/keyset-cursor";
import { moderationDecisions, moderationItems, moderationReports, users } from "../../db/schema";
import { notFound } from "../../http/app-error";
import { readTarget } from "./report-targets";

export const ITEM_NOT_FOUND = "No such item in the moderation queue.";

const author = alias(users, "author");
const assignee = alias(users, "assignee");

const itemColumns = {
  id: moderationItems.id,
  targetType: moderationItems.targetType,
  targetId: moderationItems.targetId,
  excerpt: moderationItems.excerpt,
  link: moderationItems.link,
  reportCount: moderationItems.reportCount,
  categories: moderationItems.categories,
  firstReportedAt: moderationItems.firstReportedAt,
  lastReportedAt: moderationItems.lastReportedAt,
  status: moderationItems.status,
  cursorAt: cursorTimestamp(moderationItems.openedAt),
  author: {
    id: author.id,
    username: author.username,
    firstName: author.firstName,
    lastName: author.lastName,
  },
  assignee: {
    id: assignee.id,
    username: assignee.username,
    firstName: assignee.firstName,
    lastName: assignee.lastName,
  },
};

type ItemRow = {
  id: number;
  targetType: string;
  targetId: number;
  excerpt: string;
  link: string;
  reportCount: number;
  categories: string[];
  firstReportedAt: Date;
  lastReportedAt: Date;
  status: string;
  author: { id: number; username: string; firstName: string; lastName: string } | null;
  assignee: { id: number; username: string; firstName: string; lastName: string } | null;
};

function toQueueItem(row: ItemRow): QueueItem {
  return {
    id: row.id,
    target: {
      type: row.targetType as ReportTargetType,
      id: row.targetId,
      excerpt: row.excerpt,
      link: row.link,
      author: row.author,
    },
    reportCount: row.reportCount,
    categories: row.categories as ReportCategory[],
    firstReportedAt: row.firstReportedAt,
    lastReportedAt: row.lastReportedAt,
    status: row.status as ItemStatus,
    assignee: row.assignee,
  };
}

const selectItems = (db: DbExecutor) =>
  db
    .select(itemColumns)
    .from(moderationItems)
    .leftJoin(author, eq(author.id, moderationItems.authorId))
    .leftJoin(assignee, eq(assignee.id, moderationItems.assigneeId));

/**
 * GET /api/moderation/queue: one item per target. Waiting items (open, held) oldest first, so nothing
 * waits forever; resolved ones newest first. Keyset-paged on the (status, opened_at, id) index.
 */
export async function listQueue(
  db: DbExecutor,
  query: { status: ItemStatus; limit: number; cursor?: string | undefined },
) {
  const after = decodeDateCursor(query.cursor);
  const isWaiting = query.status !== "resolved";
  const position = sql`(${moderationItems.openedAt}, ${moderationItems.id})`;
  const rows = await selectItems(db)
    .where(
      and(
        eq(moderationItems.status, query.status),
        after
          ? isWaiting
            ? sql`${position} > (${after.at}::timestamptz, ${after.id}::int)`
            : sql`${position} < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(
      ...(isWaiting
        ? [asc(moderationItems.openedAt), asc(moderationItems.id)]
        : [desc(moderationItems.openedAt), desc(moderationItems.id)]),
    )
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { items: page.map(toQueueItem), nextCursor };
}

/** GET /api/moderation/items/{id}: the item, its content now, the reporters' notes and the author's history. */
export async function getQueueItem(db: DbExecutor, itemId: number): Promise<QueueItemDetail> {
  const [row] = await selectItems(db).where(eq(moderationItems.id, itemId));
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const item = toQueueItem(row);
  const reporter = alias(users, "reporter");
  const [target, reports, history] = await Promise.all([
    readTarget(db, item.target.type, item.target.id),
    db
      .select({
        id: moderationReports.id,
        category: moderationReports.category,
        note: moderationReports.note,
        createdAt: moderationReports.createdAt,
        reporter: {
          id: reporter.id,
          username: reporter.username,
          firstName: reporter.firstName,
          lastName: reporter.lastName,
        },
      })
      .from(moderationReports)
      .innerJoin(reporter, eq(reporter.id, moderationReports.reporterId))
      .where(eq(moderationReports.itemId, itemId))
      .orderBy(asc(moderationReports.createdAt), asc(moderationReports.id))
      .limit(100),
    row.author
      ? db
          .select({
            id: moderationDecisions.id,
            action: moderationDecisions.action,
            reason: moderationDecisions.reason,
            decidedAt: moderationDecisions.createdAt,
          })
          .from(moderationDecisions)
          .where(
            and(
              eq(moderationDecisions.memberId, row.author.id),
              inArray(moderationDecisions.action, ["hide", "warn", "suspend"]),
              sql`${moderationDecisions.reversedAt} is null`,
            ),
          )
          .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
          .limit(50)
      : Promise.resolve([]),
  ]);
  return {
    ...item,
    reports: reports.map((report) => ({ ...report, category: report.category as ReportCategory })),
    authorHistory: history,
    content: target?.content ?? "(This content no longer exists.)",
  };
}

/** Members who reported the item since it was last opened (they hear about this round's decision). */
export async function reportersOfRound(db: DbExecutor, itemId: number, openedAt: Date) {
  const rows = await db
    .select({ reporterId: moderationReports.reporterId })
    .from(moderationReports)
    .where(
      and(
        eq(moderationReports.itemId, itemId),
        sql`${moderationReports.createdAt} >= ${openedAt.toISOString()}::timestamptz`,
        isNotNull(moderationReports.reporterId),
      ),
    )
    .limit(1000);
  return rows.map((row) => row.reporterId);
}
