import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { businesses, users } from "../src/server/db/schema";
import { buildUser } from "../src/server/db/seed/factories";
import { DIRECTORY_CATEGORIES, DIRECTORY_INDUSTRIES } from "../src/shared/rules/directory";
import {
  insertInBatches,
  listenLocally,
  reportWorstP95,
  runStatement,
  type Scenario,
  timeScenarios,
  withBenchDatabase,
} from "./lib/bench";

/**
 * Directory search speed with 100,000 businesses on the local PostgreSQL server (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres): creates its own database, seeds it in
 * batches, serves the app on a free port and measures p50/p95 of GET /api/businesses over real
 * HTTP (the list, its filters and tabs, a later page, and searches with and without filters), then
 * drops the database. Target: p95 under 50 ms.
 */
const BUSINESS_COUNT = 100_000;
const OWNER_COUNT = 2_000;
const BATCH = 2_000;
const REQUESTS = 300;

const FIRST = [
  "Bright",
  "Lone",
  "North",
  "Blue",
  "Cedar",
  "Summit",
  "Harbor",
  "Iron",
  "Silver",
  "Maple",
  "Quill",
  "Nova",
];
const SECOND = [
  "path",
  "star",
  "field",
  "stone",
  "brook",
  "ridge",
  "light",
  "works",
  "crest",
  "grove",
  "wave",
  "point",
];
const KINDS = [
  "Digital",
  "Analytics",
  "Studio",
  "Partners",
  "Labs",
  "Group",
  "Advisors",
  "Clinic",
  "Kitchen",
  "Realty",
];
const SERVICES = [
  "SEO audits",
  "Paid search management",
  "Web design",
  "Bookkeeping",
  "Tax planning",
  "Cloud migration",
  "Security reviews",
  "Brand identity",
  "Catering",
  "Property management",
  "Telehealth visits",
  "Tutoring",
  "Payroll",
  "Content marketing",
  "Mobile apps",
  "Data pipelines",
];
const TAGS = [
  "growth",
  "b2b",
  "saas",
  "local",
  "family",
  "fintech",
  "health",
  "design",
  "retail",
  "ai",
  "cloud",
  "legal",
];
const CITIES = ["Austin", "Chicago", "Denver", "Seattle", "Boston", "Miami", "Portland", "Atlanta"];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A well-mixed number per row, so the filters do not line up with one another. */
const mix = (i: number, salt: number) => Math.imul(i + 1, 2654435761 + salt * 40503) >>> 8;

function businessRow(i: number, ownerIds: number[], now: number) {
  const name = `${pick(FIRST, i)}${pick(SECOND, Math.floor(i / 12))} ${pick(KINDS, Math.floor(i / 144))} ${i}`;
  const services = [
    pick(SERVICES, i),
    pick(SERVICES, i * 3 + 1),
    pick(SERVICES, i * 7 + 2),
    pick(SERVICES, i * 11 + 5),
  ];
  return {
    name,
    slug: `bench-business-${i}`,
    description: `${name} serves clients in ${pick(CITIES, i)} with ${services.join(", ").toLowerCase()} and friendly, reliable support for growing teams.`,
    shortDescription: `${pick(SERVICES, i)} in ${pick(CITIES, i)}`,
    industry: pick(DIRECTORY_CATEGORIES, i),
    category: pick(DIRECTORY_INDUSTRIES, mix(i, 1)),
    services,
    tags: [pick(TAGS, mix(i, 2)), pick(TAGS, mix(i, 3))],
    city: pick(CITIES, i),
    state: "TX",
    ownerId: pick(ownerIds, i),
    isActive: i % 25 !== 0,
    isVerified: mix(i, 4) % 4 === 0,
    isFeatured: mix(i, 5) % 30 === 0,
    rating: (i % 5) + 1,
    reviewCount: i % 17,
    viewCount: i % 997,
    createdAt: new Date(now - i * 7 * 60 * 1000),
  };
}

await withBenchDatabase("directory", async ({ handle, databaseUrl }) => {
  const seedStart = performance.now();
  const now = Date.now();
  const ownerIds: number[] = [];
  await insertInBatches(
    OWNER_COUNT,
    BATCH,
    (i) => buildUser({ isActive: i % 100 !== 0 }),
    async (rows) => {
      const inserted = await handle.db.insert(users).values(rows).returning({ id: users.id });
      ownerIds.push(...inserted.map((row) => row.id));
    },
  );
  await insertInBatches(
    BUSINESS_COUNT,
    BATCH,
    (i) => businessRow(i, ownerIds, now),
    (rows) => handle.db.insert(businesses).values(rows),
  );
  // What autovacuum does after a bulk load: statistics, visibility maps and the GIN pending lists merged.
  await runStatement(databaseUrl, "VACUUM ANALYZE");
  console.log(
    `Seeded ${BUSINESS_COUNT.toLocaleString("en-US")} businesses of ${OWNER_COUNT.toLocaleString("en-US")} owners in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ db: handle.db, config: testConfig({ logLevel: "silent" }) });
  const base = await listenLocally(app);
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${body}`);
    return JSON.parse(body) as { businesses: unknown[]; nextCursor: string | null };
  };

  let deepCursor = "";
  for (let page = 0; page < 5; page++) {
    deepCursor =
      (await get(`/api/businesses?limit=50${deepCursor ? `&cursor=${deepCursor}` : ""}`)).nextCursor ?? "";
  }
  const q = (text: string) => encodeURIComponent(text);

  const scenarios: Scenario[] = [
    ["list, first page", () => "/api/businesses"],
    ["list, a later page (cursor)", () => `/api/businesses?cursor=${deepCursor}`],
    ["list, industry", (i) => `/api/businesses?industry=${q(pick(DIRECTORY_CATEGORIES, i))}`],
    [
      "list, category + verified",
      (i) => `/api/businesses?category=${q(pick(DIRECTORY_INDUSTRIES, i))}&verified=true`,
    ],
    ["list, featured tab", () => "/api/businesses?featured=true"],
    ["search, a common service", (i) => `/api/businesses?search=${q(pick(SERVICES, i).toLowerCase())}`],
    [
      "search, a name (varied)",
      (i) => `/api/businesses?search=${q(`${pick(FIRST, i)}${pick(SECOND, i * 5)}`)}`,
    ],
    ["search, a misspelt name", () => `/api/businesses?search=${q("Brigthpath Digitl")}`],
    [
      "search + industry + verified",
      (i) =>
        `/api/businesses?search=${q(pick(SERVICES, i))}&industry=${q(pick(DIRECTORY_CATEGORIES, i * 3))}&verified=true`,
    ],
    [
      "search + category",
      (i) => `/api/businesses?search=${q(pick(TAGS, i))}&category=${q(pick(DIRECTORY_INDUSTRIES, i))}`,
    ],
    ["search, a rare name (Quillgrove 4242)", () => `/api/businesses?search=${q("Quillgrove Labs 4242")}`],
    ["search, quotes and SQL", () => `/api/businesses?search=${q(`"seo' OR 1=1; --`)}`],
    ["search, no match", () => "/api/businesses?search=zzqxv"],
  ];

  console.log(
    `\n${REQUESTS} requests each over HTTP (PostgreSQL, ${BUSINESS_COUNT.toLocaleString("en-US")} businesses):`,
  );
  const worstP95 = await timeScenarios(scenarios, {
    requests: REQUESTS,
    labelWidth: 38,
    request: get,
    inspect: (body) => `${body.businesses.length} on the page`,
  });
  reportWorstP95(worstP95, 50);
  await app.close();
});
