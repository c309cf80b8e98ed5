import { and, eq, ne, sql } from "drizzle-orm";
import {
  APPEAL_WINDOW_DAYS,
  type DecisionAction,
  type DecisionRequest,
  type ReportTargetType,
} from "../../../shared/contracts/moderation";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import {
  type DecisionEffect,
  memberSuspensions,
  moderationDecisions,
  moderationItems,
  moderationLog,
  users,
} from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error";
import { isAdmin } from "../../http/guards";
import { endMemberSessions } from "../../http/session-ending";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { announceComment, announceReview } from "../notifications/content-notifications";
import { createNotification } from "../notifications/create-notification";
import { announceMentions } from "../notifications/mention-notifications";
import { assertMayDecide } from "./item-assignment.service";
import { ITEM_NOT_FOUND, reportersOfRound } from "./moderation-queue.service";
import { CANNOT_HIDE_MEMBER, setTargetHidden } from "./report-targets";

export const ALREADY_DECIDED = "This item has already been decided.";
export const HELD_ACTIONS_ONLY = "A held item is approved (published) or hidden.";
export const APPROVE_HELD_ONLY = "Only a held item can be approved.";
export const NO_AUTHOR = "The author's account is gone: there is nobody to warn or suspend.";
export const CANNOT_ACT_ON_SELF = "Another moderator must decide on your own content.";
export const MODERATOR_CANNOT_SUSPEND_ADMIN = "Only an administrator can suspend an administrator.";
export const LAST_ADMIN = "The last administrator cannot be suspended.";

const TARGET_WORDS: Record<ReportTargetType, string> = {
  post: "post",
  comment: "comment",
  message: "message",
  member: "profile",
  business: "business",
  review: "review",
  service_review: "review",
  opportunity: "opportunity",
};

/** What the reporters read: the outcome only, never who decided or what the author was told. */
function reporterText(action: DecisionAction, type: ReportTargetType) {
  const what = `We reviewed the ${TARGET_WORDS[type]} you reported and`;
  if (action === "dismiss") return `${what} found it within the rules.`;
  if (action === "hide") return `${what} removed it.`;
  return `${what} took action against its author.`;
}

/** What the author reads: the decision, the reason, and the way to appeal. */
function authorText(action: DecisionAction, type: ReportTargetType, reasonText: string, endsAt: Date | null) {
  const reason = reasonText.replace(/[.!]+$/, "");
  const appeal = ` You can appeal within ${APPEAL_WINDOW_DAYS} days in Settings.`;
  if (action === "hide") return `A moderator removed your ${TARGET_WORDS[type]}: ${reason}.${appeal}`;
  if (action === "warn")
    return `A moderator warned you about your ${TARGET_WORDS[type]}: ${reason}.${appeal}`;
  const until = endsAt ? `until ${endsAt.toISOString().slice(0, 10)}` : "until a moderator lifts it";
  return `A moderator suspended your account ${until}: ${reason}.${appeal}`;
}

export const DECISIONS_LINK = "/settings#moderation";

/** Moderation log + audit log, in the transaction that makes the change. */
export async function logModeration(
  tx: DbExecutor,
  entry: {
    moderatorId: number;
    action: string;
    targetType: string;
    targetId: number;
    reason: string;
    details?: Record<string, unknown>;
  },
) {
  await tx.insert(moderationLog).values({
    moderatorId: entry.moderatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
  });
  await recordAdminAction(tx, {
    adminId: entry.moderatorId,
    action: `moderation.${entry.action}`,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: { reason: entry.reason, ...entry.details },
  });
}

/** May this moderator suspend that member? Moderators never suspend admins; the last admin never. */
async function assertMaySuspend(tx: DbExecutor, moderator: SessionUser, memberId: number) {
  const [member] = await tx.select({ role: users.role }).from(users).where(eq(users.id, memberId));
  if (member?.role !== "admin") return;
  if (!isAdmin(moderator)) throw forbidden(MODERATOR_CANNOT_SUSPEND_ADMIN);
  const [others] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, "admin"),
        ne(users.id, memberId),
        eq(users.isActive, true),
        sql`${users.deletedAt} is null`,
        sql`not exists (select 1 from member_suspensions s where s.user_id = ${users.id} and s.lifted_at is null and (s.ends_at is null or s.ends_at > now()))`,
      ),
    );
  if (Number(others?.count ?? 0) === 0) throw forbidden(LAST_ADMIN);
}

