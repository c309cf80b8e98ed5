import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { DEFAULT_TEST_PASSWORD_HASH } from "../../src/server/db/seed/factories";
import { createPhraseModels } from "../../src/server/modules/matching/embeddings/phrase-vectors";
import {
  sentenceEmbedder,
  sentenceModelLoaded,
  stopSentenceModel,
} from "../../src/server/modules/matching/embeddings/sentence-model";
import {
  fillOfferVectors,
  memberOffer,
  OFFER_SOURCE_COLUMNS,
  type OfferSourceRow,
  WITHOUT_OFFER_VECTOR,
} from "../../src/server/modules/matching/offer-vectors";
import { buildMatchProfile } from "../../src/server/modules/matching/rules/matching-profile";
import { DIRECTORY_CATEGORIES, DIRECTORY_INDUSTRIES } from "../../src/shared/rules/directory";
import { BENCH_SERVER_URL, runStatement } from "./bench";

/**
 * The large-data database the side-by-side benchmark reuses between runs: 100,000 members with
 * varied profiles and about 400,000 connections, 1,000,000 posts and 100,000 businesses, plus issue
 * 32's network (seedNetwork: ~150 connections, 20 follows and 5 topics per member, 5,000 topics). Seeding
 * takes minutes, so it is done once into a database kept on the benchmark server
 * (BENCH_LARGE_DATABASE, default `netwise_bench_large`); later runs only apply new migrations.
 * Drop it (`DROP DATABASE netwise_bench_large`) to seed afresh.
 */
export const MEMBERS = 100_000;
export const POSTS = 1_000_000;
export const BUSINESSES = 100_000;
const BUSINESS_OWNERS = 2_000;
const CONNECTIONS_PER_MEMBER = 4;
/** member1@bench.test has liked and saved this many of the newest posts. */
const READER_LIKES = 5_000;

export const LARGE_DATABASE_NAME = process.env.BENCH_LARGE_DATABASE ?? "netwise_bench_large";
export const BENCH_READER_EMAIL = "member1@bench.test";

const JOB_TITLES = ["Founder", "Software Engineer", "Web Designer", "Marketing Manager", "Accountant"];
const MORE_TITLES = ["Product Manager", "UX Designer", "Data Analyst", "Recruiter", "Attorney", "CTO"];
const INDUSTRIES = ["Technology", "Healthcare", "Finance", "Education", "Retail", "Marketing", "Legal"];
const CITIES = ["Austin, TX", "Chicago, IL", "Denver, CO", "Seattle, WA", "Boston, MA", "Miami, FL"];
const SERVICES = [
  "web design",
  "SEO audits",
  "bookkeeping",
  "tax planning",
  "cloud migration",
  "brand identity",
  "content marketing",
  "data pipelines",
  "recruiting",
  "contract review",
];
const SKILLS = ["React", "TypeScript", "SQL", "Figma", "SEO", "Excel", "Python", "Sales", "Writing", "Go"];
const NAME_FIRST = ["Bright", "Lone", "North", "Blue", "Cedar", "Summit", "Harbor", "Iron", "Quill", "Nova"];
const NAME_SECOND = ["path", "star", "field", "stone", "brook", "ridge", "light", "works", "crest", "grove"];
const NAME_KINDS = ["Digital", "Analytics", "Studio", "Partners", "Labs", "Group", "Advisors", "Design"];
const TAGS = ["growth", "b2b", "saas", "local", "family", "fintech", "health", "design", "retail", "ai"];

/** A deterministic pseudo-random pick from an array parameter, varied by the salt. */
const pick = (param: string, salt: number) =>
  `(${param})[1 + abs(hashint4(i * ${salt} + ${salt * 7919}) % cardinality(${param}))]`;

