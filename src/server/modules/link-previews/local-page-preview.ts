import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { copyUploadedImage, uploadedFilePath } from "../../uploads/image-uploads";
import { DEFAULT_PROFILE_CARD, shareMetaFor } from "../share-meta/share-meta.service";

/** The site name on the card of a page of this site. */
export const LOCAL_SITE_NAME = "Netwise";

type PreviewFields = { title: string; description: string | null; siteName: string; image: string | null };

/**
 * The preview of a link to a page of this site (an article, a profile, a business, a topic), built from
 * the database as the page's own share tags are (share-meta), without a network fetch. Undefined when
 * the link leads elsewhere; `{ preview: null }` for a page of ours with nothing to show (a missing
 * member, an unpublished article). A picture that is an upload is copied, as a fetched page's is, so
 * deleting the post never deletes the member's photo or the business's logo.
 */
export async function localPagePreview(
  db: Database,
  config: Pick<Config, "appUrl" | "uploadDir">,
  url: string,
): Promise<{ preview: PreviewFields | null } | undefined> {
  const link = new URL(url);
  if (link.origin !== new URL(config.appUrl).origin) return undefined;
  const meta = await shareMetaFor(db, config, link.pathname);
  if (!meta) return { preview: null };
  const path = meta.image?.startsWith(config.appUrl) ? meta.image.slice(config.appUrl.length) : null;
  const picture = path === DEFAULT_PROFILE_CARD ? null : path;
  const image = uploadedFilePath(config, picture) ? await copyUploadedImage(config, picture) : picture;
  return {
    preview: { title: meta.title, description: meta.description, siteName: LOCAL_SITE_NAME, image },
  };
}
