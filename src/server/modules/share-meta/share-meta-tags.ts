/** What a shared link to one of our pages previews as elsewhere (OpenGraph and Twitter card). */
export type ShareMeta = {
  title: string;
  description: string | null;
  /** The page's absolute address. */
  url: string;
  type: "profile" | "article" | "website";
  /** An absolute address on our origin, or null. */
  image: string | null;
};

const DESCRIPTION_MAX = 200;

/** Escapes text for a double-quoted attribute or element content. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** One line of at most `max` characters, cut at a word with an ellipsis. */
export function shortText(value: string | null | undefined, max = DESCRIPTION_MAX): string | null {
  const line = (value ?? "").replace(/\s+/g, " ").trim();
  if (line === "") return null;
  if (line.length <= max) return line;
  const head = line.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}

/** The meta elements of `meta` (no script: the CSP stays as it is). */
export function shareMetaTags(meta: ShareMeta): string {
  const tags: [string, string, string | null][] = [
    ["property", "og:site_name", "Netwise"],
    ["property", "og:type", meta.type],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", meta.url],
    ["property", "og:image", meta.image],
    ["name", "twitter:card", meta.image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", meta.description],
    ["name", "twitter:image", meta.image],
  ];
  return tags
    .filter((tag): tag is [string, string, string] => tag[2] !== null)
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join("\n    ");
}

/**
 * The app's index.html with the page's title, description and share tags written into its head. The
 * generic description of index.html is replaced, so a crawler reads one.
 */
export function withShareMeta(indexHtml: string, meta: ShareMeta): string {
  const title = `<title>${escapeHtml(`${meta.title} · Netwise`)}</title>`;
  const description = meta.description
    ? `<meta name="description" content="${escapeHtml(meta.description)}" />`
    : "";
  return indexHtml
    .replace(/<meta name="description"[^>]*>\s*/i, "")
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/<\/head>/i, () => `  ${description}\n    ${shareMetaTags(meta)}\n  </head>`);
}
