import type { Config } from "../../config";
import { type SafeFetchResponse, safeFetch } from "../../http/safe-fetch";
import { storeImage } from "../../uploads/image-uploads";
import { readPageMetadata } from "./page-metadata";

/** Limits of the two fetches a preview makes (the page, then its image); each has its own timeout. */
export const LINK_PREVIEW_LIMITS = {
  pageTimeoutMs: 5_000,
  /** The head of a page is near its start; a larger page gets no preview rather than a long read. */
  pageMaxBytes: 1024 * 1024,
  imageTimeoutMs: 5_000,
  imageMaxBytes: 5 * 1024 * 1024,
  /** The stored copy fits in this box (the card shows it at most 560 px wide, twice for sharp screens). */
  imageMaxWidth: 1200,
  imageMaxHeight: 1200,
};

const PAGE_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const USER_AGENT = "NetwiseLinkPreview/1.0 (+https://netwise.app)";

export type FetchedPreview = {
  title: string;
  description: string | null;
  siteName: string;
  /** A copy under /uploads, or null. */
  image: string | null;
};

type Options = { config: Pick<Config, "fetchAllowOrigins" | "uploadDir">; signal: AbortSignal };

/**
 * Fetches `url` through the SSRF guard (http/safe-fetch.ts: public addresses only, every redirect
 * checked, timed out, size capped), reads its metadata when it is HTML, and copies its image through
 * the upload pipeline. Null when there is nothing to show: the guard refused, the page is not HTML,
 * too large, too slow, or has no title. Never throws for anything the remote side does.
 */
export async function fetchLinkPreview(
  url: string,
  { config, signal }: Options,
): Promise<FetchedPreview | null> {
  let page: SafeFetchResponse;
  try {
    page = await safeFetch(url, {
      timeoutMs: LINK_PREVIEW_LIMITS.pageTimeoutMs,
      maxBytes: LINK_PREVIEW_LIMITS.pageMaxBytes,
      signal,
      allowOrigins: config.fetchAllowOrigins,
      headers: { accept: "text/html, application/xhtml+xml;q=0.9", "user-agent": USER_AGENT },
    });
  } catch {
    return null;
  }
  const { type, charset } = contentType(page.headers["content-type"]);
  if (!PAGE_TYPES.has(type)) return null;
  const metadata = await readPageMetadata(decode(page.body, charset), page.url);
  if (!metadata.title) return null;
  const image = metadata.imageUrl ? await copyImage(metadata.imageUrl, { config, signal }) : null;
  return {
    title: metadata.title,
    description: metadata.description,
    siteName: metadata.siteName ?? hostName(page.url),
    image,
  };
}

/** The page's image, re-encoded as WebP under /uploads (metadata stripped, pixel cap), or null. */
async function copyImage(url: string, { config, signal }: Options): Promise<string | null> {
  try {
    const response = await safeFetch(url, {
      timeoutMs: LINK_PREVIEW_LIMITS.imageTimeoutMs,
      maxBytes: LINK_PREVIEW_LIMITS.imageMaxBytes,
      signal,
      allowOrigins: config.fetchAllowOrigins,
      headers: { accept: "image/webp, image/png, image/jpeg", "user-agent": USER_AGENT },
    });
    if (!contentType(response.headers["content-type"]).type.startsWith("image/")) return null;
    const stored = await storeImage(response.body, config, {
      maxWidth: LINK_PREVIEW_LIMITS.imageMaxWidth,
      maxHeight: LINK_PREVIEW_LIMITS.imageMaxHeight,
    });
    return stored.url;
  } catch {
    return null;
  }
}

function contentType(header: string | undefined) {
  const [type = "", ...parameters] = (header ?? "").split(";");
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "");
  return { type: type.trim().toLowerCase(), charset };
}

function decode(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/** "www.example.com" → "example.com". */
function hostName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}
