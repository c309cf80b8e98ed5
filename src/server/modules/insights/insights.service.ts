import { type SQL, sql } from "drizzle-orm";
import { NETWORK_INSIGHTS_LIMITS, type NetworkInsights } from "../../../shared/contracts/insights";
import type { Database } from "../../db/client";
import { toMemberSummary } from "../../db/member-summary";
import type { SessionUser } from "../../http/sessions";
import type { PhraseModels } from "../../modules/matching/embeddings/phrase-vectors";
import { findMatches } from "../matching/matching.service";
import { normalizeIndustry } from "../matching/rules/matching-industries";
import { growthTips } from "./growth-tips";
import { rankTopics, type TopicPost } from "./trending-topics";

/** Trending topics read the most recent posts of this many days, at most this many posts. */
export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_POST_SAMPLE = 2000;
/** Industry figures read the most recently active members of the industry, at most this many. */
export const INDUSTRY_SAMPLE = 5000;
/** A role is emerging when members with it joined within this many days. */
export const EMERGING_WINDOW_DAYS = 90;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const friendsOf = (
  memberId: number,
) => sql`select case when c.user_id = ${memberId} then c.connected_user_id else c.user_id end as id
  from connections c
  where c.status = 'accepted' and (c.user_id = ${memberId} or c.connected_user_id = ${memberId})`;

/**
 * Topics of recent posts by the member's connections, members of their industry and themself;
 * when those say nothing yet, topics of all recent posts.
 */
async function trendingTopics(db: Database, member: SessionUser) {
  const industry = normalizeIndustry(member.industry);
  const posts = await rowsOf<TopicPost & { isClose: boolean }>(
    db,
    sql`with recent as (
        select p.id, p.user_id, p.content from posts p
        where p.is_published and p.created_at > now() - make_interval(days => ${TRENDING_WINDOW_DAYS})
        order by p.created_at desc, p.id desc
        limit ${TRENDING_POST_SAMPLE}
      )
      select r.id, r.user_id as "authorId", r.content,
        (r.user_id = ${member.id} or r.user_id in (${friendsOf(member.id)})
          or (${industry}::text is not null and lower(u.industry) = ${industry}::text)) as "isClose"
      from recent r join users u on u.id = r.user_id
      where u.is_active`,
  );
  if (posts.length === 0) return [];
  const comments = await rowsOf<{ postId: number; userId: number }>(
    db,
    sql`select distinct pc.post_id as "postId", pc.user_id as "userId" from post_comments pc
      where pc.post_id = any(${sql.param(posts.map((post) => post.id))}::int[])`,
  );
  const commenters = new Map<number, number[]>();
  for (const { postId, userId } of comments)
    commenters.set(postId, [...(commenters.get(postId) ?? []), userId]);
  const limit = NETWORK_INSIGHTS_LIMITS.trendingTopics;
  const close = rankTopics(
    posts.filter((post) => post.isClose),
    commenters,
    limit,
  );
  const topics = close.length > 0 ? close : rankTopics(posts, commenters, limit);
  const linked = await tagsWithPosts(
    db,
    topics.map((topic) => topic.tag),
  );
  return topics.map(({ id, tag, topic, participantCount, category }) => ({
    id,
    topic,
    tag: linked.has(tag) ? tag : null,
    participantCount,
    category,
  }));
}

/**
 * Of the given tags, those whose topic feed shows at least one post: one probe of
 * post_tags_tag_created_idx per tag (a handful), stopping at the first visible post.
 */
async function tagsWithPosts(db: Database, tags: string[]) {
  if (tags.length === 0) return new Set<string>();
  const rows = await rowsOf<{ tag: string }>(
    db,
    sql`select t.tag from unnest(${sql.param(tags)}::text[]) as t(tag)
      where exists (select 1 from post_tags pt
        join posts p on p.id = pt.post_id
        join users u on u.id = p.user_id
        where pt.tag = t.tag and p.is_published and u.is_active)`,
  );
  return new Set(rows.map((row) => row.tag));
}

