/**
 * Matching speed on a large database: fills a new database on a PostgreSQL server with 100,000
 * members with varied profiles (job titles, industries, cities, skills, what they look for and
 * offer) and about 400,000 connections, then times GET /api/dashboard/recommendations and, when
 * the route exists, GET /api/referrals/matches over real HTTP, signed in as 40 different members
 * in turn. Prints p50/p95 and the EXPLAIN ANALYZE of the candidate query. Target: p95 under 100 ms.
 * Every member's offer vector is stored first (see storeSyntheticOfferVectors), so the order by
 * meaning reads all candidates, as the app does once members have saved their profiles.
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/matching.ts
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { DEFAULT_TEST_PASSWORD, DEFAULT_TEST_PASSWORD_HASH } from "../src/server/db/seed/factories";
import { createPhraseModels } from "../src/server/modules/matching/embeddings/phrase-vectors";
import { SENTENCE_MODEL_NAME } from "../src/server/modules/matching/embeddings/sentence-model";
import {
  type CandidateRow,
  type MatchViewer,
  scoreCandidates,
  viewerCandidateQuery,
} from "../src/server/modules/matching/matching.service";
import { memberOffer, packVector } from "../src/server/modules/matching/offer-vectors";
import { buildMatchProfile } from "../src/server/modules/matching/rules/matching-profile";
import { formatSummary, listenLocally, loadAverageLine, summarize, withBenchDatabase } from "./lib/bench";

const MEMBERS = 100_000;
const CONNECTIONS_PER_MEMBER = 4;
const VIEWERS = 40;
const WARMUP = 60;
const SAMPLES = 400;
const TARGET_P95_MS = 100;

const JOB_TITLES = [
  "Founder",
  "Software Engineer",
  "Web Designer",
  "Marketing Manager",
  "SEO Specialist",
  "Accountant",
  "Bookkeeper",
  "Financial Advisor",
  "Product Manager",
  "UX Designer",
  "Data Analyst",
  "Sales Director",
  "Recruiter",
  "HR Consultant",
  "Nurse Practitioner",
  "Physician",
  "Teacher",
  "Instructional Designer",
  "Real Estate Agent",
  "Attorney",
  "Copywriter",
  "Brand Strategist",
  "Operations Manager",
  "CTO",
  "Fractional CFO",
  "Growth Marketer",
  "Content Strategist",
  "DevOps Engineer",
  "Security Consultant",
  "Business Coach",
  "Photographer",
  "Videographer",
  "Chef",
  "Restaurant Owner",
  "Supply Chain Manager",
  "Mobile Developer",
  "Data Scientist",
  "Customer Success Lead",
  "PR Consultant",
  "Event Planner",
];
const INDUSTRIES = [
  "technology",
  "marketing",
  "finance",
  "healthcare",
  "education",
  "Real Estate",
  "Legal Services",
  "Food & Beverage",
  "Manufacturing",
  "retail",
  "hospitality",
  "other",
];
const CITIES = [
  "Austin, TX",
  "San Francisco, CA",
  "New York, NY",
  "Chicago, IL",
  "Seattle, WA",
  "Denver, CO",
  "Boston, MA",
  "Atlanta, GA",
  "Miami, FL",
  "Portland, OR",
  "Nashville, TN",
  "Phoenix, AZ",
  "Dallas, TX",
  "Los Angeles, CA",
  "Minneapolis, MN",
  "Raleigh, NC",
  "Salt Lake City, UT",
  "San Diego, CA",
  "Philadelphia, PA",
  "Toronto, ON",
  "London, UK",
  "Berlin, DE",
  "Lisbon, PT",
  "Dublin, IE",
  "Sydney, AU",
  "Remote",
];
const SERVICES = [
  "SEO audits",
  "web design",
  "search engine optimization",
  "paid search management",
  "bookkeeping",
  "tax preparation",
  "fractional CFO services",
  "brand identity",
  "copywriting",
  "social media marketing",
  "React development",
  "mobile app development",
  "UX research",
  "data analytics dashboards",
  "cybersecurity audits",
  "cloud migration",
  "recruiting for startups",
  "HR policy consulting",
  "contract review",
  "trademark filing",
  "commercial real estate leasing",
  "property management",
  "menu design",
  "catering",
  "supply chain optimization",
  "lean manufacturing training",
  "online course design",
  "corporate training",
  "executive coaching",
  "sales training",
  "public relations",
  "event planning",
  "product photography",
  "video production",
  "email marketing",
  "CRM setup",
  "Shopify store setup",
  "API integration",
  "DevOps automation",
  "investor pitch decks",
  "grant writing",
  "telehealth setup",
  "medical billing",
  "patient scheduling software",
];
const NEEDS = [
  "a web designer for our new site",
  "SEO help",
  "search engine optimisation for my practice",
  "a bookkeeper for my agency",
  "an accountant who knows startups",
  "investors for our seed round",
  "a fractional CFO",
  "a React developer",
  "a mobile app developer",
  "a UX designer",
  "help with paid search",
  "a cybersecurity advisor",
  "a recruiter for engineering hires",
  "HR consulting",
  "a startup attorney",
  "commercial space to lease",
  "catering for events",
  "a copywriter for our website",
  "social media marketing help",
  "a PR consultant",
  "a data analyst",
  "corporate training for our team",
  "an executive coach",
  "sales training",
  "a videographer for product videos",
  "email marketing help",
  "CRM setup",
  "a Shopify expert",
  "API integration help",
  "DevOps automation",
  "pitch deck design",
  "grant writing support",
  "telehealth software",
  "medical billing help",
  "supply chain consulting",
  "partners in fintech",
  "SaaS founders to work with",
  "mentors in healthcare",
  "clients in real estate",
  "restaurant partners",
];
const AUDIENCES = [
  "B2B SaaS companies",
  "small businesses",
  "startup founders",
  "healthcare clinics",
  "restaurants",
  "real estate brokers",
  "e-commerce brands",
  "schools and universities",
  "law firms",
  "manufacturers",
  "nonprofits",
  "fintech startups",
  "marketing agencies",
  "independent consultants",
];
const SKILLS = [
  "SEO",
  "React",
  "Figma",
  "TypeScript",
  "Node.js",
  "PostgreSQL",
  "Python",
  "Google Ads",
  "Copywriting",
  "Content Strategy",
  "Brand Strategy",
  "Bookkeeping",
  "QuickBooks",
  "Financial Modeling",
  "Tax Planning",
  "Fundraising",
  "Product Management",
  "UX Research",
  "Data Analysis",
  "SQL",
  "Tableau",
  "Recruiting",
  "Negotiation",
  "Public Speaking",
  "Project Management",
  "Sales",
  "CRM",
  "HubSpot",
  "Salesforce",
  "Email Marketing",
  "Social Media",
  "Photography",
  "Video Editing",
  "Event Planning",
  "Leadership",
  "Coaching",
  "Contract Law",
  "Compliance",
  "Cybersecurity",
  "AWS",
  "Kubernetes",
  "DevOps",
  "Swift",
  "Kotlin",
  "Machine Learning",
  "Supply Chain",
  "Lean Manufacturing",
  "Curriculum Design",
  "Telehealth",
  "Patient Care",
  "Medical Billing",
  "Real Estate",
  "Property Management",
  "Hospitality",
  "Catering",
];

/**
 * Every member's offer vector stored, as once each has saved their profile (the steady state; set
 * BENCH_OFFER_VECTORS=none for a database where none is stored yet). The sentence model would take
 * about 9 minutes for 100,000 offers, so the vectors are pseudo-random: reading and comparing them
 * costs the same, and the texts are the members' real offers, so none reads as stale.
 */
