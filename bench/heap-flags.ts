import { execFileSync } from "node:child_process";
import { median } from "./lib/lcp";

/**
 * What V8 heap flags cost and save: `bench/memory.ts`'s PostgreSQL run once per flag set, the sets
 * alternating for BENCH_ROUNDS rounds (default 3) so the machine's drift falls on all of them alike.
 * The first set is the baseline (default: V8's defaults). For each set it prints peak RSS, CPU a
 * request (all threads, from /proc) with its ratio to the baseline's run of the same round, and the
 * garbage collector's share: the main thread's GC pauses plus the helper threads' CPU. The GC work
 * is what a heap limit changes; comparing it is far less noisy than comparing the whole CPU.
 *
 *   BENCH_SECONDS=20 npx tsx bench/heap-flags.ts " " "--max-old-space-size=512 --heap-growing-percent=100"
 * (a flag set of one space is V8's defaults). Target for `npm start`'s flags: GC work at most 5 % of
 * the baseline's CPU a request above the baseline's.
 */
const DEFAULT_SETS = [
  " ",
  "--max-old-space-size=512",
  "--max-old-space-size=512 --heap-growing-percent=100",
  "--max-old-space-size=512 --max-semi-space-size=32",
];
const sets = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_SETS;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_SHARE = 0.05;

type Run = { cpu: number; peak: number; gcPauses: number; helpers: number; requests: number };
const runs = new Map<string, Run[]>(sets.map((set) => [set, []]));
const label = (set: string) => set.trim() || "V8 defaults";
const number = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);

for (let round = 1; round <= rounds; round++) {
  for (const set of sets) {
    const output = execFileSync("npx", ["tsx", "bench/memory.ts"], {
      env: {
        ...process.env,
        BENCH_ONLY: "postgres",
        BENCH_SECONDS: process.env.BENCH_SECONDS ?? "20",
        BENCH_START_FLAGS: set,
      },
      encoding: "utf8",
    });
    const run: Run = {
      cpu: number(output, /web process CPU ([\d.]+) ms a request/),
      peak: number(output, /peak RSS (\d+) MB/),
      gcPauses: number(output, /main-thread GC pauses ([\d.]+) ms/),
      helpers: number(output, /helper threads[^)]*\) ([\d.]+) ms/),
      requests: number(output, /\((\d+) requests in/),
    };
    runs.get(set)?.push(run);
    console.log(
      `round ${round} [${label(set)}]: CPU ${run.cpu} ms a request, GC pauses ${run.gcPauses} ms, helper threads ${run.helpers} ms, peak RSS ${run.peak} MB, ${run.requests} requests`,
    );
  }
}

const baseline = runs.get(sets[0] ?? "") ?? [];
const range = (values: number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
console.log(`\nAgainst [${label(sets[0] ?? "")}], ${rounds} rounds:`);
for (const set of sets) {
  const own = runs.get(set) ?? [];
  const ratios = own.map((run, index) => run.cpu / (baseline[index]?.cpu ?? Number.NaN));
  const gcExtra = own.map((run, index) => {
    const base = baseline[index];
    return base ? (run.gcPauses + run.helpers - base.gcPauses - base.helpers) / base.cpu : Number.NaN;
  });
  const share = median(gcExtra);
  console.log(
    `  [${label(set)}] peak RSS ${range(
      own.map((run) => run.peak),
      0,
    )} MB; CPU ${range(
      own.map((run) => run.cpu),
      3,
    )} ms a request, paired ratio ${ratios.map((ratio) => ratio.toFixed(3)).join(", ")}; extra GC work ${(100 * share).toFixed(1)} % of the baseline's CPU (median; target at most ${100 * TARGET_SHARE} %)`,
  );
}
