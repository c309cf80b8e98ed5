import { splitPostText } from "./post-text";

/** A topic tag: a letter, then up to 39 letters, digits or underscores (`#RemoteWork`, `#b2b_sales`). */
export const TOPIC_TAG_MAX_LENGTH = 40;
export const TOPIC_TAG_PATTERN = /^[\p{L}][\p{L}\p{N}_]{1,39}$/u;
/** At most this many members are mentioned (and notified) and this many tags stored per post. */
export const MENTIONS_PER_POST_MAX = 20;
export const TAGS_PER_POST_MAX = 20;
/** A username as the app makes them: lowercase letters, digits and dashes, at most 100 characters. */
const USERNAME_MAX_LENGTH = 100;

/**
 * `#tag` not glued to a word, an `&` entity or a path before it, and not longer than the limit
 * (a longer run is no tag at all, not a cut one).
 */
const TAG = /(?<![\p{L}\p{N}_&/#])#([\p{L}][\p{L}\p{N}_]{1,39})(?![\p{L}\p{N}_])/gu;
/** `@username` not inside an e-mail address or a word. */
const MENTION = new RegExp(
  `(?<![\\p{L}\\p{N}_@.\\-/])@([a-z0-9](?:[a-z0-9-]{0,${USERNAME_MAX_LENGTH - 2}}[a-z0-9])?)(?![\\p{L}\\p{N}_-])`,
  "giu",
);

export type RichTextSegment =
  | { kind: "text"; text: string }
  | { kind: "link"; url: string }
  | { kind: "mention"; username: string; text: string }
  | { kind: "tag"; tag: string; text: string };

/** The normal form a tag is stored and linked by. */
export const normalizeTag = (tag: string) => tag.toLowerCase();

function splitText(text: string): RichTextSegment[] {
  const found = [
    ...[...text.matchAll(MENTION)].map((match) => ({
      start: match.index,
      text: match[0],
      segment: { kind: "mention" as const, username: (match[1] as string).toLowerCase(), text: match[0] },
    })),
    ...[...text.matchAll(TAG)].map((match) => ({
      start: match.index,
      text: match[0],
      segment: { kind: "tag" as const, tag: normalizeTag(match[1] as string), text: match[0] },
    })),
  ].sort((a, b) => a.start - b.start);
  const segments: RichTextSegment[] = [];
  let at = 0;
  for (const item of found) {
    if (item.start < at) continue;
    if (item.start > at) segments.push({ kind: "text", text: text.slice(at, item.start) });
    segments.push(item.segment);
    at = item.start + item.text.length;
  }
  if (at < text.length) segments.push({ kind: "text", text: text.slice(at) });
  return segments;
}

/**
 * Post text as plain text, links, `@username` mentions and `#topic` tags (never inside a link).
 * Nothing is markup: the caller renders each piece as text or as a link.
 */
export function splitRichText(content: string): RichTextSegment[] {
  return splitPostText(content).flatMap((segment) =>
    segment.kind === "link" ? [segment] : splitText(segment.text),
  );
}

/** The distinct usernames a post mentions, in order, at most MENTIONS_PER_POST_MAX. */
export function mentionedUsernames(content: string): string[] {
  const names = splitRichText(content).flatMap((segment) =>
    segment.kind === "mention" ? [segment.username] : [],
  );
  return [...new Set(names)].slice(0, MENTIONS_PER_POST_MAX);
}

/** The distinct tags of a post (lowercase), in order, at most TAGS_PER_POST_MAX. */
export function topicTags(content: string): string[] {
  const tags = splitRichText(content).flatMap((segment) => (segment.kind === "tag" ? [segment.tag] : []));
  return [...new Set(tags)].slice(0, TAGS_PER_POST_MAX);
}

/** Longest text after `@` the composer looks members up by. */
export const MENTION_QUERY_MAX_LENGTH = 40;

/**
 * The mention being typed: when the caret follows `@` and up to 40 letters, digits or dashes at the
 * start of a word, where it starts (the `@`) and what follows it. Null otherwise.
 */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[\s(])@([\p{L}\p{N}-]{0,40})$/u.exec(before);
  if (!match) return null;
  const query = match[1] as string;
  return { start: caret - query.length - 1, query };
}
