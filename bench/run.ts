import { execFileSync } from "node:child_process";

/** Runs every benchmark in turn; each prints its own numbers. */
for (const script of [
  "bench/bundle-size.ts",
  "bench/landing-lcp.ts",
  "bench/startup.ts",
  "bench/feed-load.ts",
  "bench/news-list.ts",
  "bench/directory-search.ts",
  "bench/global-search.ts",
  "bench/matching-eval.ts",
  "bench/matching.ts",
  "bench/live-events.ts",
  "bench/notifications-list.ts",
  "bench/side-by-side.ts",
  "bench/cluster-load.ts",
  "bench/memory.ts",
  "bench/queues.ts",
]) {
  console.log(`\n# ${script}`);
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script], { stdio: "inherit" });
}
