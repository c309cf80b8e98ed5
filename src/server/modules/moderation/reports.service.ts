import { and, eq, sql } from "drizzle-orm";
import type { ItemStatus, ReportRequest, ReportTargetType } from "../../../shared/contracts/moderation";
import type { Database, DbExecutor } from "../../db/client";
import { moderationItems, moderationReports } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import { canSee, type ReportTarget, readTarget, targetExcerpt } from "./report-targets";

export const REPORT_TARGET_NOT_FOUND = "There is nothing to report there, or you cannot see it.";
export const CANNOT_REPORT_OWN: Record<ReportTargetType, string> = {
  post: "You cannot report your own post.",
  comment: "You cannot report your own comment.",
  message: "You cannot report your own message.",
  member: "You cannot report yourself.",
  business: "You cannot report your own business.",
  review: "You cannot report your own review.",
  service_review: "You cannot report your own review.",
  opportunity: "You cannot report your own opportunity.",
};

type ParsedReport = {
  targetType: ReportTargetType;
  targetId: number;
  category: string;
  note?: string | null;
};

/**
 * The item of the queue for a target: made on its first report (or hold), locked for the caller's
 * transaction so two reports at once count twice on one row.
 */
export async function lockItemFor(tx: DbExecutor, target: ReportTarget, status: "open" | "held" = "open") {
  await tx
    .insert(moderationItems)
    .values({
      targetType: target.type,
      targetId: target.id,
      authorId: target.authorId,
      status,
      excerpt: targetExcerpt(target),
      link: target.link,
    })
    .onConflictDoNothing();
  const [item] = await tx
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.targetType, target.type), eq(moderationItems.targetId, target.id)))
    .for("update");
  if (!item) throw new Error("moderation item vanished");
  return item;
}

/**
 * POST /api/reports. One report per member and target: a second answers the first (created false).
 * A report after a decision re-opens the same item (Discourse's reviewables), with its count.
 */
export async function createReport(db: Database, reporterId: number, input: ParsedReport | ReportRequest) {
  const target = await readTarget(db, input.targetType, input.targetId);
  if (!target || !canSee(target, reporterId)) throw notFound(REPORT_TARGET_NOT_FOUND);
  if (target.authorId === reporterId) throw badRequest(CANNOT_REPORT_OWN[target.type]);
  return db.transaction(async (tx) => {
    const item = await lockItemFor(tx, target);
    const [existing] = await tx
      .select({ id: moderationReports.id })
      .from(moderationReports)
      .where(and(eq(moderationReports.itemId, item.id), eq(moderationReports.reporterId, reporterId)));
    if (existing) return { created: false, report: { id: existing.id, status: item.status as ItemStatus } };
    const [report] = await tx
      .insert(moderationReports)
      .values({ itemId: item.id, reporterId, category: input.category, note: input.note ?? null })
      .returning({ id: moderationReports.id });
    if (!report) throw new Error("report insert returned no row");
    const reopen = item.status === "resolved";
    const [updated] = await tx
      .update(moderationItems)
      .set({
        reportCount: sql`${moderationItems.reportCount} + 1`,
        categories: sql`array(select distinct unnest(${moderationItems.categories} || array[${input.category}]::text[]) order by 1)`,
        lastReportedAt: sql`now()`,
        excerpt: targetExcerpt(target),
        link: target.link,
        authorId: target.authorId,
        ...(reopen ? { status: "open", openedAt: sql`now()`, resolvedAt: null } : {}),
      })
      .where(eq(moderationItems.id, item.id))
      .returning({ status: moderationItems.status });
    return { created: true, report: { id: report.id, status: (updated?.status ?? "open") as ItemStatus } };
  });
}
