import { and, arrayContains, desc, eq, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { BannerPage } from "../../../shared/contracts/banners";
import type { Database, Transaction } from "../../db/client";
import { bannerClicks, bannerImpressions, banners } from "../../db/schema";
import { notFound } from "../../http/app-error";

export const BANNER_NOT_FOUND = "Banner not found.";

/** Active, and its start and end dates (when set) include the moment. */
function isRunning(now: Date): SQL | undefined {
  return and(
    eq(banners.isActive, true),
    or(isNull(banners.startDate), lte(banners.startDate, now)),
    or(isNull(banners.endDate), gte(banners.endDate, now)),
  );
}

/**
 * The running banner targeted at the page (the newest banner first: a new campaign replaces the one before), or null when none
 * runs. Reading counts nothing: the page reports an impression only when it really shows the banner.
 */
export async function showActiveBanner(db: Database, page: BannerPage, now = new Date()) {
  const [banner] = await db
    .select()
    .from(banners)
    .where(and(isRunning(now), arrayContains(banners.targetPages, [page])))
    .orderBy(desc(banners.id))
    .limit(1);
  return banner ?? null;
}

/**
 * Counts an impression of a running banner at most once per client per day (L5: any visitor could add
 * impressions without limit); an unknown, inactive or expired banner is 404.
 */
export async function recordBannerImpression(db: Database, id: number, clientKey: string, now = new Date()) {
  await countOncePerClientPerDay(db, id, now, "impressions", (tx) =>
    tx
      .insert(bannerImpressions)
      .values({ bannerId: id, clientKey, shownOn: sql`current_date` })
      .onConflictDoNothing()
      .returning({ bannerId: bannerImpressions.bannerId }),
  );
}

/**
 * Counts a click on a running banner at most once per client per day (the key from http/client-key.ts);
 * an unknown, inactive or expired banner is 404. A repeated click answers the same and counts nothing.
 */
export async function recordBannerClick(db: Database, id: number, clientKey: string, now = new Date()) {
  await countOncePerClientPerDay(db, id, now, "clicks", (tx) =>
    tx
      .insert(bannerClicks)
      .values({ bannerId: id, clientKey, clickedOn: sql`current_date` })
      .onConflictDoNothing()
      .returning({ bannerId: bannerClicks.bannerId }),
  );
}

/** Adds one to the running banner's counter when `recordDay` inserted the client's first row of the day. */
async function countOncePerClientPerDay(
  db: Database,
  id: number,
  now: Date,
  counter: "clicks" | "impressions",
  recordDay: (tx: Transaction) => Promise<unknown[]>,
) {
  await db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.id, id), isRunning(now)))
      .limit(1);
    if (!running) throw notFound(BANNER_NOT_FOUND);
    if ((await recordDay(tx)).length === 0) return;
    await tx
      .update(banners)
      .set({ [counter]: sql`${banners[counter]} + 1`, updatedAt: sql`${banners.updatedAt}` })
      .where(eq(banners.id, id));
  });
}
