import { z } from "zod";
import { cursorPage, cursorParam, errorResponses, idParams, isoDateTime, pageLimit } from "./common";
import { defineEndpoint } from "./endpoint";

/** The pages a banner can be targeted at (banners.targetPages). */
export const BANNER_PAGES = ["Dashboard", "Feed", "News", "Profile"] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

export const activeBannerQuerySchema = z.object({
  page: z.enum(BANNER_PAGES, { error: `Page must be one of ${BANNER_PAGES.join(", ")}` }),
});

export const bannerParamsSchema = idParams("Banner id");

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

export const BANNER_TITLE_MAX_LENGTH = 120;
export const BANNER_DESCRIPTION_MAX_LENGTH = 300;
export const ADMIN_BANNER_PAGE_SIZE = 20;
export const ADMIN_BANNER_PAGE_SIZE_MAX = 100;

/** A web address, or a path on this site ("/services"); never protocol-relative ("//host"). */
const bannerUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => {
      if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, `${label} must start with http://, https:// or / (a page on this site)`);

const optionalBannerUrl = (label: string) =>
  z.union([z.literal("").transform(() => null), bannerUrl(label)]).nullish();

/** Where this site serves uploaded pictures (the one image pipeline's addresses). */
export const BANNER_IMAGE_PATH = /^\/uploads\/[0-9a-f]{32}\.webp$/;
export const BANNER_IMAGE_OUTSIDE_MESSAGE =
  "The site's security policy only shows images uploaded here: upload the picture instead.";
/** The widest a banner picture is stored (it spans the page). */
export const BANNER_IMAGE_MAX_WIDTH = 1600;

/**
 * A banner's picture: one uploaded here (POST /api/admin/banners/images), since the site's content
 * security policy blocks images from elsewhere. Banners saved before keep their outside address
 * until an admin changes the picture.
 */
const bannerImageUrl = z
  .union([
    z.literal("").transform(() => null),
    z
      .string({ error: "Image must be text" })
      .trim()
      .refine((value) => BANNER_IMAGE_PATH.test(value), BANNER_IMAGE_OUTSIDE_MESSAGE),
  ])
  .nullish();

const bannerDate = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .transform((value) => new Date(value))
    .nullish();

