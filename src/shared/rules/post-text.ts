/** A piece of post text: plain text, or an http(s) link found in it. */
export type PostTextSegment = { kind: "text"; text: string } | { kind: "link"; url: string };

/** http:// or https:// followed by anything up to whitespace or a character that cannot end a link. */
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually closes the sentence around a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function trimTrailingPunctuation(candidate: string): string {
  let link = candidate;
  for (;;) {
    const match = TRAILING_PUNCTUATION.exec(link);
    if (!match) return link;
    // Keep a closing parenthesis that closes one opened inside the link (Wikipedia-style URLs).
    const opens = (link.match(/\(/g) ?? []).length;
    const closes = (link.match(/\)/g) ?? []).length;
    if (match[0] === ")" && closes <= opens) return link;
    link = link.slice(0, -1);
  }
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Splits post text into plain text and http(s) links. Nothing is interpreted as markup: the
 * caller renders text as text and links as links, so HTML in a post is shown, never run.
 */
export function splitPostText(content: string): PostTextSegment[] {
  const segments: PostTextSegment[] = [];
  let textStart = 0;
  for (const match of content.matchAll(LINK_PATTERN)) {
    const start = match.index;
    const url = trimTrailingPunctuation(match[0]);
    if (!isWebAddress(url)) continue;
    if (start > textStart) segments.push({ kind: "text", text: content.slice(textStart, start) });
    segments.push({ kind: "link", url });
    textStart = start + url.length;
  }
  if (textStart < content.length) segments.push({ kind: "text", text: content.slice(textStart) });
  return segments;
}

/** The distinct links of a post, in order of appearance. */
export function linksInPostText(content: string): string[] {
  const links = splitPostText(content).flatMap((segment) => (segment.kind === "link" ? [segment.url] : []));
  return [...new Set(links)];
}

/** Longest link text a post shows (the address itself stays the link's target). */
export const DISPLAY_URL_MAX_LENGTH = 32;

/**
 * A link as a post shows it, as t.co shows its display URLs: the destination's domain and path,
 * without the scheme or `www.`, cut with an ellipsis past DISPLAY_URL_MAX_LENGTH characters
 * ("reyes.studio/work/brand-guide…"). An address that does not parse is shown as written.
 */
export function displayUrl(url: string, max = DISPLAY_URL_MAX_LENGTH): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const rest = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  let text = `${parsed.host.replace(/^www\./, "")}${rest === "/" ? "" : rest}`;
  try {
    text = decodeURI(text);
  } catch {
    // A malformed escape stays as written.
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
