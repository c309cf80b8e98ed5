import { type SQL, sql } from "drizzle-orm";
import type { Database, DbExecutor } from "../../db/client";
import { acceptedFriends, type CandidateViewer, candidateQuery } from "./candidate-query";
import { activeSentenceModel, type PhraseModels } from "./embeddings/phrase-vectors";
import { recordImpressions } from "./match-impressions";
import { meaningsFor, offersOf } from "./meaning-pairs";
import { queueOfferVectors, storedOfferVectors } from "./offer-vectors";
import { scorePairs } from "./pair-scores";
import { placedPercentage } from "./rules/matching-calibration";
import {
  introducedByOffer,
  MEANING_ORDER_DEPTH,
  MEANING_WEIGHTS,
  type MeaningWeights,
  ordersByMeaning,
  withMeaning,
} from "./rules/matching-order";
import { offerPhrases, phrasesOf } from "./rules/matching-phrases";
import { type MatchProfile, type PreparedProfile, prepareProfile } from "./rules/matching-profile";
import {
  impressionPenalty,
  MATCH_WEIGHTS,
  type MatchScore,
  STRENGTH_FLOOR,
  STRENGTH_FULL,
} from "./rules/matching-score";
import { expandedWords, stemmedWords } from "./semantic-terms";

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
  linkedinUrl: string | null;
  lookingFor: string | null;
  servicesOffered: string | null;
};

export type MemberMatch = {
  member: MatchedMember;
  /** The calibrated percentage a member reads, 0..100 (the order comes from the score). */
  score: number;
  /** 1..4 human reasons, strongest first. */
  reasons: string[];
  mutualConnections: number;
};

/** The viewer as the session loaded it: nothing is read again. */
export type MatchViewer = CandidateViewer &
  Omit<MatchProfile, "cacheKey"> & {
    updatedAt: Date | string | null;
  };

export type CandidateRow = MatchedMember & {
  skills: string[];
  targetAudience: string | null;
  updatedAt: Date | string | null;
  mutualConnections: number;
  timesShown: number;
};

async function rowsOf<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Analysed profiles are cached under the member's id and the time their profile last changed. */
function profileKey(id: number, updatedAt: Date | string | null): string {
  const at = updatedAt instanceof Date ? updatedAt.toISOString() : (updatedAt ?? "");
  return `${id}@${at}`;
}

function asProfile(row: MatchViewer | CandidateRow): MatchProfile {
  return {
    jobTitle: row.jobTitle,
    industry: row.industry,
    location: row.location,
    skills: row.skills ?? [],
    lookingFor: row.lookingFor,
    servicesOffered: row.servicesOffered,
    targetAudience: row.targetAudience,
    cacheKey: profileKey(row.id, row.updatedAt),
  };
}

/** A member's profile prepared for scoring (from the cache when this version was prepared before). */
const prepared = (row: MatchViewer | CandidateRow): PreparedProfile => prepareProfile(asProfile(row));

/** A skill of the viewer weighs less than a word of what they look for. */
const SKILL_WORD_WEIGHT = 0.4;

/** The words the candidate step looks up for the viewer: their wishes and offers, expanded by meaning. */
async function viewerWords(db: DbExecutor, viewer: MatchViewer) {
  const wishes = [
    ...phrasesOf(viewer.lookingFor, "wish"),
    ...phrasesOf(viewer.targetAudience, "audience"),
  ].map((phrase) => phrase.text);
  const offers = offerPhrases(viewer).map((phrase) => phrase.text);
  const [theyOffer, theyNeed] = await Promise.all([expandedWords(db, wishes), expandedWords(db, offers)]);
  // Shared skills are a signal too: members who list the viewer's skills among their offers.
  const skills = viewer.skills.slice(0, 16).map((skill) => ({ word: skill, weight: SKILL_WORD_WEIGHT }));
  const [offerTerms, wantTerms] = await Promise.all([
    stemmedWords(db, [...theyOffer, ...skills]),
    stemmedWords(db, theyNeed),
  ]);
  return { theyOffer: offerTerms, theyNeed: wantTerms };
}

/** The viewer's candidate query, words expanded (for the bench's EXPLAIN and timings). */
export async function viewerCandidateQuery(db: DbExecutor, viewer: MatchViewer): Promise<SQL> {
  return candidateQuery(viewer, await viewerWords(db, viewer));
}

