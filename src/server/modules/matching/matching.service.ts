import { type SQL, sql } from "drizzle-orm";
import { cityKey, normalizeIndustry, relatedIndustries } from "../../../shared/rules/matching-industries";
import { impressionPenalty, type MatchProfile, scoreMatch } from "../../../shared/rules/matching-score";
import { searchTerms, splitPhrases } from "../../../shared/rules/matching-terms";
import type { Database, DbExecutor } from "../../db/client";

export type MatchedMember = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  jobTitle: string | null;
  company: string | null;
  industry: string | null;
  location: string | null;
};

export type MemberMatch = {
  member: MatchedMember;
  /** Integer 0..100. */
  score: number;
  /** 1..4 human reasons, strongest first. */
  reasons: string[];
  mutualConnections: number;
};

/** How many members each indexed source may contribute; their union is what gets scored. */
export const CANDIDATES_PER_SOURCE = {
  theyOffer: 80,
  theyNeed: 60,
  nearby: 30,
  loose: 25,
  skills: 50,
  mutual: 60,
  city: 30,
  industry: 30,
  relatedIndustry: 10,
} as const;

/** Each related industry is one more sub-query to plan; three carry the signal. */
const MAX_RELATED_INDUSTRIES = 3;

/** A shown suggestion counts again only after this long, so reloading a page does not sink it. */
const IMPRESSION_INTERVAL = sql`interval '1 hour'`;

type ViewerRow = MatchProfile & { id: number };

type CandidateRow = MatchedMember & {
  skills: string[];
  lookingFor: string | null;
  servicesOffered: string | null;
  targetAudience: string | null;
  mutualConnections: number;
  timesShown: number;
};

async function rowsOf<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function alternative(words: string[]): string | null {
  const safe = words.filter((word) => /^[a-z0-9]+$/.test(word));
  if (safe.length === 0) return null;
  return safe.length === 1 ? `'${safe[0]}'` : `(${safe.map((word) => `'${word}'`).join(" <-> ")})`;
}