async function storeSyntheticOfferVectors(client: pg.Client) {
  const started = performance.now();
  let stored = 0;
  for (let lastId = 0; ; ) {
    const { rows } = await client.query<{
      id: number;
      jobTitle: string | null;
      skills: string[];
      servicesOffered: string | null;
    }>(
      `SELECT id, job_title AS "jobTitle", skills, services_offered AS "servicesOffered"
       FROM users WHERE id > $1 ORDER BY id LIMIT 5000`,
      [lastId],
    );
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]?.id ?? lastId;
    const offers = rows.flatMap((row) => memberOffer(row.id, buildMatchProfile(row)) ?? []);
    await client.query(
      `INSERT INTO member_offer_vectors (member_id, model, offer_text, vector)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::bytea[])`,
      [
        offers.map((offer) => offer.id),
        offers.map(() => SENTENCE_MODEL_NAME),
        offers.map((offer) => offer.text),
        offers.map((offer) =>
          packVector(
            Float32Array.from({ length: 512 }, (_, index) => Math.sin(offer.id * 12.9898 + index * 78.233)),
          ),
        ),
      ],
    );
    stored += offers.length;
  }
  console.log(
    `Stored ${stored.toLocaleString()} offer vectors in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A deterministic pseudo-random pick from an array parameter, varied by the salt. */
const pick = (param: string, salt: number) =>
  `(${param})[1 + abs(hashint4(i * ${salt} + ${salt * 7919}) % cardinality(${param}))]`;

await withBenchDatabase("matching", async ({ handle, name, databaseUrl }) => {
  const seed = new pg.Client({ connectionString: databaseUrl });
  await seed.connect();
  const started = performance.now();
  await seed.query(
    `INSERT INTO users (email, password_hash, username, first_name, last_name, job_title, company, industry,
       location, skills, looking_for, services_offered, target_audience, is_active, last_active_at, created_at)
     SELECT 'member' || i || '@bench.test', $1, 'member-' || i, 'Member', 'Number ' || i,
       ${pick("$2::text[]", 3)}, 'Company ' || (i % 7000), ${pick("$3::text[]", 5)}, ${pick("$4::text[]", 11)},
       ARRAY(SELECT DISTINCT ($8::text[])[1 + abs(hashint4(i * 13 + j * 7717)) % cardinality($8::text[])]
             FROM generate_series(1, 3 + i % 4) AS j),
       CASE WHEN i % 10 = 0 THEN NULL ELSE ${pick("$6::text[]", 17)} || ', and ' || ${pick("$6::text[]", 19)} END,
       CASE WHEN i % 8 = 0 THEN NULL ELSE ${pick("$5::text[]", 23)} || ', ' || ${pick("$5::text[]", 29)} || ', ' || ${pick("$5::text[]", 31)} END,
       ${pick("$7::text[]", 37)},
       i % 50 <> 0,
       now() - make_interval(mins => abs(hashint4(i * 41)) % 200000),
       now() - make_interval(days => abs(hashint4(i * 43)) % 700)
     FROM generate_series(1, ${MEMBERS}) AS i`,
    [DEFAULT_TEST_PASSWORD_HASH, JOB_TITLES, INDUSTRIES, CITIES, SERVICES, NEEDS, AUDIENCES, SKILLS],
  );
  await seed.query(
    `INSERT INTO connections (user_id, connected_user_id, status, match_score, created_at, updated_at)
     SELECT DISTINCT ON (a, b) a, b, CASE WHEN (a + b) % 5 = 0 THEN 'pending' ELSE 'accepted' END, 60,
       now() - make_interval(days => (a + b) % 300), now() - make_interval(days => (a + b) % 300)
     FROM (
       SELECT u.first_id + i - 1 AS a,
              u.first_id + (abs(hashint4(i * 97 + k)) % ${MEMBERS}) AS b
       FROM generate_series(1, ${MEMBERS}) AS i, generate_series(1, ${CONNECTIONS_PER_MEMBER}) AS k,
            (SELECT min(id) AS first_id FROM users) AS u
     ) pairs
     WHERE a <> b
     ON CONFLICT DO NOTHING`,
  );
  if (process.env.BENCH_OFFER_VECTORS !== "none") await storeSyntheticOfferVectors(seed);
  await seed.query("ANALYZE");
  const counts = (
    await seed.query(
      "SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM connections) AS links",
    )
  ).rows[0] as { users: string; links: string };
  console.log(
    `Filled ${name}: ${Number(counts.users).toLocaleString()} members, ${Number(counts.links).toLocaleString()} connections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const viewers = (
    await seed.query(
      `SELECT id, email FROM users WHERE is_active AND looking_for IS NOT NULL AND services_offered IS NOT NULL
       ORDER BY id LIMIT ${VIEWERS}`,
    )
  ).rows as Array<{ id: number; email: string }>;
  await seed.end();

  const first = viewers[0];
  if (!first) throw new Error("No viewers");
  const viewerRow = (
    (await handle.db.execute(
      sql`select id, job_title as "jobTitle", industry, location, skills, looking_for as "lookingFor",
        services_offered as "servicesOffered", target_audience as "targetAudience", updated_at as "updatedAt"
        from users where id = ${first.id}`,
    )) as unknown as { rows: MatchViewer[] }
  ).rows[0];
  if (!viewerRow) throw new Error("No viewer row");
  console.log(
    `Viewer ${first.id}: looking for "${viewerRow.lookingFor}", offers "${viewerRow.servicesOffered}"`,
  );
  const plan = (await handle.db.execute(
    sql`explain (analyze, buffers, costs off) ${await viewerCandidateQuery(handle.db, viewerRow)}`,
  )) as unknown as { rows: Array<Record<string, string>> };
  console.log("\nEXPLAIN ANALYZE of the candidate query:");
  for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);

  // Where a request's time goes, without HTTP: the candidate query (planning + execution) and the scoring.
  const viewerRows = (
    (await handle.db.execute(
      sql`select id, job_title as "jobTitle", industry, location, skills, looking_for as "lookingFor",
        services_offered as "servicesOffered", target_audience as "targetAudience", updated_at as "updatedAt"
        from users where id = any(${sql.param(viewers.map((viewer) => viewer.id))}::int[])`,
    )) as unknown as { rows: MatchViewer[] }
  ).rows;
  // Scored as an app without a remote model scores them (the sentence model orders later, not here).
  const wordVectorsOnly = createPhraseModels({ remote: null, sentence: null }, console);
  const queryTimes: number[] = [];
  const scoreTimes: number[] = [];
  const candidateCounts: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const viewer of viewerRows) {
      const queryStarted = performance.now();
      const query = await viewerCandidateQuery(handle.db, viewer);
      const candidates = ((await handle.db.execute(query)) as unknown as { rows: CandidateRow[] }).rows;
      const scoreStarted = performance.now();
      await scoreCandidates(wordVectorsOnly, viewer, candidates);
      const scored = performance.now();
      if (round > 0) {
        queryTimes.push(scoreStarted - queryStarted);
        scoreTimes.push(scored - scoreStarted);
        candidateCounts.push(candidates.length);
      }
    }
  }
  const median = (values: number[]) => summarize(values).p50;
  console.log(
    `
Without HTTP, median over ${queryTimes.length} runs: candidate query ${median(queryTimes).toFixed(1)} ms, scoring ${median(scoreTimes).toFixed(1)} ms for ${median(candidateCounts)} candidates`,
  );

  const app = await buildApp({
    db: handle.db,
    // SENTENCE_MODEL=off measures the word vectors alone, as the app runs with it.
    config: testConfig({ authRateLimit: 100_000, sentenceModel: process.env.SENTENCE_MODEL !== "off" }),
  });
  const origin = await listenLocally(app);
  const cookies: string[] = [];
  for (const viewer of viewers) {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ email: viewer.email, password: DEFAULT_TEST_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith("netwise_session="));
    if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    cookies.push(cookie.split(";")[0] as string);
  }

  const routes = ["/api/dashboard/recommendations"];
  const referralProbe = await fetch(`${origin}/api/referrals/matches`, {
    headers: { cookie: cookies[0] as string },
  });
  await referralProbe.arrayBuffer();
  if (referralProbe.status === 200) routes.push("/api/referrals/matches");
  else console.log(`GET /api/referrals/matches answered ${referralProbe.status}: not measured`);

  console.log(`\n${loadAverageLine()}`);
  const samples = new Map<string, number[]>(routes.map((route) => [route, []]));
  // Each member's first request: the sentence model reads their wishes and first suggestions for the first time.
  const firstRequests = new Map<string, number[]>(routes.map((route) => [route, []]));
  let sampleCount = 0;
  for (let index = 0; index < WARMUP + SAMPLES; index += 1) {
    for (const route of routes) {
      const cookie = cookies[index % cookies.length] as string;
      const startedAt = performance.now();
      const response = await fetch(`${origin}${route}`, { headers: { cookie } });
      const body = (await response.json()) as unknown[];
      const elapsed = performance.now() - startedAt;
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
      if (index === 0) console.log(`${route}: ${body.length} results for the first viewer`);
      if (index >= WARMUP) samples.get(route)?.push(elapsed);
      else if (index < VIEWERS) firstRequests.get(route)?.push(elapsed);
    }
    sampleCount += 1;
  }
  await app.close();

  let isMet = true;
  console.log(`\n${SAMPLES} samples per route over ${VIEWERS} members (after ${WARMUP} warm-up rounds):`);
  for (const [route, values] of samples) {
    const summary = summarize(values);
    if (!(summary.p95 < TARGET_P95_MS)) isMet = false;
    console.log(`GET ${route.padEnd(32)} ${formatSummary(summary)}`);
  }
  console.log(sampleCount > 0 && isMet ? `Target met: p95 < ${TARGET_P95_MS} ms.` : "Target NOT met.");
  console.log(
    `\nEach member's first request (sentence vectors not yet kept; the very first also starts the model):`,
  );
  for (const [route, values] of firstRequests)
    console.log(`GET ${route.padEnd(32)} ${formatSummary(summarize(values))}`);
  process.exitCode = isMet ? 0 : 1;
});