export function largeDatabaseUrl() {
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${LARGE_DATABASE_NAME}`;
  return url.toString();
}

async function seed(client: pg.Client) {
  await client.query("BEGIN");
  await client.query(
    `INSERT INTO users (email, password_hash, username, first_name, last_name, job_title, company, industry,
       location, skills, looking_for, services_offered, target_audience, is_active, last_active_at, created_at)
     SELECT 'member' || i || '@bench.test', $1, 'member-' || i, 'Member', 'Number ' || i,
       ${pick("$2::text[]", 3)}, 'Company ' || (i % 7000), ${pick("$3::text[]", 5)}, ${pick("$4::text[]", 11)},
       ARRAY(SELECT DISTINCT ($6::text[])[1 + abs(hashint4(i * 13 + j * 7717)) % cardinality($6::text[])]
             FROM generate_series(1, 3 + i % 4) AS j),
       CASE WHEN i % 10 = 0 THEN NULL ELSE 'help with ' || ${pick("$5::text[]", 17)} END,
       CASE WHEN i % 8 = 0 THEN NULL ELSE ${pick("$5::text[]", 23)} || ', ' || ${pick("$5::text[]", 29)} END,
       ${pick("$3::text[]", 37)},
       i % 50 <> 0 OR i <= ${BUSINESS_OWNERS},
       now() - make_interval(mins => abs(hashint4(i * 41)) % 200000),
       now() - make_interval(days => abs(hashint4(i * 43)) % 700)
     FROM generate_series(1, ${MEMBERS}) AS i`,
    [DEFAULT_TEST_PASSWORD_HASH, [...JOB_TITLES, ...MORE_TITLES], INDUSTRIES, CITIES, SERVICES, SKILLS],
  );
  const first = "(SELECT min(id) AS first_id FROM users) AS u";
  await client.query(
    `INSERT INTO connections (user_id, connected_user_id, status, match_score, created_at, updated_at)
     SELECT DISTINCT ON (a, b) a, b, CASE WHEN (a + b) % 5 = 0 THEN 'pending' ELSE 'accepted' END, 60,
       now() - make_interval(days => (a + b) % 300), now() - make_interval(days => (a + b) % 300)
     FROM (SELECT u.first_id + i - 1 AS a, u.first_id + (abs(hashint4(i * 97 + k)) % ${MEMBERS}) AS b
           FROM generate_series(1, ${MEMBERS}) AS i, generate_series(1, ${CONNECTIONS_PER_MEMBER}) AS k, ${first}
          ) pairs
     WHERE a <> b
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO posts (user_id, content, type, likes, comments, shares, is_published, created_at)
     SELECT u.first_id + (i % ${MEMBERS}),
            'Post number ' || i || ': lessons from the week, with a link https://example.com/' || i,
            (ARRAY['general','opportunity','achievement','insight'])[1 + i % 4],
            i % 97, i % 13, i % 7, i % 50 <> 0, now() - make_interval(secs => i * 3)
     FROM generate_series(1, ${POSTS}) AS i, ${first}`,
  );
  for (const table of ["post_likes", "post_bookmarks"]) {
    await client.query(
      `INSERT INTO ${table} (post_id, user_id)
       SELECT p.id, r.id FROM posts p, (SELECT id FROM users WHERE email = $1) r
       ORDER BY p.id DESC LIMIT ${READER_LIKES}`,
      [BENCH_READER_EMAIL],
    );
  }
  // Names like "Quillgrove Labs 4242" (the directory benchmark's rare name), services, tags and places.
  await client.query(
    `INSERT INTO businesses (name, slug, description, short_description, industry, category, services, tags,
       city, state, owner_id, is_active, is_verified, is_featured, rating, review_count, view_count, created_at)
     SELECT name, 'bench-business-' || i,
       name || ' serves clients in ' || city || ' with ' || s1 || ', ' || s2 || ' and friendly, reliable support.',
       s1 || ' in ' || city, ${pick("$1::text[]", 1)}, ${pick("$2::text[]", 2)}, ARRAY[s1, s2],
       ARRAY[${pick("$4::text[]", 3)}, ${pick("$4::text[]", 5)}], city, 'TX', u.first_id + (i % ${BUSINESS_OWNERS}),
       i % 25 <> 0, abs(hashint4(i * 7)) % 4 = 0, abs(hashint4(i * 11)) % 30 = 0, i % 5 + 1, i % 17, i % 997,
       now() - make_interval(mins => i * 7)
     FROM (SELECT i,
             ($5::text[])[1 + i % 10] || ($6::text[])[1 + (i / 10) % 10] || ' ' || ($7::text[])[1 + (i / 100) % 8]
               || ' ' || i AS name,
             ${pick("$3::text[]", 13)} AS s1, ${pick("$3::text[]", 17)} AS s2,
             (ARRAY['Austin','Chicago','Denver','Seattle','Boston','Miami'])[1 + i % 6] AS city
           FROM generate_series(1, ${BUSINESSES}) AS i) AS b, ${first}`,
    [
      [...DIRECTORY_CATEGORIES],
      [...DIRECTORY_INDUSTRIES],
      SERVICES,
      TAGS,
      NAME_FIRST,
      NAME_SECOND,
      NAME_KINDS,
    ],
  );
  await client.query("COMMIT");
}

/** Issue 32's network at scale: about 150 connections, 20 follows and 5 followed topics per member. */
export const NETWORK_CONNECTIONS_PER_MEMBER = 75; // each made from both ends: ~150 per member
export const FOLLOWS_PER_MEMBER = 20;
export const TOPICS = 5_000;
const TOPIC_FOLLOWS_PER_MEMBER = 5;
const COMMENTS = 200_000;
const EXPERIENCE_PER_MEMBER = 3;
const EDUCATION_PER_MEMBER = 2;

/**
 * Adds the network of issue 32 to the large-data database (once, in one transaction, also to a
 * database seeded before it existed): ~7.5 million accepted connections, 2 million member follows,
 * one of 5,000 topics on every post, 500,000 topic follows, 200,000 recent comments, and three
 * experience and two education entries per member.
 */
async function seedNetwork(client: pg.Client) {
  await client.query("BEGIN");
  const first = "(SELECT min(id) AS first_id FROM users) AS u";
  await client.query(
    `INSERT INTO connections (user_id, connected_user_id, status, match_score, created_at, updated_at)
     SELECT a, b, 'accepted', 60, now() - make_interval(days => (a + b) % 300), now() - make_interval(days => (a + b) % 300)
     FROM (SELECT u.first_id + i - 1 AS a,
                  u.first_id + ((i - 1 + k * 1331 + abs(hashint4(i * 31 + k)) % 977) % ${MEMBERS}) AS b
           FROM generate_series(1, ${MEMBERS}) AS i, generate_series(1, ${NETWORK_CONNECTIONS_PER_MEMBER}) AS k, ${first}
          ) pairs
     WHERE a <> b
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO member_follows (follower_id, followed_id, state)
     SELECT a, b, 'following'
     FROM (SELECT u.first_id + i - 1 AS a, u.first_id + (abs(hashint4(i * 53 + k * 7)) % ${MEMBERS}) AS b
           FROM generate_series(1, ${MEMBERS}) AS i, generate_series(1, ${FOLLOWS_PER_MEMBER}) AS k, ${first}) f
     WHERE a <> b
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO post_tags (post_id, tag, created_at)
     SELECT id, 'topic' || (1 + abs(hashint4(id * 17)) % ${TOPICS}), created_at FROM posts
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO topic_follows (user_id, tag)
     SELECT u.first_id + i - 1, 'topic' || (1 + abs(hashint4(i * 59 + k * 11)) % ${TOPICS})
     FROM generate_series(1, ${MEMBERS}) AS i, generate_series(1, ${TOPIC_FOLLOWS_PER_MEMBER}) AS k, ${first}
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO post_comments (post_id, user_id, content, created_at)
     SELECT p.max_id - (abs(hashint4(i * 61)) % 200000), u.first_id + (abs(hashint4(i * 67)) % ${MEMBERS}),
            'Comment ' || i, now() - make_interval(secs => i * 5)
     FROM generate_series(1, ${COMMENTS}) AS i, ${first}, (SELECT max(id) AS max_id FROM posts) AS p`,
  );
  await client.query(
    `INSERT INTO profile_experience (user_id, title, company, location, start_month, end_month, description)
     SELECT u.first_id + i - 1, 'Role ' || k, 'Company ' || (abs(hashint4(i * 71 + k)) % 7000), 'Austin, TX',
            to_char(date '2010-01-01' + make_interval(months => k * 30 + i % 12), 'YYYY-MM'),
            CASE WHEN k = ${EXPERIENCE_PER_MEMBER} THEN NULL
                 ELSE to_char(date '2010-01-01' + make_interval(months => k * 30 + 24 + i % 12), 'YYYY-MM') END,
            'Led the team through a year of growth.'
     FROM generate_series(1, ${MEMBERS}) AS i, generate_series(1, ${EXPERIENCE_PER_MEMBER}) AS k, ${first}`,
  );
  await client.query(
    `INSERT INTO profile_education (user_id, school, degree, field, start_year, end_year)
     SELECT u.first_id + i - 1, 'University ' || (abs(hashint4(i * 73 + k)) % 500), 'BSc', 'Economics',
            2000 + k * 4, 2004 + k * 4
     FROM generate_series(1, ${MEMBERS}) AS i, generate_series(1, ${EDUCATION_PER_MEMBER}) AS k, ${first}`,
  );
  await client.query("COMMIT");
}

/**
 * Opens the large-data database, creating, migrating and seeding it on first use (in one
 * transaction, so an interrupted seed leaves nothing half done). Returns its URL.
 */
export async function prepareLargeDatabase(): Promise<string> {
  const server = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await server.connect();
  const exists = await server
    .query("SELECT 1 FROM pg_database WHERE datname = $1", [LARGE_DATABASE_NAME])
    .finally(() => server.end());
  if (exists.rowCount === 0) await runStatement(BENCH_SERVER_URL, `CREATE DATABASE "${LARGE_DATABASE_NAME}"`);
  const databaseUrl = largeDatabaseUrl();
  const handle = await openDatabase({ databaseUrl, dataDir: null });
  await handle.migrate();
  await handle.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seeded = await client.query("SELECT 1 FROM users WHERE email = $1", [BENCH_READER_EMAIL]);
    if (seeded.rowCount === 0) {
      const started = performance.now();
      console.log(`Seeding ${LARGE_DATABASE_NAME} (once; kept for later runs) ...`);
      await seed(client);
      await client.query("VACUUM ANALYZE");
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const hasNetwork = await client.query("SELECT 1 FROM topic_follows LIMIT 1");
    if (hasNetwork.rowCount === 0) {
      const started = performance.now();
      console.log(`Adding the network (follows, topics, history) to ${LARGE_DATABASE_NAME} (once) ...`);
      await seedNetwork(client);
      await client.query("VACUUM ANALYZE");
      console.log(`Network added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await client.end();
  }
  await storeEveryOfferVector(databaseUrl);
  return databaseUrl;
}