const bannerFields = {
  title: z
    .string({ error: "Banner Title is required" })
    .trim()
    .min(1, "Banner Title is required")
    .max(BANNER_TITLE_MAX_LENGTH, `Banner Title must be at most ${BANNER_TITLE_MAX_LENGTH} characters`)
    .refine((value) => !value.includes("\u0000"), "Must not contain NUL characters"),
  description: z
    .string()
    .trim()
    .max(
      BANNER_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${BANNER_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .refine((value) => !value.includes("\u0000"), "Must not contain NUL characters")
    .transform((value) => (value === "" ? null : value))
    .nullish(),
  imageUrl: bannerImageUrl,
  linkUrl: optionalBannerUrl("Target URL"),
  isActive: z.boolean({ error: "Active must be true or false" }),
  startDate: bannerDate("Start Date"),
  endDate: bannerDate("End Date"),
  targetPages: z
    .array(z.enum(BANNER_PAGES, { error: `Display pages must be among ${BANNER_PAGES.join(", ")}` }))
    .min(1, "Choose at least one display page")
    .max(BANNER_PAGES.length)
    .transform((pages) => BANNER_PAGES.filter((page) => pages.includes(page))),
};

const endAfterStart = (value: { startDate?: Date | null; endDate?: Date | null }) =>
  !value.startDate || !value.endDate || value.endDate > value.startDate;
const END_AFTER_START = { message: "End Date must be after the Start Date", path: ["endDate"] };

/** POST /api/admin/banners (the Banner Configuration form). */
export const createBannerRequestSchema = z
  .strictObject({ ...bannerFields, isActive: bannerFields.isActive.default(true) })
  .refine(endAfterStart, END_AFTER_START);
export type CreateBannerRequest = z.input<typeof createBannerRequestSchema>;

/** PATCH /api/admin/banners/{id}: any of the form's fields; Disable sends { isActive: false }. */
export const updateBannerRequestSchema = z
  .strictObject({
    title: bannerFields.title.optional(),
    description: bannerFields.description,
    imageUrl: bannerFields.imageUrl,
    linkUrl: bannerFields.linkUrl,
    isActive: bannerFields.isActive.optional(),
    startDate: bannerFields.startDate,
    endDate: bannerFields.endDate,
    targetPages: bannerFields.targetPages.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change")
  .refine(endAfterStart, END_AFTER_START);
export type UpdateBannerRequest = z.input<typeof updateBannerRequestSchema>;

/** POST /api/admin/banners/images: the stored picture's address, for the banner's imageUrl. */
export const uploadedBannerImageSchema = z.object({ url: z.string() });
export type UploadedBannerImage = z.input<typeof uploadedBannerImageSchema>;

/** Running now, waiting for its start date, switched off, or past its end date. */
export const BANNER_STATUSES = ["running", "scheduled", "disabled", "ended"] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** Which admin list: banners still to run or running, or the campaign history (disabled or ended). */
export const adminBannerListQuerySchema = z.strictObject({
  view: z.enum(["current", "history"], { error: "View must be current or history" }).default("current"),
  limit: pageLimit(ADMIN_BANNER_PAGE_SIZE, ADMIN_BANNER_PAGE_SIZE_MAX),
  cursor: cursorParam,
});
export type AdminBannerListQuery = z.output<typeof adminBannerListQuerySchema>;

/** A banner as the Banners tab shows it, with its counters; clickRate is a percent with one decimal. */
export const adminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  isActive: z.boolean(),
  startDate: isoDateTime.nullable(),
  endDate: isoDateTime.nullable(),
  targetPages: z.array(z.string()),
  status: z.enum(BANNER_STATUSES),
  impressions: z.number().int(),
  clicks: z.number().int(),
  clickRate: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminBanner = z.input<typeof adminBannerSchema>;
export const adminBannerListSchema = cursorPage("banners", adminBannerSchema);
/** GET /api/admin/banners/current: the banner running now (the most recently started), or null. */
export const currentBannerResponseSchema = adminBannerSchema.nullable();

const bannerTags = ["banners"] as const;
/** A counter's body: nothing, or an empty object. */
const counterBodySchema = z.strictObject({}).nullish();

/** The banner calls: the public ones a page makes, and the admin's Banners tab (decision 0018). */
export const bannerEndpoints = {
  showActiveBanner: defineEndpoint({
    method: "GET",
    path: "/api/banners/active",
    operationId: "showActiveBanner",
    summary: "The banner running now on one page, or null",
    tags: bannerTags,
    access: "public",
    query: activeBannerQuerySchema,
    status: 200,
    response: activeBannerResponseSchema,
    errors: errorResponses(400),
  }),
  recordBannerImpression: defineEndpoint({
    method: "POST",
    path: "/api/banners/:id/impression",
    operationId: "recordBannerImpression",
    summary: "Count that a page showed the banner",
    tags: bannerTags,
    access: "public",
    params: bannerParamsSchema,
    body: counterBodySchema,
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 403, 404),
  }),
  recordBannerClick: defineEndpoint({
    method: "POST",
    path: "/api/banners/:id/click",
    operationId: "recordBannerClick",
    summary: "Count a click on the banner (once per member or browser per day)",
    tags: bannerTags,
    access: "public",
    params: bannerParamsSchema,
    body: counterBodySchema,
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 403, 404),
  }),
  listAdminBanners: defineEndpoint({
    method: "GET",
    path: "/api/admin/banners",
    operationId: "listAdminBanners",
    summary: "Banners to run or running (current), or the campaign history, with their counters",
    tags: bannerTags,
    access: "admin",
    query: adminBannerListQuerySchema,
    status: 200,
    response: adminBannerListSchema,
    errors: errorResponses(400, 401, 403),
    list: "banners",
  }),
  showCurrentBanner: defineEndpoint({
    method: "GET",
    path: "/api/admin/banners/current",
    operationId: "showCurrentBanner",
    summary: "The banner running now (the most recently started), or null",
    tags: bannerTags,
    access: "admin",
    status: 200,
    response: currentBannerResponseSchema,
    errors: errorResponses(401, 403),
  }),
  createBanner: defineEndpoint({
    method: "POST",
    path: "/api/admin/banners",
    operationId: "createBanner",
    summary: "Create a banner",
    tags: bannerTags,
    access: "admin",
    body: createBannerRequestSchema,
    status: 201,
    response: adminBannerSchema,
    errors: errorResponses(400, 401, 403),
  }),
  uploadBannerImage: defineEndpoint({
    method: "POST",
    path: "/api/admin/banners/images",
    operationId: "uploadBannerImage",
    summary: "Upload a banner's picture (JPEG, PNG or WebP); answers its address for imageUrl",
    tags: bannerTags,
    access: "admin",
    upload: { field: "file" },
    status: 201,
    response: uploadedBannerImageSchema,
    errors: errorResponses(400, 401, 403, 413, 415, 429),
  }),
  updateBanner: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/banners/:id",
    operationId: "updateBanner",
    summary: "Change a banner's fields, or switch it off",
    tags: bannerTags,
    access: "admin",
    params: bannerParamsSchema,
    body: updateBannerRequestSchema,
    status: 200,
    response: adminBannerSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
};
