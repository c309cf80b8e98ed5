import { and, eq, sql } from "drizzle-orm";
import type { ReferralStats, SendReferralRequest } from "../../../shared/contracts/referrals";
import type { Database, DbExecutor } from "../../db/client";
import { areConnected } from "../../db/connected-members";
import { assertNotBlocked } from "../../db/member-blocks";
import { isUniqueViolation } from "../../db/pg-errors";
import { referrals, type UserRow, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { enqueueAutomationEvent } from "../automation/automation-events";
import { createNotification } from "../notifications/create-notification";
import { connectIntroducedPair } from "./introduction-accepted";
import { findReceivedReferral, findSentReferral, type ReceivedReferral } from "./referral-lists";

export const REFERRAL_ERRORS = {
  self: "You cannot refer yourself.",
  memberNotFound: "That member could not be found.",
  alreadyReferred: "You have already referred this member.",
  alreadyConnected: "You are already connected with this member.",
  notFound: "Referral not found.",
  notPending: (status: string) => `This referral is no longer pending (it is ${status}).`,
} as const;

const INTRODUCTION_UNIQUE = "referrals_introduction_unique";

/** Has `memberId` referred anyone to `targetId`, in any status? */
async function hasReferred(db: DbExecutor, memberId: number, targetId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, memberId),
        eq(referrals.targetType, "user"),
        eq(referrals.targetId, targetId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const fullName = (user: Pick<UserRow, "firstName" | "lastName">) => `${user.firstName} ${user.lastName}`;

/**
 * POST /api/referrals/send: the member asks to be introduced to a match. The referral and its
 * automation job are written in one transaction; a refused referral leaves neither behind.
 */
export async function sendReferral(
  db: Database,
  outbox: Outbox,
  referrer: SessionUser,
  request: SendReferralRequest,
) {
  const targetId = Number(request.targetId);
  if (targetId === referrer.id) throw badRequest(REFERRAL_ERRORS.self);
  const [target] = await db.select().from(users).where(eq(users.id, targetId)).limit(1);
  if (!target?.isActive) throw notFound(REFERRAL_ERRORS.memberNotFound);
  await assertNotBlocked(db, referrer.id, targetId);
  if (await hasReferred(db, referrer.id, targetId)) throw conflict(REFERRAL_ERRORS.alreadyReferred);
  if (await areConnected(db, referrer.id, targetId)) throw conflict(REFERRAL_ERRORS.alreadyConnected);

  const message = request.message ?? null;
  let referralId: number;
  try {
    referralId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(referrals)
        .values({ referrerId: referrer.id, refereeId: referrer.id, targetId, targetType: "user", message })
        .returning({ id: referrals.id, createdAt: referrals.createdAt });
      if (!row) throw new Error("Referral insert returned no row");
      await createNotification(tx, outbox, {
        recipientId: targetId,
        type: "referral_received",
        actorId: referrer.id,
        subjectId: row.id,
        link: "/dashboard?tab=referrals",
      });
      const contact = (user: SessionUser) => ({
        id: user.id,
        username: user.username,
        name: fullName(user),
        email: user.email,
        jobTitle: user.jobTitle,
        company: user.company,
      });
      await enqueueAutomationEvent(tx, outbox, {
        subject: "referral",
        subjectId: row.id,
        type: "referral.sent",
        payload: {
          referral: { id: row.id, status: "pending", message, createdAt: row.createdAt.toISOString() },
          referrer: contact(referrer),
          referee: contact(referrer),
          target: contact(target),
        },
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, INTRODUCTION_UNIQUE)) throw conflict(REFERRAL_ERRORS.alreadyReferred);
    throw error;
  }
  const sent = await findSentReferral(db, referrer.id, referralId);
  if (!sent) throw new Error("A referral just sent could not be read back");
  return sent;
}

/**
 * POST /api/referrals/{id}/respond: the member the referral is addressed to accepts or declines it.
 * Accepting connects the referee and the member (unless they already are), opens a conversation
 * between them quoting the sender's note, and completes the introduction.
 * While either member has blocked the other it cannot be answered (403) and is not listed.
 */
export async function respondToReferral(
  db: Database,
  outbox: Outbox,
  memberId: number,
  referralId: number,
  status: "accepted" | "declined",
): Promise<ReceivedReferral> {
  const [referral] = await db
    .select()
    .from(referrals)
    .where(
      and(eq(referrals.id, referralId), eq(referrals.targetType, "user"), eq(referrals.targetId, memberId)),
    )
    .limit(1);
  if (!referral) throw notFound(REFERRAL_ERRORS.notFound);
  await assertNotBlocked(db, memberId, referral.referrerId);
  if (referral.status !== "pending") throw conflict(REFERRAL_ERRORS.notPending(referral.status));

  const refereeId = referral.refereeId;
  const wasConnected = refereeId !== null && (await areConnected(db, refereeId, memberId));
  // Accepting connects the pair and so completes the introduction (issue 28 point 7).
  const isCompleted = status === "accepted" && refereeId !== null;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(referrals)
      .set(isCompleted ? { status: "completed", completedAt: new Date() } : { status })
      .where(and(eq(referrals.id, referralId), eq(referrals.status, "pending")))
      .returning({ id: referrals.id });
    if (row) {
      if (isCompleted && !wasConnected) {
        await connectIntroducedPair(tx, {
          referrerId: referral.referrerId,
          refereeId,
          targetId: memberId,
          message: referral.message,
        });
      }
      // The sender's notification opens the conversation when they are one of the pair.
      const opensConversation = isCompleted && refereeId === referral.referrerId;
      await createNotification(tx, outbox, {
        recipientId: referral.referrerId,
        type: "referral_answered",
        actorId: memberId,
        subjectId: referral.id,
        link: opensConversation ? `/messages/${memberId}` : "/dashboard?tab=referrals",
        data: { decision: status },
      });
    }
    return row;
  });
  if (!updated) {
    const [current] = await db
      .select({ status: referrals.status })
      .from(referrals)
      .where(eq(referrals.id, referralId));
    throw conflict(REFERRAL_ERRORS.notPending(current?.status ?? "gone"));
  }
  const received = await findReceivedReferral(db, memberId, referralId);
  if (!received) throw notFound(REFERRAL_ERRORS.notFound);
  return received;
}

/** GET /api/referrals/stats: referrals the member sent, and how many were accepted or completed. */
export async function referralStats(db: Database, memberId: number): Promise<ReferralStats> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      successful: sql<number>`(count(*) filter (where ${referrals.status} in ('accepted', 'completed')))::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, memberId));
  const sent = row?.sent ?? 0;
  const successful = row?.successful ?? 0;
  return { sent, successful, successRate: sent === 0 ? 0 : Math.round((successful / sent) * 100) };
}
