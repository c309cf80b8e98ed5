import { type SQL, sql } from "drizzle-orm";
import { blockedEitherWay } from "../../db/member-blocks";
import { cityKey, normalizeIndustry, relatedIndustries } from "./rules/matching-industries";

/** What the candidate step reads from the viewer. */
export type CandidateViewer = {
  id: number;
  industry: string | null;
  location: string | null;
};

/** Stemmed words to look up in the word index, with their weight (1 for the member's own words). */
export type WeightedWord = { word: string; weight: number };

/** How many members each source may contribute; their union is what gets scored. */
export const CANDIDATES_PER_SOURCE = {
  /** Members per looked-up word, newest first. */
  perWord: 40,
  /** Best members of the word sources, by the summed weight of the words they share. */
  theyOffer: 150,
  theyNeed: 80,
  mutual: 60,
  city: 30,
  industry: 30,
  relatedIndustry: 10,
} as const;

/**
 * Friends of friends checked for the mutual source, most shared friends first (friends themselves
 * are left out before): pending requests, blocks and dismissals among the first would leave fewer
 * than CANDIDATES_PER_SOURCE.mutual only if three in four of them were such.
 */
const MUTUAL_CHECKED = 4 * CANDIDATES_PER_SOURCE.mutual;

/** At most this many words are looked up on each side. */
export const MAX_WORDS_PER_SIDE = 40;

/** Each related industry is one more sub-query to plan; three carry the signal. */
const MAX_RELATED_INDUSTRIES = 3;

/** Word-index sides (match_terms.side). */
export const OFFER_SIDE = 1;
export const WANT_SIDE = 2;

/**
 * Who may be suggested to the member: active, not themself, no connection row either way, no block,
 * not dismissed as "Not interested" (match_dismissals' primary key serves the lookup).
 */
function eligible(memberId: number): SQL {
  return sql`u.is_active and u.id <> ${memberId} and not exists (
    select 1 from connections c
    where (c.user_id = ${memberId} and c.connected_user_id = u.id)
       or (c.user_id = u.id and c.connected_user_id = ${memberId}))
    and not ${blockedEitherWay(memberId, sql`u.id`)}
    and not exists (select 1 from match_dismissals md where md.member_id = ${memberId} and md.dismissed_id = u.id)`;
}

export function acceptedFriends(memberId: number): SQL {
  return sql`select case when c.user_id = ${memberId} then c.connected_user_id else c.user_id end as id
    from connections c
    where c.status = 'accepted' and (c.user_id = ${memberId} or c.connected_user_id = ${memberId})`;
}

/**
 * Members whose `side` mentions the terms (stemmed words, see `stemmedWords`): each term reads at
 * most `perWord` rows of the ordered word index; members are ranked by the summed weight of the
 * terms they mention, ties by newest.
 */
function wordSource(memberId: number, side: number, terms: WeightedWord[], limit: number): SQL | null {
  const kept = terms.slice(0, MAX_WORDS_PER_SIDE);
  if (kept.length === 0) return null;
  return sql`(select h.member_id as id from (
      select p.member_id, sum(q.weight) as weight
      from unnest(${sql.param(kept.map((term) => term.word))}::text[], ${sql.param(kept.map((term) => term.weight))}::real[]) as q(term, weight)
      cross join lateral (
        select mt.member_id from match_terms mt
        where mt.side = ${side} and mt.term = q.term
        order by mt.member_id desc
        limit ${CANDIDATES_PER_SOURCE.perWord}
      ) p
      group by p.member_id
    ) h
    join users u on u.id = h.member_id
    where ${eligible(memberId)}
    order by h.weight desc, h.member_id desc
    limit ${limit})`;
}

/**
 * The candidate query: a bounded union of index-backed sources, every one of them ordered, so the
 * same data gives the same candidates (word index both ways, same city and industry along their
 * btree indexes, friends of friends), then the candidates' profiles with their mutual-connection
 * and impression counts. Exported for the bench. Skills come as JSON: node-postgres reads a `text[]`
 * one character object at a time (postgres-array), a quarter of what a matches request allocated at
 * 300 candidates, where JSON is one native `JSON.parse`.
 */
export function candidateQuery(
  viewer: CandidateViewer,
  words: { theyOffer: WeightedWord[]; theyNeed: WeightedWord[] },
): SQL {
  const memberId = viewer.id;
  const city = cityKey(viewer.location);
  const industry = normalizeIndustry(viewer.industry);
  const related = relatedIndustries(viewer.industry);
  const sources: SQL[] = [];
  const source = (where: SQL, limit: number, orderBy: SQL) =>
    sql`(select u.id from users u where ${where} and ${eligible(memberId)} order by ${orderBy} limit ${limit})`;
  /** The order of the city and industry indexes (walking one stops at the limit), ties by id. */
  const recent = sql`u.last_active_at desc nulls last, u.id desc`;
  const theyOffer = wordSource(memberId, OFFER_SIDE, words.theyOffer, CANDIDATES_PER_SOURCE.theyOffer);
  if (theyOffer) sources.push(theyOffer);
  const theyNeed = wordSource(memberId, WANT_SIDE, words.theyNeed, CANDIDATES_PER_SOURCE.theyNeed);
  if (theyNeed) sources.push(theyNeed);
  if (city) {
    sources.push(
      source(sql`lower(btrim(split_part(u.location, ',', 1))) = ${city}`, CANDIDATES_PER_SOURCE.city, recent),
    );
  }
  const byIndustry = (name: string, limit: number) => source(sql`lower(u.industry) = ${name}`, limit, recent);
  if (industry) sources.push(byIndustry(industry, CANDIDATES_PER_SOURCE.industry));
  for (const other of [...related].sort().slice(0, MAX_RELATED_INDUSTRIES)) {
    sources.push(byIndustry(other, CANDIDATES_PER_SOURCE.relatedIndustry));
  }
  // The most shared friends first, cut before the eligibility checks: a member with 150 friends of
  // 150 friends each has some 20,000 friends of friends, and checking each one cost most of a second.
  sources.push(sql`(select m.id from (
        select id, n from mutual order by n desc, id limit ${MUTUAL_CHECKED}
      ) m join users u on u.id = m.id
      where ${eligible(memberId)}
      order by m.n desc, m.id
      limit ${CANDIDATES_PER_SOURCE.mutual})`);

  return sql`with friends as (${acceptedFriends(memberId)}),
    mutual as (
      select other.id, count(*)::int as n
      from friends f
      join lateral (
        select c.connected_user_id as id from connections c where c.user_id = f.id and c.status = 'accepted'
        union all
        select c.user_id as id from connections c where c.connected_user_id = f.id and c.status = 'accepted'
      ) other on other.id <> ${memberId}
      where other.id not in (select id from friends)
      group by other.id
    ),
    candidates as (${sql.join(sources, sql` union `)})
    select u.id, u.username, u.first_name as "firstName", u.last_name as "lastName", u.avatar,
      u.job_title as "jobTitle", u.company, u.industry, u.location,
      to_json(u.skills) as skills, u.looking_for as "lookingFor", u.services_offered as "servicesOffered",
      u.target_audience as "targetAudience", u.linkedin_url as "linkedinUrl", u.updated_at as "updatedAt",
      coalesce(m.n, 0)::int as "mutualConnections",
      coalesce(i.times_shown, 0)::int as "timesShown"
    from candidates k
    join users u on u.id = k.id
    left join mutual m on m.id = u.id
    left join match_impressions i on i.member_id = ${memberId} and i.shown_member_id = u.id
    order by u.id`;
}
