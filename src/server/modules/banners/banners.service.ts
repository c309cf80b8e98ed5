import { and, arrayContains, desc, eq, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { BannerPage } from "../../../shared/contracts/banners";
import type { Database } from "../../db/client";
import { type BannerRow, banners } from "../../db/schema";
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
 * The running banner targeted at the page (the most recently started first), with its impression
 * counted in the same statement; null when none runs.
 */
export async function showActiveBanner(db: Database, page: BannerPage, now = new Date()) {
  const candidate = db
    .select({ id: banners.id })
    .from(banners)
    .where(and(isRunning(now), arrayContains(banners.targetPages, [page])))
    .orderBy(sql`${banners.startDate} desc nulls last`, desc(banners.id))
    .limit(1);
  const [banner] = await db
    .update(banners)
    .set({ impressions: sql`${banners.impressions} + 1`, updatedAt: sql`${banners.updatedAt}` })
    .where(eq(banners.id, sql`(${candidate})`))
    .returning();
  return banner ?? null;
}

/** Counts a click on a running banner; an unknown, inactive or expired banner is 404. */
export async function recordBannerClick(db: Database, id: number, now = new Date()): Promise<BannerRow> {
  const [banner] = await db
    .update(banners)
    .set({ clicks: sql`${banners.clicks} + 1`, updatedAt: sql`${banners.updatedAt}` })
    .where(and(eq(banners.id, id), isRunning(now)))
    .returning();
  if (!banner) throw notFound(BANNER_NOT_FOUND);
  return banner;
}
