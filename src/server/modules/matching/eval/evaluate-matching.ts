import { sql } from "drizzle-orm";
import {
  LABELLED_SCENARIOS,
  type LabelledSeeker,
  profilesOf,
} from "../../../../../test-data/matching/labelled-profiles";
import type { LabelledScenario } from "../../../../../test-data/matching/labelled-types";
import type { Database } from "../../../db/client";
import { insertUser } from "../../../db/seed/factories";
import { createPhraseModels, type PhraseModels } from "../embeddings/phrase-vectors";
import { sentenceEmbedder, sentenceModelLoaded, stopSentenceModel } from "../embeddings/sentence-model";
import { findMatches, viewerCandidateQuery } from "../matching.service";
import { fillOfferVectors, memberOffer } from "../offer-vectors";
import { MEANING_WEIGHTS, type MeaningWeights } from "../rules/matching-order";

export type RankingMetrics = {
  seekers: number;
  /** Share of seekers whose first suggestion is a right match. */
  hitAt1: number;
  /** Share of right matches among the first three suggestions. */
  recallAt3: number;
  /** Mean of 1 / rank of the first right match (0 when none is suggested). */
  mrr: number;
  /** Share of seekers whose top 3 shows a designed distractor above both right matches. */
  distractorAboveRight: number;
};

/** `candidates`: every member the candidate step handed to the score, in no order. */
export type SeekerResult = { seeker: LabelledSeeker; ranked: string[]; candidates?: string[] };

/** How many suggestions are read for each seeker (the dashboard shows fewer). */
const DEPTH = 10;

export function rankingMetrics(results: SeekerResult[]): RankingMetrics {
  let hits = 0;
  let found = 0;
  let reciprocal = 0;
  let distracted = 0;
  for (const { seeker, ranked } of results) {
    const rankOf = (key: string) => {
      const index = ranked.indexOf(key);
      return index < 0 ? Number.POSITIVE_INFINITY : index + 1;
    };
    const rightRanks = seeker.rightMatches.map(rankOf);
    const bestRight = Math.min(...rightRanks);
    if (bestRight === 1) hits += 1;
    found += rightRanks.filter((rank) => rank <= 3).length;
    if (Number.isFinite(bestRight)) reciprocal += 1 / bestRight;
    if (seeker.distractors.some((key) => rankOf(key) <= 3 && rankOf(key) < bestRight)) distracted += 1;
  }
  const count = results.length || 1;
  return {
    seekers: results.length,
    hitAt1: hits / count,
    recallAt3: found / (2 * count),
    mrr: reciprocal / count,
    distractorAboveRight: distracted / count,
  };
}

/**
 * Inserts the members of `scenarios` (by default the development set) into `db`, which should hold
 * nothing else that could match, and asks the engine for each seeker's suggestions, exactly as the
 * dashboard does.
 */
export async function evaluateMatching(
  db: Database,
  scenarios: LabelledScenario[] = LABELLED_SCENARIOS,
  meaningWeights: MeaningWeights = MEANING_WEIGHTS,
) {
  // Counts the warnings and errors the models log: when the sentence model does not answer in time
  // (a busy machine), the engine falls back to the word vectors and the numbers are not the app's.
  let modelWarnings = 0;
  const logger = {
    ...console,
    warn: (...args: unknown[]) => {
      modelWarnings += 1;
      console.warn(...args);
    },
    error: (...args: unknown[]) => {
      modelWarnings += 1;
      console.error(...args);
    },
  };
  // As the app runs by default: the first suggestions ordered again by the sentence model.
  const models = createPhraseModels({ remote: null, sentence: sentenceEmbedder }, logger);
  try {
    await sentenceModelLoaded();
    return { ...(await rankLabelledSet(db, models, scenarios, meaningWeights)), modelWarnings };
  } finally {
    stopSentenceModel();
  }
}

async function rankLabelledSet(
  db: Database,
  models: PhraseModels,
  scenarios: LabelledScenario[],
  meaningWeights: MeaningWeights,
) {
  const ids = new Map<string, number>();
  const rows = new Map<string, Awaited<ReturnType<typeof insertUser>>>();
  for (const profile of profilesOf(scenarios)) {
    const [firstName, ...rest] = profile.key.split("-");
    const row = await insertUser(db, {
      firstName: firstName ?? profile.key,
      lastName: rest.join(" ") || "Eval",
      jobTitle: profile.jobTitle,
      industry: profile.industry,
      location: profile.location,
      skills: profile.skills,
      servicesOffered: profile.servicesOffered,
      lookingFor: profile.lookingFor,
      targetAudience: profile.targetAudience,
    });
    ids.set(profile.key, row.id);
    rows.set(profile.key, row);
  }
  // As when each member saved their profile: their offer vectors are stored.
  await fillOfferVectors(
    models,
    db,
    [...rows.values()].flatMap((row) => memberOffer(row.id, row) ?? []),
  );
  const keys = new Map([...ids].map(([key, id]) => [id, key]));
  const results: SeekerResult[] = [];
  for (const { seeker } of scenarios) {
    const viewer = rows.get(seeker.key);
    if (!viewer) throw new Error(`No labelled profile ${seeker.key}`);
    const matches = await findMatches(db, models, viewer, { limit: DEPTH, meaningWeights });
    const candidateRows = (await db.execute(
      sql`select id from (${await viewerCandidateQuery(db, viewer)}) c`,
    )) as unknown as { rows: Array<{ id: number }> };
    results.push({
      seeker,
      ranked: matches.map((match) => keys.get(match.member.id) ?? "?"),
      candidates: candidateRows.rows.map((row) => keys.get(row.id) ?? "?"),
    });
  }
  return {
    results,
    dev: rankingMetrics(results.filter((result) => result.seeker.split === "dev")),
    heldOut: rankingMetrics(results.filter((result) => result.seeker.split === "heldOut")),
    all: rankingMetrics(results),
  };
}

/** Share of right matches the candidate step finds at all (a right match it misses cannot be ranked). */
export function candidateRecall(results: SeekerResult[]): number {
  const found = results.reduce(
    (sum, { seeker, candidates = [] }) =>
      sum + seeker.rightMatches.filter((key) => candidates.includes(key)).length,
    0,
  );
  return found / (2 * (results.length || 1));
}

export function formatMetrics(name: string, metrics: RankingMetrics): string {
  const f = (value: number) => value.toFixed(2);
  return `${name.padEnd(9)} ${String(metrics.seekers).padStart(2)} seekers  hit@1 ${f(metrics.hitAt1)}  recall@3 ${f(metrics.recallAt3)}  MRR ${f(metrics.mrr)}  distractor above both right ${f(metrics.distractorAboveRight)}`;
}
