import type { Database } from "../client";
import { banners } from "../schema";

type Executor = Pick<Database, "insert" | "select">;

export const SEED_BANNER_IMAGE = "/images/banners/services-marketplace.svg";

/** The house banner: promotes the services marketplace on the dashboard. */
export function seedBannerRow(now: Date): typeof banners.$inferInsert {
  return {
    title: "Grow faster with the Netwise services marketplace",
    description:
      "Websites, SEO, branding and campaigns from vetted specialists, with fixed prices and clear delivery times.",
    imageUrl: SEED_BANNER_IMAGE,
    linkUrl: "/services",
    isActive: true,
    startDate: now,
    endDate: null,
    targetPages: ["Dashboard"],
  };
}

/** Seeds the house banner whenever the banners table is empty; true when it inserted one. */
export async function seedBannersIfEmpty(db: Executor, now: Date): Promise<boolean> {
  const existing = await db.select({ id: banners.id }).from(banners).limit(1);
  if (existing.length > 0) return false;
  await db.insert(banners).values(seedBannerRow(now));
  return true;
}
