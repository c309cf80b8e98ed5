import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { profileExperience, users } from "../../db/schema";
import { authorColumns, toAuthor } from "../feed/feed-query";
import { followerCountSql, followingCountSql, isFollowingSql } from "../follows/follow-graph";
import { listEducation, listExperience } from "./profile-history.service";

/** The members of `memberId`'s accepted connections (one column `id`). */
const connectionIdsSql = (memberId: SQL) =>
  sql`select case when c.user_id = ${memberId} then c.connected_user_id else c.user_id end as id
    from connections c
    where c.status = 'accepted' and (c.user_id = ${memberId} or c.connected_user_id = ${memberId})`;

/** Active members among `memberId`'s connections the viewer may see (none blocked either way). */
const visibleConnectionsSql = (memberId: SQL, viewerId: SQL | null) =>
  sql`select x.id from (${connectionIdsSql(memberId)}) x
    join users u on u.id = x.id and u.is_active and u.deleted_at is null
    ${viewerId === null ? sql`` : sql`where not ${blockedEitherWay(viewerId, sql`x.id`)}`}`;

/** The connections `memberId` and `viewerId` share that the viewer may see (one column `id`). */
const mutualIdsSql = (memberId: SQL, viewerId: SQL) =>
  sql`select theirs.id from (${visibleConnectionsSql(memberId, viewerId)}) theirs
    where theirs.id in (${connectionIdsSql(viewerId)}) and theirs.id <> ${viewerId}`;

const MUTUALS_NAMED = 3;
const SHARED_COMPANIES_NAMED = 3;

/**
 * The statements of a profile's network, prepared once per database (Drizzle builds their SQL once;
 * PostgreSQL plans each once per connection): the counts for a visitor and for a signed-in viewer (who
 * also learns whether they follow the member and how many connections the two share), the first
 * shared connections and the companies in both members' experience. The counts are read from the
 * member's own row, one subquery each on the connection and follow indexes.
 */
function prepareProfileNetwork(db: Database) {
  const member = sql`${sql.placeholder("memberId")}::int`;
  const viewer = sql`${sql.placeholder("viewerId")}::int`;
  const counts = (viewerId: SQL | null) =>
    db
      .select({
        connectionCount: sql<number>`(select count(*)::int from (${visibleConnectionsSql(member, viewerId)}) cc)`,
        followerCount: followerCountSql(member),
        followingCount: followingCountSql(member),
        isFollowing: viewerId === null ? sql<boolean>`false` : isFollowingSql(viewerId, member),
        mutualCount:
          viewerId === null
            ? sql<number>`0`
            : sql<number>`(select count(*)::int from (${mutualIdsSql(member, viewerId)}) m)`,
      })
      .from(users)
      .where(eq(users.id, member));
  const theirs = alias(profileExperience, "theirs");
  const mine = alias(profileExperience, "mine");
  return {
    countsForVisitor: counts(null).prepare("profile_network_counts_visitor"),
    countsForViewer: counts(viewer).prepare("profile_network_counts_viewer"),
    namedMutuals: db
      .select(authorColumns)
      .from(users)
      .where(sql`${users.id} in (${mutualIdsSql(member, viewer)})`)
      .orderBy(sql`${users.lastActiveAt} desc nulls last`, users.id)
      .limit(MUTUALS_NAMED)
      .prepare("profile_network_mutuals"),
    companiesInBoth: db
      .selectDistinctOn([sql`lower(${theirs.company})`], { company: theirs.company })
      .from(theirs)
      .innerJoin(mine, and(sql`lower(${mine.company}) = lower(${theirs.company})`, eq(mine.userId, viewer)))
      .where(eq(theirs.userId, member))
      .orderBy(sql`lower(${theirs.company})`)
      .limit(SHARED_COMPANIES_NAMED)
      .prepare("profile_network_shared_companies"),
  };
}
const networkStatements = preparedPerDatabase(prepareProfileNetwork);

/**
 * What GET /api/profile/{username} adds (issue 32): the member's experience and education, their
 * connection, follower and following counts and, for a signed-in viewer, whether they follow them,
 * the connections the two share (three named) and the companies in both histories ("You both worked
 * at …"). Every reading is a subquery on the connection and follow indexes, never a list read into
 * the process.
 */
export async function profileNetwork(db: Database, memberId: number, viewerId: number | null) {
  const statements = networkStatements(db);
  const isViewer = viewerId !== null && viewerId !== memberId;
  const [counts, experience, education, mutualMembers, sharedCompanies] = await Promise.all([
    isViewer
      ? statements.countsForViewer.execute({ memberId, viewerId })
      : statements.countsForVisitor.execute({ memberId }),
    listExperience(db, memberId),
    listEducation(db, memberId),
    isViewer ? statements.namedMutuals.execute({ memberId, viewerId }) : Promise.resolve([]),
    isViewer ? statements.companiesInBoth.execute({ memberId, viewerId }) : Promise.resolve([]),
  ]);
  const row = counts[0];
  return {
    experience,
    education,
    connectionCount: row?.connectionCount ?? 0,
    followerCount: row?.followerCount ?? 0,
    followingCount: row?.followingCount ?? 0,
    ...(viewerId === null
      ? {}
      : {
          isFollowing: row?.isFollowing === true,
          mutualConnections: { count: row?.mutualCount ?? 0, members: mutualMembers.map(toAuthor) },
          sharedCompanies: sharedCompanies.map((company) => company.company),
        }),
  };
}
