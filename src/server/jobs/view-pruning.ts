import { lt, sql } from "drizzle-orm";
import { PROFILE_VIEWERS_DAYS } from "../../shared/contracts/profile-viewers";
import type { Database } from "../db/client";
import {
  bannerClicks,
  bannerImpressions,
  businessViews,
  postShares,
  profileViews,
  profileVisitorCounts,
} from "../db/schema";
import { firstDayOfWindow } from "../modules/profiles/profile-visitors.service";
import type { PeriodicTask } from "./periodic-work";

/** Every six hours: both tables gain rows each day, and a run deletes only what no screen reads again. */
export const VIEW_PRUNING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Profile views are kept one day longer than "Who viewed your profile" looks back (the card looks back less). */
export const PROFILE_VIEW_KEEP_DAYS = PROFILE_VIEWERS_DAYS + 1;

/**
 * Deletes the view rows nothing reads any more:
 * - business_views only stops a viewer counting twice on one day (the count itself is
 *   businesses.view_count), so rows before yesterday go (yesterday stays for requests that straddle
 *   midnight);
 * - profile_views and profile_visitor_counts feed the Profile Views card and the viewers list (the last
 *   PROFILE_VIEWERS_DAYS days), so older rows go (visitor counts by day: the days before the window's first);
 * - banner_clicks, banner_impressions and post_shares, like business_views, only stop a client
 *   counting twice on one day: rows before yesterday go.
 */
export async function pruneViewTables(db: Database): Promise<{
  businessViews: number;
  profileViews: number;
  profileVisitorDays: number;
  dailyCounters: number;
}> {
  const business = await db
    .delete(businessViews)
    .where(lt(businessViews.viewedOn, sql`current_date - 1`))
    .returning({ businessId: businessViews.businessId });
  const profile = await db
    .delete(profileViews)
    .where(lt(profileViews.createdAt, sql`now() - make_interval(days => ${PROFILE_VIEW_KEEP_DAYS})`))
    .returning({ id: profileViews.id });
  const visitorDays = await db
    .delete(profileVisitorCounts)
    .where(lt(profileVisitorCounts.viewedOn, firstDayOfWindow(PROFILE_VIEW_KEEP_DAYS)))
    .returning({ day: profileVisitorCounts.viewedOn });
  const daily = await Promise.all([
    db
      .delete(bannerClicks)
      .where(lt(bannerClicks.clickedOn, sql`current_date - 1`))
      .returning({ day: bannerClicks.clickedOn }),
    db
      .delete(bannerImpressions)
      .where(lt(bannerImpressions.shownOn, sql`current_date - 1`))
      .returning({ day: bannerImpressions.shownOn }),
    db
      .delete(postShares)
      .where(lt(postShares.sharedOn, sql`current_date - 1`))
      .returning({ day: postShares.sharedOn }),
  ]);
  return {
    businessViews: business.length,
    profileViews: profile.length,
    profileVisitorDays: visitorDays.length,
    dailyCounters: daily.reduce((sum, rows) => sum + rows.length, 0),
  };
}

/** The pruning as a periodic task: a pg-boss schedule, once per interval for the whole cluster. */
export function viewPruningTask(db: Database): PeriodicTask {
  return { name: "view-pruning", everyMs: VIEW_PRUNING_INTERVAL_MS, run: () => pruneViewTables(db) };
}
