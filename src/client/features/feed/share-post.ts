import { socialShareText, truncateShareText } from "@shared/rules/share-text";

export type ShareOutcome = "shared" | "copied" | "social" | "cancelled";

/** Where a shared post points: the feed (posts have no page of their own). */
export const feedShareUrl = () => `${window.location.origin}/feed`;

/** The social network's post-intent link, the last fallback, with the 200-character text. */
export function socialIntentUrl(content: string, url: string): string {
  const params = new URLSearchParams({ text: socialShareText(content), url });
  return `https://twitter.com/intent/tweet?${params}`;
}

/**
 * docs/product.md, States: the device share sheet, else a clipboard copy, else a social post-intent
 * link. A share sheet the reader closes is not a share and tries nothing else.
 */
export async function sharePostContent(content: string, authorName: string): Promise<ShareOutcome> {
  const url = feedShareUrl();
  const text = truncateShareText(content);
  const data = { title: `${authorName} on Netwise`, text, url };
  if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      return "copied";
    } catch {
      // Clipboard refused (no permission, insecure page): fall through to the social link.
    }
  }
  window.open(socialIntentUrl(content, url), "_blank", "noopener,noreferrer");
  return "social";
}

/** Where one post is found: the feed, scrolled to it (as its notifications link it). */
export const postUrl = (origin: string, postId: number) => `${origin}/feed#post-${postId}`;

/**
 * The message that sends a post to a connection: the member's note (if any) above the post's link,
 * cut so the link always fits in a message of `maxLength`.
 */
export function sendPostMessageText(note: string, url: string, maxLength: number): string {
  const trimmed = note.trim();
  if (trimmed === "") return url;
  const room = maxLength - url.length - 2;
  const kept = trimmed.length > room ? `${trimmed.slice(0, Math.max(room - 1, 0)).trimEnd()}…` : trimmed;
  return `${kept}\n\n${url}`;
}