/** Offers embedded per call of the sentence model while filling the large database. */
const OFFER_BATCH = 64;

/**
 * Stores every active member's offer vector, as on a site whose members have all saved their
 * profile once. Without them each app start queues the newest 5,000 missing offers (offer-vectors.ts)
 * and embeds them in the background for minutes: the benchmarks would measure that work as well.
 * About 84,000 distinct offers take 20 minutes the first time; later runs read the ~2,000 members
 * who offer nothing and start no model.
 */
async function storeEveryOfferVector(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: null });
  const started = performance.now();
  let models: ReturnType<typeof createPhraseModels> | null = null;
  let stored = 0;
  try {
    for (let afterId = 0; ; ) {
      const page = (await handle.db.execute(sql`
        select ${OFFER_SOURCE_COLUMNS} from users u
        where ${WITHOUT_OFFER_VECTOR} and u.id > ${afterId}
        order by u.id limit ${OFFER_BATCH * 16}`)) as unknown as { rows: OfferSourceRow[] };
      if (page.rows.length === 0) break;
      afterId = page.rows.at(-1)?.id ?? afterId;
      const offers = page.rows.flatMap((row) => memberOffer(row.id, buildMatchProfile(row)) ?? []);
      if (offers.length > 0 && !models) {
        console.log(`Storing members' offer vectors in ${LARGE_DATABASE_NAME} (once) ...`);
        models = createPhraseModels({ remote: null, sentence: sentenceEmbedder }, console);
        await sentenceModelLoaded();
      }
      for (let at = 0; models && at < offers.length; at += OFFER_BATCH) {
        await fillOfferVectors(models, handle.db, offers.slice(at, at + OFFER_BATCH));
      }
      stored += offers.length;
      if (offers.length > 0 && stored % 10_000 < offers.length) console.log(`  ${stored} stored`);
    }
    if (models) {
      stopSentenceModel();
      console.log(`${stored} offer vectors stored in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await handle.close();
  }
}

/**
 * The cursor of page `page` (20 posts each) of the bench reader's network feed, found by walking the
 * pages with the app's own query, so the benchmark can ask for a deep page directly.
 */
export async function networkFeedCursorAtPage(databaseUrl: string, page: number): Promise<string> {
  const { networkFeedIds } = await import("../../src/server/modules/feed/network-feed-query");
  const { encodeCursor } = await import("../../src/server/db/keyset-cursor");
  const handle = await openDatabase({ databaseUrl, dataDir: null });
  try {
    const reader = (await handle.db.execute(
      sql`select id from users where email = ${BENCH_READER_EMAIL}`,
    )) as unknown as { rows: { id: number }[] };
    const readerId = Number(reader.rows[0]?.id);
    let after: { at: string; id: number } | null = null;
    for (let index = 1; index < page; index += 1) {
      const rows = await networkFeedIds(handle.db, readerId, after, 20);
      const last = rows.at(-1);
      if (!last) throw new Error(`The bench reader's network feed ends before page ${page}`);
      after = { at: last.cursorAt, id: last.id };
    }
    if (!after) throw new Error("Page 1 has no cursor");
    return encodeCursor({ kind: "date", ...after });
  } finally {
    await handle.close();
  }
}
