import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { DEFAULT_TEST_PASSWORD } from "../src/server/db/seed/factories";
import {
  listenLocally,
  loadAverageLine,
  reportWorstP95,
  runStatement,
  type Scenario,
  timeScenarios,
} from "./lib/bench";
import { BENCH_READER_EMAIL, prepareLargeDatabase } from "./lib/large-data";

/**
 * Search-as-you-type speed on the large-data database (bench/lib/large-data.ts: 100,000 members,
 * 1,000,000 posts, 100,000 businesses, seeded once and kept): serves the app on a free port and
 * measures p50/p95 of GET /api/search (the navigation's dropdown: members, posts, articles and
 * businesses in one answer) and of the /search page's tabs and later pages, over real HTTP, signed
 * in as the bench reader (so the block filters run too). Target: p95 under 50 ms per request.
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/global-search.ts
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const databaseUrl = await prepareLargeDatabase();
// Statistics for the search columns and indexes a newly applied migration added.
await runStatement(databaseUrl, "ANALYZE users, posts, businesses");
const handle = await openDatabase({ databaseUrl, dataDir: null });
const app = await buildApp({
  db: handle.db,
  config: testConfig({ logLevel: "silent", authRateLimit: 1000 }),
});
const base = await listenLocally(app);

const login = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { origin: base, "content-type": "application/json" },
  body: JSON.stringify({ email: BENCH_READER_EMAIL, password: DEFAULT_TEST_PASSWORD }),
});
const cookie = login.headers.get("set-cookie")?.split(";")[0];
if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);

type Answer = Record<string, unknown> & { nextCursor?: string | null };
const get = async (path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${body}`);
  return JSON.parse(body) as Answer;
};
const q = (text: string) => encodeURIComponent(text);
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const counts = (answer: Answer) =>
  Object.entries(answer)
    .filter(([, value]) => Array.isArray(value))
    .map(([key, value]) => `${key} ${(value as unknown[]).length}`)
    .join(", ");

/** What a member types, one key at a time: each prefix is one request of the dropdown. */
const TYPED = ["so", "sof", "soft", "softw", "softwa", "softwar", "software", "software e", "software eng"];
const NAMES = ["Member Number 4242", "Number 777", "Member Number 90210", "Number 31337"];

const secondPage = async (path: string) => (await get(path)).nextCursor ?? "";
const memberCursor = await secondPage("/api/search/members?q=member");
const postCursor = await secondPage("/api/search/posts?q=lessons");
const businessCursor = await secondPage("/api/search/businesses?q=design");

const scenarios: Scenario[] = [
  ["dropdown, typing a job title", (i) => `/api/search?q=${q(pick(TYPED, i))}`],
  ["dropdown, a member's name and number", (i) => `/api/search?q=${q(pick(NAMES, i))}`],
  ["dropdown, a company", (i) => `/api/search?q=${q(`Company ${(i * 37) % 7000}`)}`],
  ["dropdown, a skill", (i) => `/api/search?q=${q(pick(["figma", "typescript", "python", "excel"], i))}`],
  ["dropdown, a business name", () => `/api/search?q=${q("Quillgrove Labs")}`],
  ["dropdown, a misspelt business", () => `/api/search?q=${q("Quilgrove Lbs")}`],
  ["dropdown, a word in every post", () => `/api/search?q=lessons`],
  ["dropdown, a post's number", (i) => `/api/search?q=${(i * 7919) % 1_000_000}`],
  ["dropdown, no match", () => "/api/search?q=zzqxv"],
  ["dropdown, symbols and quotes", () => `/api/search?q=${q(`%_\\'"`)}`],
  ["dropdown, 200 characters", () => `/api/search?q=${"word ".repeat(40).trim()}`],
  ["tab members, common word", () => "/api/search/members?q=member"],
  ["tab members, page 2 (cursor)", () => `/api/search/members?q=member&cursor=${memberCursor}`],
  ["tab posts, common word", () => "/api/search/posts?q=lessons"],
  ["tab posts, page 2 (cursor)", () => `/api/search/posts?q=lessons&cursor=${postCursor}`],
  ["tab businesses, page 2 (cursor)", () => `/api/search/businesses?q=design&cursor=${businessCursor}`],
  ["tab articles", () => "/api/search/articles?q=business"],
];

console.log(`\n${REQUESTS} requests each over HTTP (PostgreSQL, ${loadAverageLine()}):`);
const worstP95 = await timeScenarios(scenarios, {
  requests: REQUESTS,
  labelWidth: 38,
  request: get,
  inspect: counts,
});
reportWorstP95(worstP95, 50);
await app.close();
await handle.close();
