import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { articles } from "../src/server/db/schema";
import { NEWS_CATEGORIES } from "../src/shared/rules/news";
import {
  insertInBatches,
  reportWorstP95,
  runStatement,
  type Scenario,
  timeScenarios,
  withBenchDatabase,
} from "./lib/bench";

/**
 * News list speed with 100,000 articles on the local PostgreSQL server (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres): creates its own database, seeds it in batches,
 * measures p50/p95 of GET /api/articles (first page, a later page, a category, the Filter panel)
 * and of searches, through app.inject, then drops the database. Target: p95 under 50 ms.
 */
const ARTICLE_COUNT = 100_000;
const BATCH = 2_000;
const REQUESTS = 300;

const SUBJECTS = [
  "AI",
  "Cloud",
  "Payments",
  "Pricing",
  "Hiring",
  "Security",
  "Referral",
  "Remote Work",
  "Supply Chain",
  "Marketing",
  "Cash Flow",
  "Leadership",
  "Sales",
  "Compliance",
  "Data",
  "Retail",
];
const ACTIONS = ["Reshapes", "Slows", "Accelerates", "Redefines", "Tests", "Lifts", "Challenges", "Rewards"];
const OBJECTS = [
  "Small Business",
  "Mid-Market Teams",
  "Service Firms",
  "B2B Sales",
  "Finance Leaders",
  "Founders",
  "Agencies",
  "Manufacturers",
];
const TAGS = [
  "AI Automation",
  "Business Growth",
  "Digital Marketing",
  "Professional Networking",
  "Cybersecurity",
  "Fintech",
  "SaaS",
  "Hiring",
  "Leadership",
  "Sales",
  "Pricing",
  "Remote Work",
  "Cloud",
  "Compliance",
  "Partnerships",
  "Retail",
  "Logistics",
  "Strategy",
  "Productivity",
  "Funding",
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function articleRow(i: number, now: number) {
  const title = `${pick(SUBJECTS, i * 7)} ${pick(ACTIONS, i * 3)} ${pick(OBJECTS, i * 5)} in ${2000 + (i % 27)}: Report ${i}`;
  const tags = [pick(TAGS, i), pick(TAGS, i * 3 + 1), pick(TAGS, i * 7 + 2)];
  const paragraph = `${title}. Analysts tracking ${pick(OBJECTS, i)} say the shift is measurable in budgets, hiring plans and customer expectations across the market this quarter.`;
  return {
    title,
    slug: `bench-article-${i}`,
    content: [paragraph, paragraph, paragraph, paragraph].join("\n\n"),
    author: `Author ${i % 500}`,
    summary: paragraph.slice(0, 180),
    category: pick(NEWS_CATEGORIES, i),
    tags,
    heroImage: null,
    isPublished: i % 50 !== 0,
    isFeatured: i % 40 === 0,
    trending: i % 60 === 0,
    publishedAt: new Date(now - i * 9 * 60 * 1000),
  };
}

await withBenchDatabase("news", async ({ handle, databaseUrl }) => {
  const seedStart = performance.now();
  const now = Date.now();
  await insertInBatches(
    ARTICLE_COUNT,
    BATCH,
    (i) => articleRow(i, now),
    (rows) => handle.db.insert(articles).values(rows),
  );
  // What autovacuum does after a bulk load: statistics, visibility maps and the GIN pending lists merged.
  await runStatement(databaseUrl, "VACUUM ANALYZE");
  console.log(
    `Seeded ${ARTICLE_COUNT.toLocaleString("en-US")} articles in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ db: handle.db, config: testConfig({ logLevel: "silent" }) });
  await app.ready();

  // A cursor deep in the list, for "load more" pages.
  let deepCursor = "";
  for (let page = 0; page < 5; page++) {
    const body = (
      await app.inject({ url: `/api/articles?limit=50${deepCursor ? `&cursor=${deepCursor}` : ""}` })
    ).json();
    deepCursor = body.nextCursor;
  }

  const scenarios: Scenario[] = [
    ["list, first page", () => "/api/articles"],
    ["list, a later page (cursor)", () => `/api/articles?cursor=${deepCursor}`],
    ["list, one category", (i) => `/api/articles?category=${pick(NEWS_CATEGORIES, i)}`],
    ["list, featured + date range", () => `/api/articles?featured=true&from=2025-01-01&to=2030-12-31`],
    ["search, a tag (AI Automation)", () => "/api/articles?search=ai%20automation"],
    [
      "search, title words (varied)",
      (i) =>
        // "<subject> <action>" as titles pair them: each phrase matches a few thousand articles.
        `/api/articles?search=${encodeURIComponent(`${pick(SUBJECTS, i * 7)} ${pick(ACTIONS, i * 3)}`.toLowerCase())}`,
    ],
    ["search, rare (Report 4242)", () => "/api/articles?search=report%204242"],
    ["search, no match", () => "/api/articles?search=zzqx"],
  ];

  console.log(
    `\n${REQUESTS} requests each through app.inject (PostgreSQL, ${ARTICLE_COUNT.toLocaleString("en-US")} articles):`,
  );
  const worstP95 = await timeScenarios(scenarios, {
    requests: REQUESTS,
    labelWidth: 32,
    request: (url) => app.inject({ url }),
    inspect: (response, label) => {
      if (response.statusCode !== 200)
        throw new Error(`${label}: HTTP ${response.statusCode} ${response.body}`);
      const total = response.json().total;
      return `total ${total === null ? "-" : total.toLocaleString("en-US")}`;
    },
  });
  reportWorstP95(worstP95, 50);
  await app.close();
});
