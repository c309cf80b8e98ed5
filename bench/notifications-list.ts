import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { notifications, sessions, users } from "../src/server/db/schema";
import { DEFAULT_TEST_PASSWORD_HASH } from "../src/server/db/seed/factories";
import {
  insertInBatches,
  loadAverageLine,
  reportWorstP95,
  timeScenarios,
  withBenchDatabase,
} from "./lib/bench";

/**
 * GET /api/notifications on the local PostgreSQL server (BENCH_DATABASE_URL) for a member with
 * 10,000 notifications (a third unread) among 200,000 of 1,000 members: the first page, the popover
 * page and a page deep in the list by keyset cursor, through app.inject. Target: p95 under 20 ms.
 * The query plans of the page and of the unread count (as the service writes them) are printed, and
 * GET /api/auth/me is timed alike as the floor of a signed-in request on this machine.
 * With SKEW=1 the member's notifications are the oldest 10,000 rows rather than spread out.
 */
const MEMBERS = 1_000;
const OWN_NOTIFICATIONS = 10_000;
const ALL_NOTIFICATIONS = 200_000;
const REQUESTS = 300;

await withBenchDatabase("notifications", async ({ handle }) => {
  const db = handle.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        email: `list-${i}@bench.test`,
        username: `list-${i}`,
        passwordHash: DEFAULT_TEST_PASSWORD_HASH,
        firstName: "List",
        lastName: `Member ${i}`,
      })),
    )
    .returning({ id: users.id });
  const [reader, actor, ...others] = rows.map((row) => row.id) as [number, number, ...number[]];
  const value = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: createHash("sha256").update(value).digest("hex"),
    userId: reader,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const cookie = `netwise_session=${value}`;
  const every = ALL_NOTIFICATIONS / OWN_NOTIFICATIONS;
  await insertInBatches(
    ALL_NOTIFICATIONS,
    5_000,
    (i) => ({
      recipientId: (process.env.SKEW ? i < OWN_NOTIFICATIONS : i % every === 0)
        ? reader
        : (others[i % others.length] as number),
      type: "post_like",
      actorId: actor,
      subjectId: i,
      link: "/feed",
      readAt: i % 3 === 0 ? null : new Date(),
    }),
    (batch) => db.insert(notifications).values(batch),
  );
  await db.execute(sql`vacuum analyze notifications`);

  const app = await buildApp({ db, config: testConfig({ logLevel: "silent" }) });
  const get = (path: string) => app.inject({ url: path, headers: { cookie } });
  let deep = ((await get("/api/notifications?limit=50")).json() as { nextCursor: string }).nextCursor;
  for (let i = 0; i < 100; i++) {
    deep = ((await get(`/api/notifications?limit=50&cursor=${deep}`)).json() as { nextCursor: string })
      .nextCursor;
  }

  for (const [label, query] of [
    [
      "page",
      sql`select n.id from notifications n left join users u on u.id = n.actor_id where n.recipient_id = ${reader} order by n.id desc nulls last limit 21`,
    ],
    [
      "unread count",
      sql`select count(*) from notifications where recipient_id = ${reader} and read_at is null`,
    ],
  ] as const) {
    const plan = await db.execute(sql`explain (analyze, costs off, timing off, summary on) ${query}`);
    console.log(`Plan of the ${label}:`);
    for (const line of (plan as unknown as { rows: { "QUERY PLAN": string }[] }).rows)
      console.log(`  ${line["QUERY PLAN"]}`);
  }

  console.log(
    `\nGET /api/notifications, a member with ${OWN_NOTIFICATIONS.toLocaleString("en")} notifications:`,
  );
  const worstP95 = await timeScenarios(
    [
      ["first page (20)", () => "/api/notifications"],
      ["popover (8)", () => "/api/notifications?limit=8"],
      ["page 100 of 50 (cursor)", () => `/api/notifications?limit=50&cursor=${deep}`],
    ],
    {
      requests: REQUESTS,
      labelWidth: 26,
      request: get,
      inspect: (answer) => {
        if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}`);
        const body = answer.json() as { notifications: unknown[]; unreadCount: number };
        return `${body.notifications.length} rows, unread ${body.unreadCount}`;
      },
    },
  );
  // The same requests' floor on this machine: a signed-in GET that reads only the session.
  await timeScenarios([["GET /api/auth/me (floor)", () => "/api/auth/me"]], {
    requests: REQUESTS,
    labelWidth: 26,
    request: get,
    inspect: (answer) => `status ${answer.statusCode}`,
  });
  await app.close();
  console.log(`  ${loadAverageLine()}`);
  reportWorstP95(worstP95, 20);
});
