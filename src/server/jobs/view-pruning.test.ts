import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { businessViews, profileViews, profileVisitorCounts } from "../db/schema";
import { insertBusiness, insertUser } from "../db/seed/factories";
import { openTestDatabase } from "../test/test-database";
import {
  PROFILE_VIEW_KEEP_DAYS,
  pruneViewTables,
  VIEW_PRUNING_INTERVAL_MS,
  viewPruningTask,
} from "./view-pruning";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("view-table pruning", () => {
  it("deletes business views before yesterday and profile views and visitor counts older than the viewers' window, nothing else", async () => {
    const { db } = database;
    const owner = await insertUser(db);
    const viewer = await insertUser(db);
    const business = await insertBusiness(db, { ownerId: owner.id });
    await db.insert(businessViews).values(
      [0, 1, 2, 40].map((daysAgo) => ({
        businessId: business.id,
        viewerKey: `u:${viewer.id}`,
        viewedOn: sql`current_date - ${daysAgo}::int`,
      })),
    );
    const profileAges = [0, 29, PROFILE_VIEW_KEEP_DAYS - 0.5, PROFILE_VIEW_KEEP_DAYS + 0.5, 400];
    await db.insert(profileViews).values(
      profileAges.map((daysAgo) => ({
        profileUserId: owner.id,
        viewerId: viewer.id,
        viewedOn: sql`(now() - make_interval(secs => ${daysAgo * 86_400}))::date`,
        createdAt: sql`now() - make_interval(secs => ${daysAgo * 86_400})`,
      })),
    );

    // Visitor counts by UTC day: the first day of the kept window stays, the day before it goes.
    const visitorDay = (daysAgo: number) =>
      sql`((now() - make_interval(days => ${daysAgo})) at time zone 'utc')::date`;
    await db.insert(profileVisitorCounts).values(
      [0, PROFILE_VIEW_KEEP_DAYS, PROFILE_VIEW_KEEP_DAYS + 1, 400].map((daysAgo) => ({
        profileUserId: owner.id,
        viewedOn: visitorDay(daysAgo),
        visits: daysAgo + 1,
      })),
    );

    expect(await pruneViewTables(db)).toEqual({
      businessViews: 2,
      profileViews: 2,
      profileVisitorDays: 2,
      dailyCounters: 0,
    });

    const businessDaysLeft = await db
      .select({ daysAgo: sql<number>`current_date - ${businessViews.viewedOn}` })
      .from(businessViews)
      .orderBy(asc(sql`current_date - ${businessViews.viewedOn}`));
    expect(businessDaysLeft.map((row) => row.daysAgo)).toEqual([0, 1]);
    const profileDaysLeft = await db
      .select({
        daysAgo: sql<number>`round(extract(epoch from now() - ${profileViews.createdAt}) / 86400, 1)::float8`,
      })
      .from(profileViews)
      .orderBy(asc(profileViews.createdAt));
    expect(profileDaysLeft.map((row) => row.daysAgo).sort((a, b) => a - b)).toEqual([
      0,
      29,
      PROFILE_VIEW_KEEP_DAYS - 0.5,
    ]);

    const visitsLeft = await db
      .select({ visits: profileVisitorCounts.visits })
      .from(profileVisitorCounts)
      .orderBy(asc(profileVisitorCounts.visits));
    expect(visitsLeft.map((row) => row.visits)).toEqual([1, PROFILE_VIEW_KEEP_DAYS + 1]);

    // A second run finds nothing more to delete.
    expect(await pruneViewTables(db)).toEqual({
      businessViews: 0,
      profileViews: 0,
      profileVisitorDays: 0,
      dailyCounters: 0,
    });
  });

  it("is a periodic task on its own pg-boss schedule, every six hours", () => {
    const task = viewPruningTask(database.db);
    expect(task).toMatchObject({ name: "view-pruning", everyMs: 6 * 60 * 60 * 1000 });
    expect(VIEW_PRUNING_INTERVAL_MS).toBe(21_600_000);
  });
});
