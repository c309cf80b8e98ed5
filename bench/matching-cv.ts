/**
 * A 5-fold cross-validation of the two weights the order by meaning still fits (issue 29, point 6):
 * the sentence model's share of the whole-offer cosine and the single best pair's share of the key
 * (MEANING_WEIGHTS in rules/matching-order.ts, fitted on the development set). Every seeker of the
 * hand-labelled set (development and held-out parts) is ranked once per pair of weights on the grid,
 * each pair on its own fresh in-memory database; then, for each fold, the pair with the best recall@3
 * on the other four folds (MRR, then nearness to the shipped pair, breaking ties) is scored on the
 * fold it never saw. The untuned set stays out: it is never used to choose anything.
 *
 *   npx tsx bench/matching-cv.ts
 */
import { openDatabase } from "../src/server/db/client";
import {
  evaluateMatching,
  formatMetrics,
  rankingMetrics,
  type SeekerResult,
} from "../src/server/modules/matching/eval/evaluate-matching";
import { MEANING_WEIGHTS, type MeaningWeights } from "../src/server/modules/matching/rules/matching-order";

const FOLDS = 5;
const SENTENCE_SHARES = [0.5, 0.6, 0.7, 0.8, 0.9];
const PAIR_SHARES = [0.1, 0.2, 0.3, 0.4, 0.5];

const grid: MeaningWeights[] = SENTENCE_SHARES.flatMap((sentence) =>
  PAIR_SHARES.map((pair) => ({ sentence, pair })),
);
const label = (weights: MeaningWeights) =>
  `sentence ${weights.sentence.toFixed(1)} pair ${weights.pair.toFixed(1)}`;
const isShipped = (weights: MeaningWeights) =>
  weights.sentence === MEANING_WEIGHTS.sentence && weights.pair === MEANING_WEIGHTS.pair;

const started = performance.now();
const resultsByWeights = new Map<MeaningWeights, SeekerResult[]>();
for (const weights of grid) {
  const handle = await openDatabase({ dataDir: null });
  try {
    await handle.migrate();
    const { results, modelWarnings } = await evaluateMatching(handle.db, undefined, weights);
    if (modelWarnings > 0)
      throw new Error(`The sentence model logged ${modelWarnings} warnings: rerun on a quiet machine`);
    resultsByWeights.set(weights, results);
    console.log(
      `${label(weights)}${isShipped(weights) ? " (shipped)" : ""}  ${formatMetrics("all", rankingMetrics(results))}`,
    );
  } finally {
    await handle.close();
  }
}

// Folds by seeker key, sorted, so every run splits the same way.
const seekerKeys = [...(resultsByWeights.get(grid[0] as MeaningWeights) ?? [])]
  .map((result) => result.seeker.key)
  .sort();
const foldOf = new Map(seekerKeys.map((key, index) => [key, index % FOLDS]));
const inFold = (results: SeekerResult[], fold: number, inside: boolean) =>
  results.filter((result) => (foldOf.get(result.seeker.key) === fold) === inside);
const distanceFromShipped = (weights: MeaningWeights) =>
  Math.abs(weights.sentence - MEANING_WEIGHTS.sentence) + Math.abs(weights.pair - MEANING_WEIGHTS.pair);

const unseen: SeekerResult[] = [];
console.log(`\n${FOLDS}-fold cross-validation over ${seekerKeys.length} seekers:`);
for (let fold = 0; fold < FOLDS; fold += 1) {
  const chosen = grid
    .map((weights) => ({
      weights,
      training: rankingMetrics(inFold(resultsByWeights.get(weights) ?? [], fold, false)),
    }))
    .sort(
      (a, b) =>
        b.training.recallAt3 - a.training.recallAt3 ||
        b.training.mrr - a.training.mrr ||
        distanceFromShipped(a.weights) - distanceFromShipped(b.weights),
    )[0];
  if (!chosen) throw new Error("empty grid");
  const held = inFold(resultsByWeights.get(chosen.weights) ?? [], fold, true);
  unseen.push(...held);
  console.log(
    `  fold ${fold + 1}: chose ${label(chosen.weights)} (training recall@3 ${chosen.training.recallAt3.toFixed(2)})  ${formatMetrics("unseen", rankingMetrics(held))}`,
  );
}
const shipped = resultsByWeights.get(grid.find(isShipped) as MeaningWeights) ?? [];
console.log(formatMetrics("CV", rankingMetrics(unseen)), "(each fold ranked with weights chosen without it)");
console.log(
  formatMetrics("shipped", rankingMetrics(shipped)),
  `(${label(MEANING_WEIGHTS)}, fitted on all of it)`,
);
console.log(`${grid.length} weight pairs in ${((performance.now() - started) / 1000).toFixed(0)} s`);