function anyOf(alternatives: string[][]): string | null {
  const parts = [...new Set(alternatives.map(alternative).filter((part): part is string => part !== null))];
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" | ")})`;
}

/**
 * A to_tsquery text matching any term of the texts. Words are [a-z0-9] only, so there is nothing
 * to escape and no member's text can change the query's structure.
 */
export function orQuery(texts: ReadonlyArray<string | null | undefined>, maxTerms = 40): string | null {
  const parts = new Set<string>();
  for (const text of texts) {
    for (const term of searchTerms(text)) {
      const part = anyOf(term);
      if (part) parts.add(part);
      if (parts.size >= maxTerms) return [...parts].join(" | ");
    }
  }
  return parts.size > 0 ? [...parts].join(" | ") : null;
}

/** A to_tsquery text matching any phrase of the texts whole: all of its first 3 terms, synonyms allowed. */
export function phraseQuery(texts: ReadonlyArray<string | null | undefined>, maxPhrases = 16): string | null {
  const parts = new Set<string>();
  for (const text of texts) {
    for (const phrase of splitPhrases(text)) {
      const terms = searchTerms(phrase)
        .slice(0, 3)
        .map(anyOf)
        .filter((part): part is string => part !== null);
      if (terms.length === 0) continue;
      parts.add(terms.length === 1 ? (terms[0] as string) : `(${terms.join(" & ")})`);
      if (parts.size >= maxPhrases) return [...parts].join(" | ");
    }
  }
  return parts.size > 0 ? [...parts].join(" | ") : null;
}

/** Who may be suggested to the member: active, not themself, no connection row either way. */
function eligible(memberId: number): SQL {
  return sql`u.is_active and u.id <> ${memberId} and not exists (
    select 1 from connections c
    where (c.user_id = ${memberId} and c.connected_user_id = u.id)
       or (c.user_id = u.id and c.connected_user_id = ${memberId}))`;
}

/**
 * The candidate query: a bounded union of index-backed sources (full-text both ways over GIN,
 * skills overlap over GIN, same city and industry over btree, friends of friends), then the
 * candidates' profiles with their mutual-connection and impression counts. Exported for the bench.
 */
export function candidateQuery(viewer: ViewerRow): SQL {
  const memberId = viewer.id;
  const offerTexts = [viewer.servicesOffered, viewer.jobTitle, viewer.skills.join(", ")];
  const theyOfferStrict = phraseQuery([viewer.lookingFor]);
  const theyOfferLoose = orQuery([viewer.lookingFor]);
  const theyNeedStrict = phraseQuery(offerTexts);
  const theyNeedLoose = orQuery(offerTexts);
  const city = cityKey(viewer.location);
  const industry = normalizeIndustry(viewer.industry);
  const related = relatedIndustries(viewer.industry);
  const skills = viewer.skills.slice(0, 50);
  const sameCity = city ? sql`lower(btrim(split_part(u.location, ',', 1))) = ${city}` : null;
  const sources: SQL[] = [];
  /**
   * No ORDER BY in the text and skills sources: ranking every match of a common word would read
   * them all. Each source stops at its limit (GIN bitmap or early-exit scan); the combined sources
   * (whole phrase and same city) bring the strongest candidates in first, the score orders them.
   */
  const source = (where: SQL, limit: number, orderBy?: SQL) =>
    sql`(select u.id from users u where ${where} and ${eligible(memberId)}${orderBy ? sql` order by ${orderBy}` : sql``} limit ${limit})`;
  const textSearch = (column: SQL, query: string) => sql`${column} @@ to_tsquery('english', ${query})`;
  /**
   * Combined with the same city, the text is checked row by row along the city index, most
   * recently active first (coalesce keeps the planner from ANDing a large GIN bitmap).
   */
  const nearbyText = (column: SQL, query: string) =>
    sql`coalesce(${textSearch(column, query)}, false) and ${sameCity}`;
  /** The order of the city and industry indexes: walking one stops at the limit. */
  const recent = sql`u.last_active_at desc nulls last`;
  const offers = sql`u.offer_search`;
  const wants = sql`u.want_search`;
  if (theyOfferStrict) {
    if (sameCity)
      sources.push(source(nearbyText(offers, theyOfferStrict), CANDIDATES_PER_SOURCE.nearby, recent));
    sources.push(source(textSearch(offers, theyOfferStrict), CANDIDATES_PER_SOURCE.theyOffer));
  }
  if (theyOfferLoose) sources.push(source(textSearch(offers, theyOfferLoose), CANDIDATES_PER_SOURCE.loose));
  if (theyNeedStrict) {
    if (sameCity)
      sources.push(source(nearbyText(wants, theyNeedStrict), CANDIDATES_PER_SOURCE.nearby, recent));
    sources.push(source(textSearch(wants, theyNeedStrict), CANDIDATES_PER_SOURCE.theyNeed));
  }
  if (theyNeedLoose) sources.push(source(textSearch(wants, theyNeedLoose), CANDIDATES_PER_SOURCE.loose));
  if (skills.length > 0) {
    const overlap = sql`u.skills && ${sql.param(skills)}::text[]`;
    if (sameCity) {
      sources.push(
        source(sql`coalesce(${overlap}, false) and ${sameCity}`, CANDIDATES_PER_SOURCE.nearby, recent),
      );
    }
    sources.push(source(overlap, CANDIDATES_PER_SOURCE.skills));
  }
  if (sameCity) {
    sources.push(source(sameCity, CANDIDATES_PER_SOURCE.city, recent));
  }
  const byIndustry = (name: string, limit: number) => source(sql`lower(u.industry) = ${name}`, limit, recent);
  if (industry) sources.push(byIndustry(industry, CANDIDATES_PER_SOURCE.industry));
  for (const other of related.slice(0, MAX_RELATED_INDUSTRIES)) {
    sources.push(byIndustry(other, CANDIDATES_PER_SOURCE.relatedIndustry));
  }
  sources.push(sql`(select m.id from mutual m join users u on u.id = m.id
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
      group by other.id
    ),
    candidates as (${sql.join(sources, sql` union `)})
    select u.id, u.username, u.first_name as "firstName", u.last_name as "lastName", u.avatar,
      u.job_title as "jobTitle", u.company, u.industry, u.location, u.skills,
      u.looking_for as "lookingFor", u.services_offered as "servicesOffered",
      u.target_audience as "targetAudience",
      coalesce(m.n, 0)::int as "mutualConnections",
      coalesce(i.times_shown, 0)::int as "timesShown"
    from candidates k
    join users u on u.id = k.id
    left join mutual m on m.id = u.id
    left join match_impressions i on i.member_id = ${memberId} and i.shown_member_id = u.id`;
}

async function loadViewer(db: DbExecutor, memberId: number): Promise<ViewerRow | null> {
  const [row] = await rowsOf<ViewerRow>(
    db,
    sql`select id, job_title as "jobTitle", industry, location, skills, looking_for as "lookingFor",
      services_offered as "servicesOffered", target_audience as "targetAudience"
    from users where id = ${memberId}`,
  );
  return row ?? null;
}

/** Counts one more showing of each suggestion, at most once an hour per pair. */
async function recordImpressions(db: DbExecutor, memberId: number, shownIds: number[]) {
  if (shownIds.length === 0) return;
  // Ascending ids: two requests recording the same pairs lock them in one order, so never deadlock.
  const sorted = [...new Set(shownIds)].sort((a, b) => a - b);
  await db.execute(sql`insert into match_impressions (member_id, shown_member_id)
    select ${memberId}, shown from unnest(${sql.param(sorted)}::int[]) as shown
    order by shown
    on conflict (member_id, shown_member_id) do update
      set times_shown = match_impressions.times_shown + 1, last_shown_at = now()
      where match_impressions.last_shown_at < now() - ${IMPRESSION_INTERVAL}`);
}

/**
 * The members `memberId` should meet, best first. Excludes the member, inactive accounts and
 * anyone already connected to them in any status or direction. Suggestions shown many times
 * without the member acting sink in the order; their score stays what it is.
 */
export async function findMatches(
  db: Database,
  memberId: number,
  options: { limit: number; recordImpressions?: boolean },
): Promise<MemberMatch[]> {
  const viewer = await loadViewer(db, memberId);
  if (!viewer || options.limit <= 0) return [];
  const candidates = await rowsOf<CandidateRow>(db, candidateQuery(viewer));
  const ranked = candidates
    .map((candidate) => {
      const { score, reasons } = scoreMatch(viewer, candidate, candidate.mutualConnections);
      return { candidate, score, reasons, rank: score - impressionPenalty(candidate.timesShown) };
    })
    .filter((match) => match.score > 0 && match.reasons.length > 0)
    .sort((a, b) => b.rank - a.rank || b.score - a.score || a.candidate.id - b.candidate.id)
    .slice(0, options.limit);
  if (options.recordImpressions) {
    await recordImpressions(
      db,
      memberId,
      ranked.map((match) => match.candidate.id),
    );
  }
  return ranked.map(({ candidate, score, reasons }) => ({
    member: {
      id: candidate.id,
      username: candidate.username,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      avatar: candidate.avatar,
      jobTitle: candidate.jobTitle,
      company: candidate.company,
      industry: candidate.industry,
      location: candidate.location,
    },
    score,
    reasons,
    mutualConnections: candidate.mutualConnections,
  }));
}

function acceptedFriends(memberId: number): SQL {
  return sql`select case when c.user_id = ${memberId} then c.connected_user_id else c.user_id end as id
    from connections c
    where c.status = 'accepted' and (c.user_id = ${memberId} or c.connected_user_id = ${memberId})`;
}

/** The score and reasons between two given members (stored with a connection request). */
export async function scorePair(db: DbExecutor, viewerId: number, otherId: number) {
  const [viewer, other, mutualRows] = await Promise.all([
    loadViewer(db, viewerId),
    loadViewer(db, otherId),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${acceptedFriends(viewerId)}) a join (${acceptedFriends(otherId)}) b on a.id = b.id`,
    ),
  ]);
  if (!viewer || !other) return { score: 0, reasons: [], mutualConnections: 0 };
  const mutualConnections = mutualRows[0]?.n ?? 0;
  return { ...scoreMatch(viewer, other, mutualConnections), mutualConnections };
}
