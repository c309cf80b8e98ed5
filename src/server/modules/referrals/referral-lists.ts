import { and, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { memberFullName } from "../../../shared/contracts/members";
import type {
  pendingReferralSchema,
  ReferralMatch,
  ReferralPageQuery,
  receivedReferralSchema,
} from "../../../shared/contracts/referrals";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, olderThan, splitPage } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { toMemberSummary } from "../../db/member-summary";
import { referrals, users } from "../../db/schema";
import type { PhraseModels } from "../../modules/matching/embeddings/phrase-vectors";
import { findMatches, type MatchViewer } from "../matching/matching.service";
import { personColumns, toPerson } from "./referral-people";

type PendingReferral = z.output<typeof pendingReferralSchema>;
export type ReceivedReferral = z.output<typeof receivedReferralSchema>;

const referrer = alias(users, "referrer");
const referee = alias(users, "referee");
const target = alias(users, "target");

const referralColumns = {
  id: referrals.id,
  message: referrals.message,
  status: referrals.status,
  automationStatus: referrals.automationStatus,
  createdAt: referrals.createdAt,
  cursorAt: cursorTimestamp(referrals.createdAt),
  referee: personColumns(referee),
};

const before = (cursor: string | undefined): SQL | undefined => {
  if (!cursor) return undefined;
  const after = decodeDateCursor(cursor);
  return after ? olderThan(referrals.createdAt, referrals.id, after) : undefined;
};

function sentReferrals(db: Database, where: SQL | undefined) {
  return db
    .select({ ...referralColumns, target: personColumns(target) })
    .from(referrals)
    .leftJoin(referee, eq(referee.id, referrals.refereeId))
    .leftJoin(target, and(eq(referrals.targetType, "user"), eq(target.id, referrals.targetId)))
    .where(where);
}

type SentRow = Awaited<ReturnType<typeof sentReferrals>>[number];
const toPendingReferral = (row: SentRow): PendingReferral => ({
  id: row.id,
  referee: toPerson(row.referee),
  target: toPerson(row.target),
  message: row.message,
  status: row.status,
  ghlStatus: row.automationStatus,
  createdAt: row.createdAt,
});

/** GET /api/referrals/pending: the referrals the member sent, newest first, one keyset page. */
export async function listSentReferrals(db: Database, memberId: number, query: ReferralPageQuery) {
  const rows = await sentReferrals(db, and(eq(referrals.referrerId, memberId), before(query.cursor)))
    .orderBy(...newestFirst(referrals.createdAt, referrals.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { referrals: page.map(toPendingReferral), nextCursor };
}

export async function findSentReferral(db: Database, memberId: number, referralId: number) {
  const [row] = await sentReferrals(
    db,
    and(eq(referrals.id, referralId), eq(referrals.referrerId, memberId)),
  );
  return row ? toPendingReferral(row) : undefined;
}

/** Referrals addressed to the member; those from a member either of them has blocked are left out. */
function receivedReferrals(db: Database, memberId: number, where: SQL | undefined) {
  return db
    .select({ ...referralColumns, referrer: personColumns(referrer) })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .leftJoin(referee, eq(referee.id, referrals.refereeId))
    .where(
      and(
        eq(referrals.targetType, "user"),
        eq(referrals.targetId, memberId),
        not(blockedEitherWay(memberId, sql`${referrals.referrerId}`)),
        where,
      ),
    );
}

type ReceivedRow = Awaited<ReturnType<typeof receivedReferrals>>[number];
const toReceivedReferral = (row: ReceivedRow): ReceivedReferral => ({
  id: row.id,
  referrer: toPerson(row.referrer),
  referee: toPerson(row.referee),
  message: row.message,
  status: row.status,
  createdAt: row.createdAt,
});

/** GET /api/referrals/received: referrals addressed to the member, newest first, one keyset page. */
export async function listReceivedReferrals(db: Database, memberId: number, query: ReferralPageQuery) {
  const rows = await receivedReferrals(db, memberId, before(query.cursor))
    .orderBy(...newestFirst(referrals.createdAt, referrals.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { referrals: page.map(toReceivedReferral), nextCursor };
}

export async function findReceivedReferral(db: Database, memberId: number, referralId: number) {
  const [row] = await receivedReferrals(db, memberId, eq(referrals.id, referralId));
  return row ? toReceivedReferral(row) : undefined;
}

/**
 * GET /api/referrals/matches: the matching engine's best matches for the member with the fields
 * the Referrals tab shows; one batched query adds whom the member already referred.
 */
export async function listReferralMatches(
  db: Database,
  phraseModels: PhraseModels,
  viewer: MatchViewer,
  limit: number,
): Promise<ReferralMatch[]> {
  const matches = await findMatches(db, phraseModels, viewer, { limit, recordImpressions: false });
  if (matches.length === 0) return [];
  const ids = matches.map((match) => match.member.id);
  const referred = await db
    .select({ targetId: referrals.targetId })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, viewer.id),
        eq(referrals.targetType, "user"),
        inArray(referrals.targetId, ids),
      ),
    );
  const referredIds = new Set(referred.map((row) => row.targetId));
  return matches.map(({ member, score, reasons, mutualConnections }) => ({
    ...toMemberSummary(member),
    name: memberFullName(member),
    title: member.jobTitle,
    location: member.location,
    industry: member.industry,
    matchScore: score,
    lookingFor: member.lookingFor,
    servicesOffered: member.servicesOffered,
    matchReasons: reasons,
    mutualConnections,
    linkedinUrl: member.linkedinUrl,
    canRefer: !referredIds.has(member.id),
  }));
}
