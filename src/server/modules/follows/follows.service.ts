import { and, eq, or, sql } from "drizzle-orm";
import {
  CANNOT_FOLLOW_SELF,
  FOLLOWS_MAX,
  type MemberFollowState,
  POPULAR_TOPICS_SHOWN,
  TOO_MANY_FOLLOWS,
  type TopicFollowState,
} from "../../../shared/contracts/follows";
import { normalizeTag } from "../../../shared/rules/mentions-and-tags";
import type { Database, DbExecutor } from "../../db/client";
import { areConnected } from "../../db/connected-members";
import { assertNotBlocked } from "../../db/member-blocks";
import { memberFollows, topicFollows, users } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import { followerCountSql, isFollowingSql } from "./follow-graph";

export const MEMBER_NOT_FOUND = "Member not found.";

async function requireFollowableMember(db: DbExecutor, followerId: number, memberId: number) {
  if (followerId === memberId) throw badRequest(CANNOT_FOLLOW_SELF);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.isActive, true), sql`${users.deletedAt} is null`));
  if (!member) throw notFound(MEMBER_NOT_FOUND);
}

/** Explicit member follows plus followed topics: what FOLLOWS_MAX limits (index-only counts). */
async function followsHeld(db: DbExecutor, memberId: number) {
  const result = (await db.execute(sql`select
      (select count(*)::int from member_follows where follower_id = ${memberId} and state = 'following')
      + (select count(*)::int from topic_follows where user_id = ${memberId}) as held`)) as unknown as {
    rows: { held: number }[];
  };
  return Number(result.rows[0]?.held ?? 0);
}

async function memberFollowState(db: DbExecutor, followerId: number, memberId: number) {
  const result = (await db.execute(
    sql`select ${isFollowingSql(sql`${followerId}::int`, sql`${memberId}::int`)} as following,
      ${followerCountSql(sql`${memberId}::int`)} as "followerCount"`,
  )) as unknown as { rows: { following: boolean; followerCount: number }[] };
  const row = result.rows[0];
  return {
    memberId,
    following: row?.following === true,
    followerCount: Number(row?.followerCount ?? 0),
  } satisfies MemberFollowState;
}

/**
 * PUT /api/members/{id}/follow: idempotent; a muted connection is followed again. Self 400, a
 * missing member 404, a block either way 403, past FOLLOWS_MAX 400.
 */
export async function followMember(db: Database, followerId: number, memberId: number) {
  await requireFollowableMember(db, followerId, memberId);
  await assertNotBlocked(db, followerId, memberId);
  const [existing] = await db
    .select({ state: memberFollows.state })
    .from(memberFollows)
    .where(and(eq(memberFollows.followerId, followerId), eq(memberFollows.followedId, memberId)));
  if (existing?.state !== "following") {
    const isConnection = await areConnected(db, followerId, memberId);
    if (isConnection) {
      // Following a connection again is removing the mute: a connection follows without a row.
      await db
        .delete(memberFollows)
        .where(and(eq(memberFollows.followerId, followerId), eq(memberFollows.followedId, memberId)));
    } else {
      if ((await followsHeld(db, followerId)) >= FOLLOWS_MAX) throw badRequest(TOO_MANY_FOLLOWS);
      await db
        .insert(memberFollows)
        .values({ followerId, followedId: memberId, state: "following" })
        .onConflictDoUpdate({
          target: [memberFollows.followerId, memberFollows.followedId],
          set: { state: "following" },
        });
    }
  }
  return memberFollowState(db, followerId, memberId);
}

/**
 * DELETE /api/members/{id}/follow: idempotent. Unfollowing a connection stores a "muted" row: their
 * posts leave the feed and the connection stays.
 */
export async function unfollowMember(db: Database, followerId: number, memberId: number) {
  await requireFollowableMember(db, followerId, memberId);
  if (await areConnected(db, followerId, memberId)) {
    await db
      .insert(memberFollows)
      .values({ followerId, followedId: memberId, state: "muted" })
      .onConflictDoUpdate({
        target: [memberFollows.followerId, memberFollows.followedId],
        set: { state: "muted" },
      });
  } else {
    await db
      .delete(memberFollows)
      .where(and(eq(memberFollows.followerId, followerId), eq(memberFollows.followedId, memberId)));
  }
  return memberFollowState(db, followerId, memberId);
}