/** Figures over the industry's most recently active members (the whole membership without an industry). */
async function industryInsights(db: Database, member: SessionUser) {
  const industry = normalizeIndustry(member.industry);
  const inIndustry = industry ? sql`lower(u.industry) = ${industry}` : sql`true`;
  const sample = sql`select u.id, u.skills from users u
    where u.is_active and ${inIndustry}
    order by u.last_active_at desc nulls last
    limit ${INDUSTRY_SAMPLE}`;
  const [averages, skills, roles] = await Promise.all([
    rowsOf<{ members: number; links: number }>(
      db,
      sql`with s as (${sample})
        select (select count(*)::int from s) as members,
          (select count(*)::int from connections c where c.status = 'accepted' and c.user_id in (select id from s))
          + (select count(*)::int from connections c where c.status = 'accepted' and c.connected_user_id in (select id from s))
          as links`,
    ),
    rowsOf<{ skill: string }>(
      db,
      sql`with s as (${sample})
        select min(skill) as skill from s, unnest(s.skills) as skill
        group by lower(skill)
        order by count(*) desc, lower(skill)
        limit ${NETWORK_INSIGHTS_LIMITS.topSkills}`,
    ),
    rowsOf<{ role: string }>(
      db,
      sql`select min(btrim(u.job_title)) as role from (
          select job_title, industry, is_active from users
          where created_at > now() - make_interval(days => ${EMERGING_WINDOW_DAYS})
          order by created_at desc
          limit ${INDUSTRY_SAMPLE}
        ) u
        where u.is_active and u.job_title is not null and btrim(u.job_title) <> '' and ${inIndustry}
        group by lower(btrim(u.job_title))
        order by count(*) desc, lower(btrim(u.job_title))
        limit ${NETWORK_INSIGHTS_LIMITS.emergingRoles}`,
    ),
  ]);
  const members = averages[0]?.members ?? 0;
  const links = averages[0]?.links ?? 0;
  return {
    averageConnections: members === 0 ? 0 : Math.round((links / members) * 10) / 10,
    topSkills: skills.map((row) => row.skill),
    emergingRoles: roles.map((row) => row.role),
  };
}

async function activity(db: Database, memberId: number) {
  const [row] = await rowsOf<{
    accepted: number;
    pendingIncoming: number;
    pendingOutgoing: number;
    posts: number;
    professionalSummary: string | null;
  }>(
    db,
    sql`select
      (select professional_summary from users where id = ${memberId}) as "professionalSummary",
      (select count(*)::int from connections c where c.status = 'accepted' and (c.user_id = ${memberId} or c.connected_user_id = ${memberId})) as accepted,
      (select count(*)::int from connections c where c.status = 'pending' and c.connected_user_id = ${memberId}) as "pendingIncoming",
      (select count(*)::int from connections c where c.status = 'pending' and c.user_id = ${memberId}) as "pendingOutgoing",
      (select count(*)::int from posts p where p.user_id = ${memberId} and p.created_at > now() - interval '30 days') as posts`,
  );
  return row ?? { accepted: 0, pendingIncoming: 0, pendingOutgoing: 0, posts: 0, professionalSummary: null };
}

/** GET /api/network/insights */
export async function networkInsights(
  db: Database,
  phraseModels: PhraseModels,
  member: SessionUser,
): Promise<NetworkInsights> {
  const [matches, topics, industry, figures] = await Promise.all([
    findMatches(db, phraseModels, member, {
      limit: NETWORK_INSIGHTS_LIMITS.recommendations,
      recordImpressions: true,
    }),
    trendingTopics(db, member),
    industryInsights(db, member),
    activity(db, member.id),
  ]);
  return {
    recommendations: matches.map(({ member: other, score, mutualConnections }) => ({
      ...toMemberSummary(other),
      matchScore: score,
      mutualConnections,
    })),
    trendingTopics: topics,
    networkGrowthTips: growthTips({
      // The summary is the one field of the tips the session does not hold.
      profile: { ...member, professionalSummary: figures.professionalSummary },
      acceptedConnections: figures.accepted,
      pendingIncoming: figures.pendingIncoming,
      pendingOutgoing: figures.pendingOutgoing,
      postsLast30Days: figures.posts,
    }),
    industryInsights: industry,
  };
}
