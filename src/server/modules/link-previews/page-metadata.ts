import {
  LINK_PREVIEW_DESCRIPTION_MAX,
  LINK_PREVIEW_SITE_NAME_MAX,
  LINK_PREVIEW_TITLE_MAX,
} from "../../../shared/contracts/link-previews";

export type PageMetadata = {
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** The image's address as the page gives it, resolved against the page's address; http(s) only. */
  imageUrl: string | null;
};

/** Meta keys read, in order of preference for each field (OpenGraph, then Twitter card, then plain HTML). */
const TITLE_KEYS = ["og:title", "twitter:title"];
const DESCRIPTION_KEYS = ["og:description", "twitter:description", "description"];
const SITE_NAME_KEYS = ["og:site_name", "application-name"];
const IMAGE_KEYS = ["og:image:secure_url", "og:image:url", "og:image", "twitter:image", "twitter:image:src"];

/**
 * Reads a page's OpenGraph / Twitter-card title, description, site name and image (falling back to
 * <title> and the description meta tag) with htmlparser2, a streaming HTML parser that copes with the
 * broken markup of the open web. Only the document's head matters: parsing stops at <body>. The parser
 * is read with the first preview, not at start.
 */
export async function readPageMetadata(html: string, pageUrl: string): Promise<PageMetadata> {
  const { Parser } = await import("htmlparser2");
  const meta = new Map<string, string>();
  let titleText = "";
  let inTitle = false;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (done) return;
        if (name === "body") {
          done = true;
          return;
        }
        if (name === "title") inTitle = true;
        if (name !== "meta") return;
        const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
        const content = attributes.content;
        // The first value of a key wins (og:image may repeat; the first is the main one).
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle && !done && titleText.length < 4 * LINK_PREVIEW_TITLE_MAX) titleText += text;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
        if (name === "head") done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const pick = (keys: string[]) => keys.map((key) => clean(meta.get(key))).find((value) => value) ?? null;
  return {
    title: cut(pick(TITLE_KEYS) ?? clean(titleText), LINK_PREVIEW_TITLE_MAX),
    description: cut(pick(DESCRIPTION_KEYS), LINK_PREVIEW_DESCRIPTION_MAX),
    siteName: cut(pick(SITE_NAME_KEYS), LINK_PREVIEW_SITE_NAME_MAX),
    imageUrl: resolveHttpUrl(pick(IMAGE_KEYS), pageUrl),
  };
}

/** One line of visible text: control characters dropped, runs of white space made one space. */
function clean(value: string | undefined): string | null {
  if (value === undefined) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, " ");
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine === "" ? null : oneLine;
}

/** At most `max` characters, cut at the last word boundary with an ellipsis. */
function cut(value: string | null, max: number): string | null {
  if (value === null || value.length <= max) return value;
  const head = value.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}

function resolveHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