/** A block ends every follow (and mute) between the two members, both ways. */
export async function endFollowsBetween(db: DbExecutor, a: number, b: number) {
  await db
    .delete(memberFollows)
    .where(
      or(
        and(eq(memberFollows.followerId, a), eq(memberFollows.followedId, b)),
        and(eq(memberFollows.followerId, b), eq(memberFollows.followedId, a)),
      ),
    );
}

/** A topic's follow state for a reader (not following for a visitor), with its post and follower counts. */
export async function topicFollowState(
  db: DbExecutor,
  readerId: number | null,
  rawTag: string,
): Promise<TopicFollowState> {
  const tag = normalizeTag(rawTag);
  const result = (await db.execute(sql`select
      ${readerId === null ? sql`false` : sql`exists (select 1 from topic_follows where user_id = ${readerId} and tag = ${tag})`} as following,
      (select count(*)::int from post_tags pt join posts p on p.id = pt.post_id
        where pt.tag = ${tag} and p.is_published) as "postCount",
      (select count(*)::int from topic_follows where tag = ${tag}) as "followerCount"`)) as unknown as {
    rows: { following: boolean; postCount: number; followerCount: number }[];
  };
  const row = result.rows[0];
  return {
    tag,
    following: row?.following === true,
    postCount: Number(row?.postCount ?? 0),
    followerCount: Number(row?.followerCount ?? 0),
  };
}

/** PUT /api/topics/{tag}/follow: idempotent; past FOLLOWS_MAX 400. */
export async function followTopic(db: Database, memberId: number, rawTag: string) {
  const tag = normalizeTag(rawTag);
  const [existing] = await db
    .select({ tag: topicFollows.tag })
    .from(topicFollows)
    .where(and(eq(topicFollows.userId, memberId), eq(topicFollows.tag, tag)));
  if (!existing) {
    if ((await followsHeld(db, memberId)) >= FOLLOWS_MAX) throw badRequest(TOO_MANY_FOLLOWS);
    await db.insert(topicFollows).values({ userId: memberId, tag }).onConflictDoNothing();
  }
  return topicFollowState(db, memberId, tag);
}

/** DELETE /api/topics/{tag}/follow: idempotent. */
export async function unfollowTopic(db: Database, memberId: number, rawTag: string) {
  const tag = normalizeTag(rawTag);
  await db.delete(topicFollows).where(and(eq(topicFollows.userId, memberId), eq(topicFollows.tag, tag)));
  return topicFollowState(db, memberId, tag);
}

/** How many of the newest posts "popular topics" counts tags in (a bounded walk of the feed index). */
export const POPULAR_TOPICS_WINDOW = 1000;

/**
 * GET /api/topics: the tags most used among the newest POPULAR_TOPICS_WINDOW published posts (walked
 * by posts_published_created_idx, their tags by the post_tags primary key), leaving out the ones the
 * reader already follows.
 */
export async function popularTopics(db: DbExecutor, readerId: number | null) {
  const result = (await db.execute(sql`select pt.tag, count(*)::int as "postCount"
    from (select p.id from posts p where p.is_published
          order by p.created_at desc, p.id desc limit ${POPULAR_TOPICS_WINDOW}) recent
    join post_tags pt on pt.post_id = recent.id
    ${readerId === null ? sql`` : sql`where not exists (select 1 from topic_follows tf where tf.user_id = ${readerId} and tf.tag = pt.tag)`}
    group by pt.tag
    order by count(*) desc, pt.tag
    limit ${POPULAR_TOPICS_SHOWN}`)) as unknown as { rows: { tag: string; postCount: number }[] };
  return { topics: result.rows.map((row) => ({ tag: row.tag, postCount: Number(row.postCount) })) };
}
