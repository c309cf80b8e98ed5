import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { LinkPreview } from "../../../shared/contracts/link-previews";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { type LinkPreviewStatus, postLinkPreviews, posts } from "../../db/schema";
import { removeUploadedImage } from "../../uploads/image-uploads";
import { firstLink } from "./first-link";
import { fetchLinkPreview } from "./link-preview-fetch";

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

type FetchOptions = { config: Pick<Config, "fetchAllowOrigins" | "uploadDir">; signal: AbortSignal };

/**
 * Fetches the page and stores what it gave (ready) or that it gave nothing (failed). When the post
 * was deleted meanwhile, the copied image is deleted too.
 */
export async function completeLinkPreview(db: Database, postId: number, url: string, options: FetchOptions) {
  const preview = await fetchLinkPreview(url, options);
  if (options.signal.aborted) {
    // Shutting down: the row stays pending and expires; a copied image is not kept.
    if (preview?.image) await removeUploadedImage(options.config, preview.image);
    return;
  }
  const [updated] = await db
    .update(postLinkPreviews)
    .set(
      preview
        ? { status: "ready", ...preview, fetchedAt: new Date() }
        : { status: "failed", fetchedAt: new Date() },
    )
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
