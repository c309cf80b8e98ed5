import { and, count, eq, gte, sql } from "drizzle-orm";
import { PROFILE_VIEWERS_DAYS, type ProfileViewersQuery } from "../../../shared/contracts/profile-viewers";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, olderThan, splitPage } from "../../db/keyset-cursor";
import { blockedEitherWay } from "../../db/member-blocks";
import { memberSummaryColumns } from "../../db/member-summary";
import { profileViews, users } from "../../db/schema";
import { countProfileVisits } from "./profile-visitors.service";

const since = sql`now() - make_interval(days => ${PROFILE_VIEWERS_DAYS})`;

/**
 * GET /api/profile/viewers: each signed-in member who viewed the profile in the last 90 days, once,
 * at their latest view, latest first. Views made while browsing privately are only counted, and a
 * member who browses privately sees counts, not names. Visitors who were not signed in are only
 * counted (`visitorCount`, the same window). Blocked, deactivated and deleted viewers are
 * left out. The rows of one profile are read through profile_views_profile_created_idx.
 */
export async function listProfileViewers(
  db: Database,
  memberId: number,
  query: { limit: number; cursor?: ProfileViewersQuery["cursor"] },
) {
  const after = decodeDateCursor(query.cursor);
  const [self] = await db
    .select({ browsePrivately: users.browsePrivately })
    .from(users)
    .where(eq(users.id, memberId));
  const browsingPrivately = self?.browsePrivately ?? false;

  const visibleViewer = and(
    eq(profileViews.profileUserId, memberId),
    gte(profileViews.createdAt, since),
    sql`not ${blockedEitherWay(memberId, sql`${profileViews.viewerId}`)}`,
  );
  const [privateViewers] = await db
    .select({ count: count(sql`distinct ${profileViews.viewerId}`) })
    .from(profileViews)
    .where(browsingPrivately ? visibleViewer : and(visibleViewer, eq(profileViews.private, true)));
  const privateCount = privateViewers?.count ?? 0;
  const visitorCount = await countProfileVisits(db, memberId, PROFILE_VIEWERS_DAYS);
  if (browsingPrivately)
    return { viewers: [], nextCursor: null, privateCount, visitorCount, browsingPrivately };

  const latest = db
    .select({
      viewerId: profileViews.viewerId,
      viewedAt: sql<Date>`max(${profileViews.createdAt})`.mapWith(profileViews.createdAt).as("viewed_at"),
    })
    .from(profileViews)
    .where(and(visibleViewer, eq(profileViews.private, false)))
    .groupBy(profileViews.viewerId)
    .as("latest");
  const rows = await db
    .select({
      ...memberSummaryColumns,
      viewedAt: latest.viewedAt,
      cursorAt: cursorTimestamp(latest.viewedAt),
    })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.viewerId))
    .where(
      and(
        eq(users.isActive, true),
        sql`${users.deletedAt} is null`,
        after ? olderThan(latest.viewedAt, users.id, after) : undefined,
      ),
    )
    .orderBy(sql`${latest.viewedAt} desc`, sql`${users.id} desc`)
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return {
    viewers: page.map(({ viewedAt, cursorAt: _cursorAt, ...member }) => ({ member, viewedAt })),
    nextCursor,
    privateCount,
    visitorCount,
    browsingPrivately,
  };
}
