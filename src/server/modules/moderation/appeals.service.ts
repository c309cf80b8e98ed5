import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  APPEAL_WINDOW_DAYS,
  type Appeal,
  type DecisionAction,
  type MyDecision,
  type ReportTargetType,
} from "../../../shared/contracts/moderation";
import type { Database, DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, splitPage } from "../../db/keyset-cursor";
import {
  memberSuspensions,
  moderationAppeals,
  moderationDecisions,
  moderationItems,
  users,
} from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { createNotification } from "../notifications/create-notification";
import { DECISIONS_LINK, logModeration } from "./moderation-decisions.service";
import { setTargetHidden } from "./report-targets";

export const DECISION_NOT_FOUND = "No such decision.";
export const NOT_YOUR_DECISION = "Only the member a decision acted on can appeal it.";
export const NOT_APPEALABLE = "Only a removal, a warning or a suspension can be appealed.";
export const APPEAL_TOO_LATE = `A decision can be appealed within ${APPEAL_WINDOW_DAYS} days.`;
export const ALREADY_APPEALED = "You have already appealed this decision.";
export const APPEAL_NOT_FOUND = "No such appeal.";
export const APPEAL_ANSWERED = "This appeal has already been answered.";
export const OTHER_MODERATOR = "Another moderator than the one who decided must answer the appeal.";

const APPEALABLE = ["hide", "warn", "suspend"];
const DAY_MS = 86_400_000;
const appealableUntil = (decidedAt: Date) => new Date(decidedAt.getTime() + APPEAL_WINDOW_DAYS * DAY_MS);

/** GET /api/moderation/decisions/mine: the strikes, removals and suspensions of the member, newest first. */
export async function myDecisions(db: DbExecutor, memberId: number): Promise<{ decisions: MyDecision[] }> {
  const rows = await db
    .select({
      id: moderationDecisions.id,
      action: moderationDecisions.action,
      reason: moderationDecisions.reason,
      targetType: moderationDecisions.targetType,
      targetId: moderationDecisions.targetId,
      excerpt: moderationItems.excerpt,
      decidedAt: moderationDecisions.createdAt,
      reversedAt: moderationDecisions.reversedAt,
      appealId: moderationAppeals.id,
      appealStatus: moderationAppeals.status,
    })
    .from(moderationDecisions)
    .innerJoin(moderationItems, eq(moderationItems.id, moderationDecisions.itemId))
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.id))
    .where(and(eq(moderationDecisions.memberId, memberId), inArray(moderationDecisions.action, APPEALABLE)))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(100);
  return {
    decisions: rows.map((row) => ({
      id: row.id,
      action: row.action as DecisionAction,
      reason: row.reason,
      target: { type: row.targetType as ReportTargetType, id: row.targetId, excerpt: row.excerpt },
      decidedAt: row.decidedAt,
      appealableUntil: appealableUntil(row.decidedAt),
      reversed: row.reversedAt !== null,
      appeal:
        row.appealId === null
          ? null
          : { id: row.appealId, status: row.appealStatus as "open" | "upheld" | "reversed" },
    })),
  };
}

/** POST /api/moderation/appeals: once per decision, by the member it acted on, within 20 days. */
export async function createAppeal(
  db: Database,
  memberId: number,
  input: { decisionId: number; text: string },
) {
  const [decision] = await db
    .select({
      memberId: moderationDecisions.memberId,
      action: moderationDecisions.action,
      createdAt: moderationDecisions.createdAt,
    })
    .from(moderationDecisions)
    .where(eq(moderationDecisions.id, input.decisionId));
  if (!decision) throw notFound(DECISION_NOT_FOUND);
  if (decision.memberId !== memberId) throw forbidden(NOT_YOUR_DECISION);
  if (!APPEALABLE.includes(decision.action)) throw badRequest(NOT_APPEALABLE);
  if (Date.now() > appealableUntil(decision.createdAt).getTime()) throw badRequest(APPEAL_TOO_LATE);
  const [appeal] = await db
    .insert(moderationAppeals)
    .values({ decisionId: input.decisionId, memberId, text: input.text })
    .onConflictDoNothing()
    .returning({ id: moderationAppeals.id, status: moderationAppeals.status });
  if (!appeal) throw badRequest(ALREADY_APPEALED);
  return { id: appeal.id, status: appeal.status as "open" };
}

const appellant = alias(users, "appellant");
const decider = alias(users, "decider");