/** Scores candidates rows for the viewer (for the bench's timings). */
export async function scoreCandidates(models: PhraseModels, viewer: MatchViewer, candidates: CandidateRow[]) {
  const scores = await scorePairs(models, prepared(viewer), candidates, prepared);
  return candidates.map((candidate, index) => ({ candidate, ...(scores[index] as MatchScore) }));
}

type Ranked = {
  candidate: CandidateRow;
  profile: PreparedProfile;
  score: MatchScore;
  meaningKey?: number | null;
};

/** Candidates without a stored offer vector that one request embeds itself; more, and it orders only its first suggestions. */
export const EMBEDDED_PER_REQUEST = 16;

/**
 * Suggestions read again by meaning, each with the reason and percentage the sentence model gives
 * it and its place in the order by meaning (`meaningKey`). Every candidate is read when (nearly) all
 * their offer vectors are stored; otherwise the first MEANING_ORDER_DEPTH are (their vectors embedded
 * now), the rest keep the engine's strength, and the missing vectors are stored in the background.
 */
async function orderByMeaning(
  db: DbExecutor,
  models: PhraseModels,
  viewer: PreparedProfile,
  ranked: Ranked[],
  weights: MeaningWeights,
): Promise<Ranked[]> {
  const model = activeSentenceModel(models);
  if (!model || ranked.length === 0 || !ordersByMeaning(viewer)) return ranked;
  const candidates = ranked.map(({ candidate, profile }) => ({ id: candidate.id, profile }));
  const offers = offersOf(candidates);
  const stored = await storedOfferVectors(db, model.name, offers);
  const missing = offers.filter(({ id }) => !stored.has(id));
  let depth = ranked.length;
  if (missing.length > EMBEDDED_PER_REQUEST) {
    depth = MEANING_ORDER_DEPTH;
    const ordered = new Set(ranked.slice(0, depth).map(({ candidate }) => candidate.id));
    queueOfferVectors(
      models,
      db,
      missing.filter(({ id }) => !ordered.has(id)),
    );
  }
  const meanings = await meaningsFor(db, models, viewer, candidates.slice(0, depth), stored, weights);
  if (meanings.every((meaning) => meaning === null)) return ranked;
  return ranked.map((item, index) => {
    if (index >= depth) return item;
    const meaning = meanings[index] ?? null;
    return {
      ...item,
      score: withMeaning(item.score, meaning, item.profile),
      meaningKey: meaning?.key ?? null,
    };
  });
}

/** Most points the engine's score can reach (every signal at its most). */
const MAX_POINTS = Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/**
 * How strong a suggestion is within its kind of match, 0..1: its place in the order by meaning when
 * the sentence model read it (on the scale of the engine's strength), else the engine's points; a
 * suggestion shown many times sinks (decision 0007), within its band.
 */
function orderStrength({ candidate, score, meaningKey }: Ranked): number {
  const base =
    meaningKey !== undefined && meaningKey !== null
      ? (meaningKey - STRENGTH_FLOOR) / (STRENGTH_FULL - STRENGTH_FLOOR)
      : score.score / MAX_POINTS;
  const sinking = impressionPenalty(candidate.timesShown) / MATCH_WEIGHTS.theyOfferWhatYouNeed;
  return Math.max(0, Math.min(1, base) - sinking);
}

/**
 * One order, one number (issue 29): the percentage a member reads is the kind of match (which the
 * honest fits decide) placed by the order's strength, and the list is sorted by it; equal
 * percentages by strength, then by member id.
 */
function displayed(ranked: Ranked[]): Array<Ranked & { percentage: number }> {
  return ranked
    .map((item) => {
      const strength = orderStrength(item);
      return {
        ...item,
        score: introducedByOffer(item.score, item.profile),
        strength,
        percentage: placedPercentage(item.score.fits, strength),
      };
    })
    .sort(
      (a, b) => b.percentage - a.percentage || b.strength - a.strength || a.candidate.id - b.candidate.id,
    );
}

/**
 * The members `viewer` should meet, best first. Excludes the member, inactive accounts and anyone
 * already connected to them in any status or direction. Suggestions shown many times without the
 * member acting sink in the order and in their percentage, within their kind of match.
 */