/** POST /api/moderation/items/{id}/decision. */
export async function decideItem(
  db: Database,
  outbox: Outbox,
  moderator: SessionUser,
  itemId: number,
  input: Omit<DecisionRequest, "durationDays"> & { durationDays?: number | null | undefined },
) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(moderationItems)
      .where(eq(moderationItems.id, itemId))
      .for("update");
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (item.status === "resolved") throw conflict(ALREADY_DECIDED);
    await assertMayDecide(tx, moderator, itemId);
    const action = input.action;
    const type = item.targetType as ReportTargetType;
    if (item.status === "held" && action !== "approve" && action !== "hide")
      throw badRequest(HELD_ACTIONS_ONLY);
    if (item.status === "open" && action === "approve") throw badRequest(APPROVE_HELD_ONLY);
    if (action === "hide" && type === "member") throw badRequest(CANNOT_HIDE_MEMBER);
    const memberId = item.authorId;
    if ((action === "warn" || action === "suspend") && memberId === null) throw badRequest(NO_AUTHOR);
    if (memberId === moderator.id && action !== "dismiss") throw forbidden(CANNOT_ACT_ON_SELF);

    const effect: DecisionEffect = {};
    let endsAt: Date | null = null;
    if (action === "hide") effect.hidden = await setTargetHidden(tx, type, item.targetId, true);
    if (action === "approve") {
      await setTargetHidden(tx, type, item.targetId, false);
      // What a held post, comment or review would have told is told once it is published.
      if (type === "post") await announceMentions(tx, outbox, item.targetId);
      if (type === "comment") await announceComment(tx, outbox, item.targetId);
      if (type === "review") await announceReview(tx, outbox, item.targetId);
    }
    if (action === "suspend" && memberId !== null) {
      await assertMaySuspend(tx, moderator, memberId);
      endsAt = input.durationDays ? new Date(Date.now() + input.durationDays * 86_400_000) : null;
      const [suspension] = await tx
        .insert(memberSuspensions)
        .values({ userId: memberId, endsAt })
        .returning({ id: memberSuspensions.id });
      effect.suspensionId = suspension?.id;
      // Their sessions and live streams end at once, on every process.
      await endMemberSessions(tx, memberId);
    }
    const [decision] = await tx
      .insert(moderationDecisions)
      .values({
        itemId,
        moderatorId: moderator.id,
        action,
        reason: input.reason,
        durationDays: action === "suspend" ? (input.durationDays ?? null) : null,
        targetType: type,
        targetId: item.targetId,
        memberId: action === "dismiss" || action === "approve" ? null : memberId,
        effect,
      })
      .returning();
    if (!decision) throw new Error("decision insert returned no row");
    await tx
      .update(moderationItems)
      .set({ status: "resolved", resolvedAt: sql`now()`, assigneeId: moderator.id })
      .where(eq(moderationItems.id, itemId));
    await logModeration(tx, {
      moderatorId: moderator.id,
      action,
      targetType: type,
      targetId: item.targetId,
      reason: input.reason,
      details: { itemId, decisionId: decision.id, ...(endsAt ? { endsAt: endsAt.toISOString() } : {}) },
    });
    if (action !== "approve") {
      for (const reporterId of await reportersOfRound(tx, itemId, item.openedAt)) {
        await createNotification(tx, outbox, {
          recipientId: reporterId,
          type: "moderation",
          actorId: null,
          subjectId: decision.id,
          link: "/notifications",
          data: { moderationText: reporterText(action, type) },
        });
      }
    }
    if (memberId !== null && (action === "hide" || action === "warn" || action === "suspend")) {
      await createNotification(tx, outbox, {
        recipientId: memberId,
        type: "moderation",
        actorId: null,
        subjectId: decision.id,
        link: DECISIONS_LINK,
        data: { moderationText: authorText(action, type, input.reason, endsAt) },
      });
    }
    return {
      id: decision.id,
      itemId,
      action: decision.action as DecisionAction,
      reason: decision.reason,
      durationDays: decision.durationDays,
      decidedAt: decision.createdAt,
    };
  });
}
