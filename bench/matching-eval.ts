/**
 * Matching quality on the hand-labelled set (test-data/matching/): hit@1, recall@3
 * and MRR for the dev seekers (tuned on) and the held-out seekers (never tuned on), on a fresh
 * in-memory database. Set MATCHING_EVAL_VERBOSE=1 to print each seeker's top 5.
 *
 *   npx tsx bench/matching-eval.ts
 */
import { openDatabase } from "../src/server/db/client";
import {
  candidateRecall,
  evaluateMatching,
  formatMetrics,
  rankingMetrics,
} from "../src/server/modules/matching/eval/evaluate-matching";
import { SECOND_HELD_OUT_SCENARIOS } from "../test-data/matching/scenarios-held-out-second";

const handle = await openDatabase({ dataDir: null });
try {
  await handle.migrate();
  const { results, dev, heldOut, all } = await evaluateMatching(handle.db);
  if (process.env.MATCHING_EVAL_VERBOSE) {
    for (const { seeker, ranked } of results) {
      console.log(
        `${seeker.split === "dev" ? "   " : "(h)"} ${seeker.key.padEnd(6)} → ${ranked.slice(0, 5).join(", ")}   [right: ${seeker.rightMatches.join(", ")}]`,
      );
    }
  }
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
