import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { users } from "../../db/schema";
import { authorColumns, toAuthor } from "../feed/feed-query";
import { followerCountSql, followingCountSql, isFollowingSql } from "../follows/follow-graph";
import { listEducation, listExperience } from "./profile-history.service";

/** The members of `memberId`'s accepted connections (one column `id`). */
const connectionIdsSql = (memberId: number) =>
  sql`select case when c.user_id = ${memberId} then c.connected_user_id else c.user_id end as id
    from connections c
    where c.status = 'accepted' and (c.user_id = ${memberId} or c.connected_user_id = ${memberId})`;

/** Active members among `memberId`'s connections the viewer may see (none blocked either way). */
const visibleConnectionsSql = (memberId: number, viewerId: number | null) =>
  sql`select x.id from (${connectionIdsSql(memberId)}) x
    join users u on u.id = x.id and u.is_active and u.deleted_at is null
    ${viewerId === null ? sql`` : sql`where not ${blockedEitherWay(viewerId, sql`x.id`)}`}`;

const MUTUALS_NAMED = 3;

type Counts = {
  connectionCount: number;
  followerCount: number;
  followingCount: number;
  isFollowing: boolean;
  mutualCount: number;
};

/**
 * What GET /api/profile/{username} adds (issue 32): the member's experience and education, their
 * connection, follower and following counts and, for a signed-in viewer, whether they follow them,
 * the connections the two share (three named) and the companies in both histories. One statement
 * for the counts, one each for the lists: every reading is a subquery on the connection and follow
 * indexes, never a list read into the process.
 */
export async function profileNetwork(db: Database, memberId: number, viewerId: number | null) {
  const member = sql`${memberId}::int`;
  const isViewer = viewerId !== null && viewerId !== memberId;
  const countsQuery = sql`select
      (select count(*)::int from (${visibleConnectionsSql(memberId, viewerId)}) cc) as "connectionCount",
      ${followerCountSql(member)} as "followerCount",
      ${followingCountSql(member)} as "followingCount",
      ${isViewer ? isFollowingSql(sql`${viewerId}::int`, member) : sql`false`} as "isFollowing",
      ${
        isViewer
          ? sql`(select count(*)::int from (${visibleConnectionsSql(memberId, viewerId)}) theirs
              where theirs.id in (${connectionIdsSql(viewerId)}) and theirs.id <> ${viewerId})`
          : sql`0`
      } as "mutualCount"`;
  const [counts, experience, education, mutualMembers, sharedCompanies] = await Promise.all([
    db.execute(countsQuery) as unknown as Promise<{ rows: Counts[] }>,
    listExperience(db, memberId),
    listEducation(db, memberId),
    isViewer ? namedMutuals(db, memberId, viewerId) : Promise.resolve([]),
    isViewer ? companiesInBoth(db, memberId, viewerId) : Promise.resolve([]),
  ]);
  const row = counts.rows[0];
  return {
    experience,
    education,
    connectionCount: Number(row?.connectionCount ?? 0),
    followerCount: Number(row?.followerCount ?? 0),
    followingCount: Number(row?.followingCount ?? 0),
    ...(viewerId === null
      ? {}
      : {
          isFollowing: row?.isFollowing === true,
          mutualConnections: { count: Number(row?.mutualCount ?? 0), members: mutualMembers },
          sharedCompanies,
        }),
  };
}

/** The first MUTUALS_NAMED shared connections, most recently active first, as member summaries. */
async function namedMutuals(db: Database, memberId: number, viewerId: number) {
  const rows = await db
    .select(authorColumns)
    .from(users)
    .where(
      sql`${users.id} in (select theirs.id from (${visibleConnectionsSql(memberId, viewerId)}) theirs
        where theirs.id in (${connectionIdsSql(viewerId)}) and theirs.id <> ${viewerId})`,
    )
    .orderBy(sql`${users.lastActiveAt} desc nulls last`, users.id)
    .limit(MUTUALS_NAMED);
  return rows.map(toAuthor);
}

/** Companies in both members' experience, as the member spells them ("You both worked at …"). */
async function companiesInBoth(db: Database, memberId: number, viewerId: number) {
  const result = (await db.execute(sql`select distinct on (lower(theirs.company)) theirs.company
    from profile_experience theirs
    join profile_experience mine on lower(mine.company) = lower(theirs.company) and mine.user_id = ${viewerId}
    where theirs.user_id = ${memberId}
    order by lower(theirs.company)
    limit 3`)) as unknown as { rows: { company: string }[] };
  return result.rows.map((row) => row.company);
}
