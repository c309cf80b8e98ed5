/** Lowercase, ASCII, dash-separated: usable in a URL path ("Café & Co." → "cafe-and-co"). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug of at most `max` characters with no dash at the end, or `fallback` when nothing is left. */
export function slugOf(text: string, fallback: string, max = 80): string {
  return slugify(text).slice(0, max).replace(/-+$/g, "") || fallback;
}

/** What a slug sent by a client must look like: lowercase letters and digits in dash-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 200;
