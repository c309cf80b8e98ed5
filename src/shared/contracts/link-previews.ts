import { z } from "zod";

/** Longest title, description and site name a preview keeps (longer ones are cut at a word). */
export const LINK_PREVIEW_TITLE_MAX = 200;
export const LINK_PREVIEW_DESCRIPTION_MAX = 300;
export const LINK_PREVIEW_SITE_NAME_MAX = 100;

/** The preview of a post's first link while the server is still fetching the page. */
export const pendingLinkPreviewSchema = z.object({ status: z.literal("pending"), url: z.string() });

/**
 * The page's OpenGraph / Twitter-card title, description and site name; `image` is a copy on this
 * origin (/uploads/…webp) or null — never the remote address (the CSP allows images from 'self').
 */
export const readyLinkPreviewSchema = z.object({
  status: z.literal("ready"),
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  siteName: z.string(),
  image: z.string().nullable(),
});

/** A post's link preview: null when it has no link, or the page gave nothing to show. */
export const linkPreviewSchema = z
  .discriminatedUnion("status", [pendingLinkPreviewSchema, readyLinkPreviewSchema])
  .nullable();
export type LinkPreview = z.input<typeof linkPreviewSchema>;