export async function findMatches(
  db: Database,
  models: PhraseModels,
  viewer: MatchViewer,
  options: { limit: number; recordImpressions?: boolean; meaningWeights?: MeaningWeights },
): Promise<MemberMatch[]> {
  if (options.limit <= 0) return [];
  const candidates = await rowsOf<CandidateRow>(db, await viewerCandidateQuery(db, viewer));
  // The viewer is prepared once; each candidate once, when its pair is scored or it is ranked.
  const mine = prepared(viewer);
  const theirs = new Map<CandidateRow, PreparedProfile>();
  const preparedCandidate = (candidate: CandidateRow) => {
    let profile = theirs.get(candidate);
    if (!profile) {
      profile = prepared(candidate);
      theirs.set(candidate, profile);
    }
    return profile;
  };
  const scores = await scorePairs(models, mine, candidates, preparedCandidate);
  // Ordered as indexes, not as new objects: a request scores a few hundred members and shows a few.
  // Members without a reason yet stay in the running: the order by meaning may give them one.
  const ranks = new Float64Array(candidates.length);
  const kept: number[] = [];
  candidates.forEach((candidate, index) => {
    const { score } = scores[index] as MatchScore;
    if (score <= 0) return;
    ranks[index] = score - impressionPenalty(candidate.timesShown);
    kept.push(index);
  });
  const engineOrder = kept
    .sort(
      (a, b) =>
        (ranks[b] as number) - (ranks[a] as number) ||
        (scores[b] as MatchScore).score - (scores[a] as MatchScore).score ||
        (candidates[a] as CandidateRow).id - (candidates[b] as CandidateRow).id,
    )
    .map((index) => {
      const candidate = candidates[index] as CandidateRow;
      return { candidate, profile: preparedCandidate(candidate), score: scores[index] as MatchScore };
    });
  const ranked = displayed(
    await orderByMeaning(db, models, mine, engineOrder, options.meaningWeights ?? MEANING_WEIGHTS),
  )
    .filter(({ score }) => score.reasons.length > 0)
    .slice(0, options.limit);
  if (options.recordImpressions) {
    await recordImpressions(
      db,
      viewer.id,
      ranked.map((match) => match.candidate.id),
    );
  }
  return ranked.map(({ candidate, score: { reasons }, percentage }) => ({
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
      linkedinUrl: candidate.linkedinUrl,
      lookingFor: candidate.lookingFor,
      servicesOffered: candidate.servicesOffered,
    },
    score: percentage,
    reasons,
    mutualConnections: candidate.mutualConnections,
  }));
}

const profileColumns = sql`id, job_title as "jobTitle", industry, location, skills, looking_for as "lookingFor",
  services_offered as "servicesOffered", target_audience as "targetAudience", updated_at as "updatedAt"`;

/** The calibrated percentage and reasons between two given members (stored with a connection request). */
export async function scorePair(db: DbExecutor, models: PhraseModels, viewerId: number, otherId: number) {
  const [profiles, mutualRows] = await Promise.all([
    rowsOf<MatchViewer>(db, sql`select ${profileColumns} from users where id in (${viewerId}, ${otherId})`),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${acceptedFriends(viewerId)}) a join (${acceptedFriends(otherId)}) b on a.id = b.id`,
    ),
  ]);
  const viewer = profiles.find((row) => row.id === viewerId);
  const other = profiles.find((row) => row.id === otherId);
  if (!viewer || !other) return { score: 0, reasons: [], mutualConnections: 0 };
  const mutualConnections = mutualRows[0]?.n ?? 0;
  const [viewerProfile, otherProfile] = [prepared(viewer), prepared(other)];
  const [scored] = await scorePairs(
    models,
    viewerProfile,
    [{ ...other, mutualConnections }],
    () => otherProfile,
  );
  if (!scored) return { score: 0, reasons: [], mutualConnections };
  const [meaning] = await meaningsFor(db, models, viewerProfile, [{ id: otherId, profile: otherProfile }]);
  const shown = withMeaning(scored, meaning ?? null, otherProfile);
  // The same number the lists show for this pair (before any sinking: a request is not an impression).
  const [placed] = displayed([
    {
      candidate: { ...other, timesShown: 0 } as unknown as CandidateRow,
      profile: otherProfile,
      score: shown,
      meaningKey: meaning?.key ?? null,
    },
  ]);
  return { score: placed?.percentage ?? 0, reasons: shown.reasons, mutualConnections };
}
