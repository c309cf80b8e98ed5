import { and, desc, eq, gte, isNull, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { AdminBannerListQuery, BannerStatus } from "../../../shared/contracts/banners";
import { recordAdminAction } from "../../db/audit-log";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, splitPage } from "../../db/keyset-cursor";
import { type BannerRow, banners } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { BANNER_NOT_FOUND } from "./banners.service";

export const END_AFTER_START = "End Date must be after the Start Date";

type ParsedBannerFields = {
  title: string;
  description?: string | null | undefined;
  imageUrl?: string | null | undefined;
  linkUrl?: string | null | undefined;
  isActive: boolean;
  startDate?: Date | null | undefined;
  endDate?: Date | null | undefined;
  targetPages: string[];
};
export type CreateBannerInput = ParsedBannerFields;
export type UpdateBannerInput = Partial<ParsedBannerFields>;

export function bannerStatus(
  banner: Pick<BannerRow, "isActive" | "startDate" | "endDate">,
  now: Date,
): BannerStatus {
  if (!banner.isActive) return "disabled";
  if (banner.endDate && banner.endDate < now) return "ended";
  if (banner.startDate && banner.startDate > now) return "scheduled";
  return "running";
}

/** Clicks per impression as a percent with one decimal; 0 before the first impression. */
export function clickRate(impressions: number, clicks: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : 0;
}

function toAdminBanner(row: BannerRow, now: Date) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    isActive: row.isActive,
    startDate: row.startDate,
    endDate: row.endDate,
    targetPages: row.targetPages,
    status: bannerStatus(row, now),
    impressions: row.impressions,
    clicks: row.clicks,
    clickRate: clickRate(row.impressions, row.clicks),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Still to run or running: active and not past its end date. */
const isCurrent = (now: Date) =>
  and(eq(banners.isActive, true), or(isNull(banners.endDate), gte(banners.endDate, now))) as SQL;

/**
 * GET /api/admin/banners: the current banners (running or scheduled) or the campaign history
 * (disabled or ended), newest first, one keyset page on the (created_at desc, id desc) index.
 */
export async function listAdminBanners(db: Database, query: AdminBannerListQuery, now = new Date()) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({ banner: banners, id: banners.id, cursorAt: cursorTimestamp(banners.createdAt) })
    .from(banners)
    .where(
      and(
        query.view === "current" ? isCurrent(now) : not(isCurrent(now)),
        after
          ? sql`(${banners.createdAt}, ${banners.id}) < (${after.at}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(banners.createdAt, banners.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { banners: page.map((row) => toAdminBanner(row.banner, now)), nextCursor };
}

/** GET /api/admin/banners/current: the banner running now (the newest one), or null. */
export async function findCurrentBanner(db: Database, now = new Date()) {
  const [row] = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        or(isNull(banners.startDate), lte(banners.startDate, now)),
        or(isNull(banners.endDate), gte(banners.endDate, now)),
      ),
    )
    .orderBy(desc(banners.id))
    .limit(1);
  return row ? toAdminBanner(row, now) : null;
}

/** POST /api/admin/banners. */
export async function createBanner(db: Database, admin: SessionUser, input: CreateBannerInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(banners).values(input).returning();
    if (!row) throw new Error("Insert returned no row");
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "banner.create",
      targetType: "banner",
      targetId: row.id,
      details: { title: row.title, isActive: row.isActive },
    });
    return toAdminBanner(row, new Date());
  });
}

/** PATCH /api/admin/banners/{id}: edits, disables or re-enables a banner. */
export async function updateBanner(db: Database, admin: SessionUser, id: number, input: UpdateBannerInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(banners).where(eq(banners.id, id)).for("update");
    if (!existing) throw notFound(BANNER_NOT_FOUND);
    const startDate = input.startDate === undefined ? existing.startDate : input.startDate;
    const endDate = input.endDate === undefined ? existing.endDate : input.endDate;
    if (startDate && endDate && endDate <= startDate) throw badRequest(END_AFTER_START);
    const [row] = await tx.update(banners).set(input).where(eq(banners.id, id)).returning();
    if (!row) throw notFound(BANNER_NOT_FOUND);
    const action =
      input.isActive === false && existing.isActive
        ? "banner.disable"
        : input.isActive === true && !existing.isActive
          ? "banner.enable"
          : "banner.update";
    await recordAdminAction(tx, {
      adminId: admin.id,
      action,
      targetType: "banner",
      targetId: row.id,
      details: { fields: Object.keys(input) },
    });
    return toAdminBanner(row, new Date());
  });
}
