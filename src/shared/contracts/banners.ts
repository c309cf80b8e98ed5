import { z } from "zod";

/** The pages a banner can be targeted at (banners.targetPages). */
export const BANNER_PAGES = ["Dashboard", "Feed", "News", "Profile"] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

export const activeBannerQuerySchema = z.object({
  page: z.enum(BANNER_PAGES, { error: `Page must be one of ${BANNER_PAGES.join(", ")}` }),
});

export const bannerParamsSchema = z.object({
  id: z.coerce.number({ error: "Banner id must be a number" }).int().positive().max(2_147_483_647),
});

/** What a visitor's page needs to show one banner; counters and schedule stay on the server. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type Banner = z.input<typeof bannerSchema>;

/** GET /api/banners/active answers the banner, or null when none runs on that page now. */
export const activeBannerResponseSchema = bannerSchema.nullable();
