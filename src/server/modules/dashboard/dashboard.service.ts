import { and, count, eq, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import { growthPercentage } from "../../../shared/rules/network-growth";
import type { Database } from "../../db/client";
import { connections, messages, profileViews } from "../../db/schema";
import type { SessionUser } from "../../http/sessions";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { rankedWindow } from "../opportunities/opportunity-fit";
import { countProfileVisits } from "../profiles/profile-visitors.service";

/** The window of the New Connections and Profile Views cards. */
export const RECENT_DAYS = 30;

/**
 * Connection figures in one query over the member's own rows (two index lookups, BitmapOr).
 * An accepted connection's updated_at is the moment it was accepted: accepted rows change no further.
 * Calendar months are UTC months.
 */
async function connectionFigures(db: Database, memberId: number) {
  const acceptedAt = connections.updatedAt;
  const thisMonth = sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`;
  const lastMonth = sql`(date_trunc('month', now() at time zone 'utc') - interval '1 month') at time zone 'utc'`;
  const [row] = await db
    .select({
      total: count(),
      recent: sql<number>`count(*) filter (where ${acceptedAt} >= now() - make_interval(days => ${RECENT_DAYS}))::int`,
      thisMonth: sql<number>`count(*) filter (where ${acceptedAt} >= ${thisMonth})::int`,
      lastMonth: sql<number>`count(*) filter (where ${acceptedAt} >= ${lastMonth} and ${acceptedAt} < ${thisMonth})::int`,
    })
    .from(connections)
    .where(
      and(
        eq(connections.status, "accepted"),
        or(eq(connections.userId, memberId), eq(connections.connectedUserId, memberId)) as SQL,
      ),
    );
  return {
    total: row?.total ?? 0,
    recent: row?.recent ?? 0,
    thisMonth: row?.thisMonth ?? 0,
    lastMonth: row?.lastMonth ?? 0,
  };
}

async function unreadMessages(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, memberId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Signed-in views (one per viewer and day) plus the visits of visitors who were not signed in. */
async function recentProfileViews(db: Database, memberId: number): Promise<number> {
  const [[row], visits] = await Promise.all([
    db
      .select({ n: count() })
      .from(profileViews)
      .where(
        and(
          eq(profileViews.profileUserId, memberId),
          gte(profileViews.createdAt, sql`now() - make_interval(days => ${RECENT_DAYS})`),
        ),
      ),
    countProfileVisits(db, memberId, RECENT_DAYS),
  ]);
  return (row?.n ?? 0) + visits;
}

/** Opportunities that fit the member, by the same rank as the Opportunities tab (opportunity-fit.ts). */
async function fittingOpportunities(
  db: Database,
  models: PhraseModels,
  member: SessionUser,
): Promise<number> {
  const { ranked } = await rankedWindow(db, models, member);
  return ranked.filter((opportunity) => opportunity.fits).length;
}

/** GET /api/dashboard/stats: four independent indexed queries, run side by side. */
export async function dashboardStats(db: Database, models: PhraseModels, member: SessionUser) {
  const [figures, messageCount, views, opportunityCount] = await Promise.all([
    connectionFigures(db, member.id),
    unreadMessages(db, member.id),
    recentProfileViews(db, member.id),
    fittingOpportunities(db, models, member),
  ]);
  return {
    newConnections: figures.recent,
    opportunities: opportunityCount,
    messages: messageCount,
    profileViews: views,
    totalConnections: figures.total,
    growthPercentage: growthPercentage(figures.thisMonth, figures.lastMonth),
  };
}
