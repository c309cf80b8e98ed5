import type { AdminBanner, CreateBannerRequest } from "@shared/contracts/banners";
import { BANNER_PAGES, BANNER_TITLE_MAX_LENGTH } from "@shared/contracts/banners";
import { z } from "zod";

const isBannerUrl = (value: string) => {
  if (value === "") return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** The Banner Configuration form: dates as the date inputs give them (yyyy-mm-dd, local). */
export const bannerFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Banner Title is required")
      .max(BANNER_TITLE_MAX_LENGTH, `Banner Title must be at most ${BANNER_TITLE_MAX_LENGTH} characters`),
    description: z.string().trim().max(300, "Description must be at most 300 characters"),
    /** Set by the upload (POST /api/admin/banners/images); an older banner may keep an outside one. */
    imageUrl: z.string(),
    linkUrl: z
      .string()
      .trim()
      .refine(isBannerUrl, "Target URL must start with http://, https:// or / (a page on this site)"),
    startDate: z.string(),
    endDate: z.string(),
    targetPages: z.array(z.enum(BANNER_PAGES)).min(1, "Choose at least one display page"),
    isActive: z.boolean(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
    message: "End Date must be after the Start Date",
    path: ["endDate"],
  });
export type BannerFormValues = z.infer<typeof bannerFormSchema>;

/** yyyy-mm-dd of a moment in this browser's time zone, for a date input. */
function toDateInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function bannerFormDefaults(banner: AdminBanner | null): BannerFormValues {
  return {
    title: banner?.title ?? "",
    description: banner?.description ?? "",
    imageUrl: banner?.imageUrl ?? "",
    linkUrl: banner?.linkUrl ?? "",
    startDate: toDateInput(banner?.startDate ?? null),
    endDate: toDateInput(banner?.endDate ?? null),
    targetPages: (banner?.targetPages ?? ["Dashboard"]).filter(
      (page): page is (typeof BANNER_PAGES)[number] => (BANNER_PAGES as readonly string[]).includes(page),
    ),
    isActive: banner?.isActive ?? true,
  };
}

/**
 * The start date runs from the start of its day, the end date to the end of its day (local time).
 * An edited banner's picture is sent only when it changed, so an older banner with an outside
 * picture can still be edited.
 */
export function toBannerRequest(
  values: BannerFormValues,
  original: AdminBanner | null = null,
): CreateBannerRequest {
  const imageChanged = !original || values.imageUrl !== (original.imageUrl ?? "");
  return {
    title: values.title,
    description: values.description,
    ...(imageChanged ? { imageUrl: values.imageUrl } : {}),
    linkUrl: values.linkUrl,
    startDate: values.startDate ? new Date(`${values.startDate}T00:00:00`).toISOString() : null,
    endDate: values.endDate ? new Date(`${values.endDate}T23:59:59.999`).toISOString() : null,
    targetPages: values.targetPages,
    isActive: values.isActive,
  };
}
