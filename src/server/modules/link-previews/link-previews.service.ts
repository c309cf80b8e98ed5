import { and, desc, eq, gt, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { LinkPreview } from "../../../shared/contracts/link-previews";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { type LinkPreviewStatus, postLinkPreviews, posts } from "../../db/schema";
import { copyUploadedImage, removeUploadedImage } from "../../uploads/image-uploads";
import { firstLink } from "./first-link";
import { fetchLinkPreview } from "./link-preview-fetch";
import { localPagePreview } from "./local-page-preview";

/**
 * A preview still pending after this long was lost (its process stopped mid-fetch): it is shown as
 * none, and the composer's card stops waiting for it. Every fetch times out well before.
 */
export const PENDING_PREVIEW_EXPIRES_MS = 60_000;

/** The preview's columns for a feed query that left-joins post_link_previews on the post's id. */
export const linkPreviewColumns = {
  previewUrl: postLinkPreviews.url,
  previewStatus: postLinkPreviews.status,
  previewTitle: postLinkPreviews.title,
  previewDescription: postLinkPreviews.description,
  previewSiteName: postLinkPreviews.siteName,
  previewImage: postLinkPreviews.image,
  previewCreatedAt: postLinkPreviews.createdAt,
};

export type LinkPreviewFields = {
  previewUrl: string | null;
  previewStatus: LinkPreviewStatus | null;
  previewTitle: string | null;
  previewDescription: string | null;
  previewSiteName: string | null;
  previewImage: string | null;
  previewCreatedAt: Date | null;
};

/** The response shape of a post's preview (see shared/contracts/link-previews.ts). */
export function toLinkPreview(row: LinkPreviewFields, now: Date = new Date()): LinkPreview {
  if (row.previewUrl === null) return null;
  if (row.previewStatus === "pending") {
    const age = now.getTime() - (row.previewCreatedAt?.getTime() ?? 0);
    return age < PENDING_PREVIEW_EXPIRES_MS ? { status: "pending", url: row.previewUrl } : null;
  }
  if (row.previewStatus !== "ready" || row.previewTitle === null) return null;
  return {
    status: "ready",
    url: row.previewUrl,
    title: row.previewTitle,
    description: row.previewDescription,
    siteName: row.previewSiteName ?? new URL(row.previewUrl).hostname,
    image: row.previewImage,
  };
}

/**
 * Records that a new post's first link is to be previewed (the feed shows it pending); the fetch itself
 * runs after the answer (link-preview-runner.ts). Returns the link, or null when the post has none.
 */
export async function requestLinkPreview(db: DbExecutor, postId: number, content: string) {
  const url = firstLink(content);
  if (url === null) return null;
  await db.insert(postLinkPreviews).values({ postId, url }).onConflictDoNothing();
  return url;
}

type FetchOptions = {
  config: Pick<Config, "appUrl" | "fetchAllowOrigins" | "uploadDir">;
  signal: AbortSignal;
};

/**
 * A page is fetched once: another post of the same address reuses a preview fetched within this
 * long (a page that gave nothing is tried again sooner, as its failure may have been passing).
 */
export const PREVIEW_REUSE_MS = 24 * 60 * 60 * 1000;
export const FAILED_PREVIEW_REUSE_MS = 60 * 60 * 1000;

/**
 * The newest preview of `url` another post stored recently enough to reuse, or undefined: one probe
 * of post_link_previews_url_fetched_idx.
 */
async function findReusablePreview(db: Database, postId: number, url: string, now: Date) {
  const [row] = await db
    .select({
      status: postLinkPreviews.status,
      title: postLinkPreviews.title,
      description: postLinkPreviews.description,
      siteName: postLinkPreviews.siteName,
      image: postLinkPreviews.image,
      fetchedAt: postLinkPreviews.fetchedAt,
    })
    .from(postLinkPreviews)
    .where(
      and(
        eq(postLinkPreviews.url, url),
        gt(postLinkPreviews.fetchedAt, new Date(now.getTime() - PREVIEW_REUSE_MS)),
        ne(postLinkPreviews.postId, postId),
        or(
          eq(postLinkPreviews.status, "ready"),
          and(
            eq(postLinkPreviews.status, "failed"),
            gt(postLinkPreviews.fetchedAt, new Date(now.getTime() - FAILED_PREVIEW_REUSE_MS)),
          ),
        ),
      ),
    )
    .orderBy(desc(postLinkPreviews.fetchedAt))
    .limit(1);
  return row;
}

/**
 * The preview of `url` for the post: a page of this site built from the database (no fetch), else
 * reused from a recent post of the same address, else fetched.
 */
async function previewOf(db: Database, postId: number, url: string, options: FetchOptions) {
  const local = await localPagePreview(db, options.config, url);
  if (local) return { preview: local.preview, fetchedAt: new Date() };
  const reusable = await findReusablePreview(db, postId, url, new Date());
  if (!reusable) return { preview: await fetchLinkPreview(url, options), fetchedAt: new Date() };
  // The first fetch's time is kept: a preview is reused for a day after the page was read, not longer.
  const fetchedAt = reusable.fetchedAt ?? new Date();
  if (reusable.status !== "ready" || reusable.title === null) return { preview: null, fetchedAt };
  return {
    preview: {
      title: reusable.title,
      description: reusable.description,
      siteName: reusable.siteName ?? new URL(url).hostname,
      image: await copyUploadedImage(options.config, reusable.image),
    },
    fetchedAt,
  };
}

/**
 * Stores the preview of the post's link: reused from another post of the same address within a day
 * (its card copied, its image copied), else fetched; ready with what it gave, or failed when it gave
 * nothing. When the post was deleted meanwhile, the stored image is deleted too.
 */
export async function completeLinkPreview(db: Database, postId: number, url: string, options: FetchOptions) {
  const { preview, fetchedAt } = await previewOf(db, postId, url, options);
  if (options.signal.aborted) {
    // Shutting down: the row stays pending and expires; a copied image is not kept.
    if (preview?.image) await removeUploadedImage(options.config, preview.image);
    return;
  }
  const [updated] = await db
    .update(postLinkPreviews)
    .set(preview ? { status: "ready", ...preview, fetchedAt } : { status: "failed", fetchedAt })
    .where(and(eq(postLinkPreviews.postId, postId), eq(postLinkPreviews.status, "pending")))
    .returning({ postId: postLinkPreviews.postId });
  if (!updated && preview?.image) await removeUploadedImage(options.config, preview.image);
}

/** GET /api/feed/{id}/link-preview's answer: the preview of a post the reader can see (null without one). */
export async function findLinkPreview(db: Database, postId: number) {
  const [row] = await db
    .select(linkPreviewColumns)
    .from(postLinkPreviews)
    .where(eq(postLinkPreviews.postId, postId))
    .limit(1);
  return row ? toLinkPreview(row) : null;
}

/** The copied preview images of posts about to be deleted (of one member, or by id), to remove after. */
export async function linkPreviewImagesOf(
  db: Pick<Database, "select">,
  which: { postIds: number[] } | { authorId: number },
): Promise<string[]> {
  const rows = await db
    .select({ image: postLinkPreviews.image })
    .from(postLinkPreviews)
    .innerJoin(posts, eq(posts.id, postLinkPreviews.postId))
    .where(
      and(
        isNotNull(postLinkPreviews.image),
        "postIds" in which ? inArray(posts.id, which.postIds) : eq(posts.userId, which.authorId),
      ),
    );
  return rows.flatMap((row) => (row.image ? [row.image] : []));
}

/** Deletes copied preview images once their posts are gone. */
export async function removeLinkPreviewImages(config: Pick<Config, "uploadDir">, images: string[]) {
  for (const image of images) await removeUploadedImage(config, image);
}
