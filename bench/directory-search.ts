import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { businesses, users } from "../src/server/db/schema";
import { buildUser } from "../src/server/test/factories";
import { DIRECTORY_CATEGORIES, DIRECTORY_INDUSTRIES } from "../src/shared/rules/directory";

/**
 * Directory search speed with 100,000 businesses on the local PostgreSQL server (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres): creates its own database, seeds it in
 * batches, serves the app on a free port and measures p50/p95 of GET /api/businesses over real
 * HTTP (the list, its filters and tabs, a later page, and searches with and without filters), then
 * drops the database. Target: p95 under 50 ms.
 */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const name = `netwise_bench_directory_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });

try {
  await handle.migrate();
  const seedStart = performance.now();
  const now = Date.now();
  const ownerIds: number[] = [];
  for (let start = 0; start < OWNER_COUNT; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, OWNER_COUNT - start) }, (_, k) =>
      buildUser({ isActive: (start + k) % 100 !== 0 }),
    );
    ownerIds.push(
      ...(await handle.db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id),
    );
  }
  for (let start = 0; start < BUSINESS_COUNT; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, BUSINESS_COUNT - start) }, (_, k) =>
      businessRow(start + k, ownerIds, now),
    );
    await handle.db.insert(businesses).values(rows);
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // What autovacuum does after a bulk load: statistics, visibility maps and the GIN pending lists merged.
  await client.query("VACUUM ANALYZE");
  await client.end();
  console.log(
    `Seeded ${BUSINESS_COUNT.toLocaleString("en-US")} businesses of ${OWNER_COUNT.toLocaleString("en-US")} owners in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ db: handle.db, config: testConfig({ logLevel: "silent" }) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
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

  const scenarios: [label: string, path: (i: number) => string][] = [
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
  let worstP95 = 0;
  for (const [label, makePath] of scenarios) {
    for (let i = 0; i < 20; i++) await get(makePath(i)); // warm-up
    const times: number[] = [];
    let shown = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const body = await get(makePath(i));
      times.push(performance.now() - started);
      shown = body.businesses.length;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worstP95 = Math.max(worstP95, p95);
    console.log(
      `  ${label.padEnd(38)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${shown} on the page)`,
    );
  }
  console.log(`\nWorst p95: ${worstP95.toFixed(1)} ms (target < 50 ms): ${worstP95 < 50 ? "PASS" : "FAIL"}`);
  await app.close();
  if (worstP95 >= 50) process.exitCode = 1;
} finally {
  await handle.close();
  const dropper = new pg.Client({ connectionString: SERVER_URL });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await dropper.end();
}