/** GET /api/moderation/appeals?status=open: oldest first (open), newest first (answered); keyset. */
export async function listAppeals(
  db: DbExecutor,
  query: { status: "open" | "upheld" | "reversed"; limit: number; cursor?: string | undefined },
) {
  const after = decodeDateCursor(query.cursor);
  const isOpen = query.status === "open";
  const position = sql`(${moderationAppeals.createdAt}, ${moderationAppeals.id})`;
  const rows = await db
    .select({
      id: moderationAppeals.id,
      decisionId: moderationAppeals.decisionId,
      status: moderationAppeals.status,
      text: moderationAppeals.text,
      createdAt: moderationAppeals.createdAt,
      cursorAt: cursorTimestamp(moderationAppeals.createdAt),
      member: {
        id: appellant.id,
        username: appellant.username,
        firstName: appellant.firstName,
        lastName: appellant.lastName,
      },
      action: moderationDecisions.action,
      reason: moderationDecisions.reason,
      moderator: {
        id: decider.id,
        username: decider.username,
        firstName: decider.firstName,
        lastName: decider.lastName,
      },
      targetType: moderationDecisions.targetType,
      targetId: moderationDecisions.targetId,
      excerpt: moderationItems.excerpt,
    })
    .from(moderationAppeals)
    .innerJoin(appellant, eq(appellant.id, moderationAppeals.memberId))
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .innerJoin(moderationItems, eq(moderationItems.id, moderationDecisions.itemId))
    .leftJoin(decider, eq(decider.id, moderationDecisions.moderatorId))
    .where(
      and(
        eq(moderationAppeals.status, query.status),
        after
          ? isOpen
            ? sql`${position} > (${after.at}::timestamptz, ${after.id}::int)`
            : sql`${position} < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(
      ...(isOpen
        ? [asc(moderationAppeals.createdAt), asc(moderationAppeals.id)]
        : [desc(moderationAppeals.createdAt), desc(moderationAppeals.id)]),
    )
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  const appeals: Appeal[] = page.map((row) => ({
    id: row.id,
    decisionId: row.decisionId,
    status: row.status as Appeal["status"],
    text: row.text,
    createdAt: row.createdAt,
    member: row.member,
    decision: {
      action: row.action as DecisionAction,
      reason: row.reason,
      moderator: row.moderator,
      target: { type: row.targetType as ReportTargetType, id: row.targetId, excerpt: row.excerpt },
    },
  }));
  return { appeals, nextCursor };
}

/**
 * POST /api/moderation/appeals/{id}: answered by a moderator other than the one who decided.
 * Reversing restores the content or lifts the suspension; a reversed warning no longer counts.
 */
export async function answerAppeal(
  db: Database,
  outbox: Outbox,
  moderator: SessionUser,
  appealId: number,
  input: { outcome: "upheld" | "reversed"; reason: string },
) {
  return db.transaction(async (tx) => {
    const [appeal] = await tx
      .select()
      .from(moderationAppeals)
      .where(eq(moderationAppeals.id, appealId))
      .for("update");
    if (!appeal) throw notFound(APPEAL_NOT_FOUND);
    if (appeal.status !== "open") throw conflict(APPEAL_ANSWERED);
    const [decision] = await tx
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, appeal.decisionId));
    if (!decision) throw notFound(DECISION_NOT_FOUND);
    if (decision.moderatorId === moderator.id || appeal.memberId === moderator.id)
      throw forbidden(OTHER_MODERATOR);
    if (input.outcome === "reversed") {
      if (decision.action === "hide" && decision.effect.hidden)
        await setTargetHidden(tx, decision.targetType as ReportTargetType, decision.targetId, false);
      if (decision.action === "suspend" && decision.effect.suspensionId)
        await tx
          .update(memberSuspensions)
          .set({ liftedAt: sql`now()` })
          .where(
            and(eq(memberSuspensions.id, decision.effect.suspensionId), isNull(memberSuspensions.liftedAt)),
          );
      await tx
        .update(moderationDecisions)
        .set({ reversedAt: sql`now()` })
        .where(eq(moderationDecisions.id, decision.id));
    }
    const [answered] = await tx
      .update(moderationAppeals)
      .set({
        status: input.outcome,
        answeredBy: moderator.id,
        answerReason: input.reason,
        answeredAt: sql`now()`,
      })
      .where(eq(moderationAppeals.id, appealId))
      .returning();
    await logModeration(tx, {
      moderatorId: moderator.id,
      action: `appeal.${input.outcome}`,
      targetType: decision.targetType,
      targetId: decision.targetId,
      reason: input.reason,
      details: { appealId, decisionId: decision.id },
    });
    const reason = input.reason.replace(/[.!]+$/, "");
    await createNotification(tx, outbox, {
      recipientId: appeal.memberId,
      type: "moderation",
      actorId: null,
      subjectId: decision.id,
      link: DECISIONS_LINK,
      data: {
        moderationText:
          input.outcome === "reversed"
            ? `Your appeal was accepted and the decision reversed: ${reason}.`
            : `Your appeal was reviewed and the decision stands: ${reason}.`,
      },
    });
    return { id: appealId, status: (answered?.status ?? input.outcome) as "upheld" | "reversed" };
  });
}
