/** docs/product.md, Limits: shared post text is cut to 100 characters, 200 for the social fallback. */
export const SHARE_TEXT_MAX_LENGTH = 100;
export const SOCIAL_SHARE_TEXT_MAX_LENGTH = 200;
export const TRUNCATION_SUFFIX = "...";

/** Cuts text to `maxLength` characters and adds '...' when it was longer. */
export function truncateShareText(content: string, maxLength: number = SHARE_TEXT_MAX_LENGTH): string {
  return content.length > maxLength ? `${content.slice(0, maxLength)}${TRUNCATION_SUFFIX}` : content;
}

/** The text for a social network's post-intent link (the last share fallback). */
export function socialShareText(content: string): string {
  return truncateShareText(content, SOCIAL_SHARE_TEXT_MAX_LENGTH);
}
