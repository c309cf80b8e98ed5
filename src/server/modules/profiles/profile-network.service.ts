import { type SQL, sql } from "drizzle-orm";
import type { Education } from "../../../shared/contracts/profile-history";
import { areConnectedSql } from "../../db/connected-members";
import { blockedEitherWay } from "../../db/member-blocks";
import { type AuthorFields, toAuthor } from "../feed/feed-query";
import { followerCountSql, followingCountSql, isFollowingSql } from "../follows/follow-graph";
import {
  type ExperienceFields,
  educationJsonSql,
  experienceJsonSql,
  toExperience,
} from "./profile-history.service";

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

/** The first shared connections, most recently active first, as one JSON array of author fields. */
const namedMutualsSql = (memberId: SQL, viewerId: SQL) =>
  sql<AuthorFields[]>`array_to_json(array(select json_build_object('authorId', mu.id,
      'authorFirstName', mu.first_name, 'authorLastName', mu.last_name, 'authorJobTitle', mu.job_title,
      'authorCompany', mu.company, 'authorAvatar', mu.avatar, 'authorUsername', mu.username)
    from users mu where mu.id in (${mutualIdsSql(memberId, viewerId)})
    order by mu.last_active_at desc nulls last, mu.id limit ${sql.raw(String(MUTUALS_NAMED))}))`;

/** Companies in both members' experience ("You both worked at …"), compared without case. */
const sharedCompaniesSql = (memberId: SQL, viewerId: SQL) =>
  sql<string[]>`array(select shared.company from (
      select distinct on (lower(theirs.company)) theirs.company from profile_experience theirs
      join profile_experience mine on lower(mine.company) = lower(theirs.company) and mine.user_id = ${viewerId}
      where theirs.user_id = ${memberId} order by lower(theirs.company)) shared
    order by lower(shared.company) limit ${sql.raw(String(SHARED_COMPANIES_NAMED))})`;

/**
 * What GET /api/profile/{username} adds (issue 32), as columns of the profile's own statement (a
 * profile is read in one round trip): the member's experience and education, their connection,
 * follower and following counts and, for a signed-in viewer (`viewerId`, never the member themself),
 * whether they follow and are connected to them, the connections the two share (three named) and the
 * companies in both histories. Every reading is a subquery on the connection, follow and history
 * indexes, never a list read into the process.
 */
export function profileNetworkColumns(memberId: SQL, viewerId: SQL | null) {
  const counts = {
    connectionCount: sql<number>`(select count(*)::int from (${visibleConnectionsSql(memberId, viewerId)}) cc)`,
    followerCount: followerCountSql(memberId),
    followingCount: followingCountSql(memberId),
    experience: experienceJsonSql(memberId),
    education: educationJsonSql(memberId),
  };
  if (viewerId === null) return counts;
  return {
    ...counts,
    isFollowing: isFollowingSql(viewerId, memberId),
    isConnection: areConnectedSql(viewerId, memberId),
    mutualCount: sql<number>`(select count(*)::int from (${mutualIdsSql(memberId, viewerId)}) m)`,
    namedMutuals: namedMutualsSql(memberId, viewerId),
    sharedCompanies: sharedCompaniesSql(memberId, viewerId),
  };
}

/** A row read with {@link profileNetworkColumns}: the viewer's fields only when a viewer was given. */
export type ProfileNetworkRow = {
  experience: ExperienceFields[];
  education: Education[];
  connectionCount: number;
  followerCount: number;
  followingCount: number;
  isFollowing?: boolean;
  isConnection?: boolean;
  mutualCount?: number;
  namedMutuals?: AuthorFields[];
  sharedCompanies?: string[];
};

/**
 * The network part of the answer, out of a row read with {@link profileNetworkColumns}: the viewer's
 * fields for any signed-in reader (on their own profile: not following, nothing shared).
 */
export function toProfileNetwork(row: ProfileNetworkRow, isSignedIn: boolean) {
  return {
    experience: row.experience.map(toExperience),
    education: row.education,
    connectionCount: row.connectionCount,
    followerCount: row.followerCount,
    followingCount: row.followingCount,
    ...(isSignedIn
      ? {
          isFollowing: row.isFollowing === true,
          mutualConnections: {
            count: row.mutualCount ?? 0,
            members: (row.namedMutuals ?? []).map(toAuthor),
          },
          sharedCompanies: row.sharedCompanies ?? [],
        }
      : {}),
  };
}
