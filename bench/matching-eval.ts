/**
 * Matching quality on the hand-labelled set (test-data/matching/): hit@1, recall@3
 * and MRR for the dev seekers (tuned on) and the held-out seekers (never tuned on), on a fresh
 * in-memory database; then the untuned set (untuned-scenarios.ts, written without reading the
 * engine) on a second fresh database, reported apart. Set MATCHING_EVAL_VERBOSE=1 to print each
 * seeker's top 5.
 *
 *   npx tsx bench/matching-eval.ts
 */
import { openDatabase } from "../src/server/db/client";
import {
  candidateRecall,
  evaluateMatching,
  formatMetrics,
  rankingMetrics,
  type SeekerResult,
} from "../src/server/modules/matching/eval/evaluate-matching";
import { SECOND_HELD_OUT_SCENARIOS } from "../test-data/matching/scenarios-held-out-second";
import { UNTUNED_SCENARIOS } from "../test-data/matching/untuned-scenarios";

const handle = await openDatabase({ dataDir: null });
try {
  await handle.migrate();
  const { results, dev, heldOut, all } = await evaluateMatching(handle.db);
  printRankings(results);
  console.log(formatMetrics("dev", dev));
  console.log(formatMetrics("held-out", heldOut));
  console.log(formatMetrics("all", all));
  const secondGroup = new Set(SECOND_HELD_OUT_SCENARIOS.map((scenario) => scenario.seeker.key));
  console.log(
    formatMetrics(
      "2nd group",
      rankingMetrics(results.filter((result) => secondGroup.has(result.seeker.key))),
    ),
    "(held-out, written 25 November 2026)",
  );
  const split = (name: "dev" | "heldOut") => results.filter((result) => result.seeker.split === name);
  console.log(
    `candidate recall (right matches the candidate step finds): dev ${candidateRecall(split("dev")).toFixed(2)}  held-out ${candidateRecall(split("heldOut")).toFixed(2)}`,
  );
} finally {
  await handle.close();
}

// The untuned set on its own database: its members must not compete with the labelled set's.
const untunedHandle = await openDatabase({ dataDir: null });
try {
  await untunedHandle.migrate();
  const untuned = await evaluateMatching(untunedHandle.db, UNTUNED_SCENARIOS);
  printRankings(untuned.results);
  console.log(
    formatMetrics("untuned", untuned.all),
    `(never tuned on; candidate recall ${candidateRecall(untuned.results).toFixed(2)})`,
  );
} finally {
  await untunedHandle.close();
}

function printRankings(results: SeekerResult[]) {
  if (!process.env.MATCHING_EVAL_VERBOSE) return;
  const marks = { dev: "   ", heldOut: "(h)", untuned: "(u)" };
  for (const { seeker, ranked } of results) {
    console.log(
      `${marks[seeker.split]} ${seeker.key.padEnd(6)} → ${ranked.slice(0, 5).join(", ")}   [right: ${seeker.rightMatches.join(", ")}]`,
    );
  }
}
