/** Elements whose content is never text to show (removed with everything inside them). */
const HIDDEN_ELEMENTS = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
];

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  bull: "\u2022",
  middot: "\u00b7",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  euro: "\u20ac",
  pound: "\u00a3",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      const isAllowed = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return isAllowed ? String.fromCodePoint(code) : " ";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Removes hidden elements with their content in one linear pass (an unclosed one swallows the rest). */
function removeHiddenElements(html: string): string {
  const lower = html.toLowerCase();
  let result = "";
  let position = 0;
  while (position < html.length) {
    let next = -1;
    let name = "";
    for (const element of HIDDEN_ELEMENTS) {
      const found = lower.indexOf(`<${element}`, position);
      if (found !== -1 && (next === -1 || found < next)) {
        next = found;
        name = element;
      }
    }
    if (next === -1) return result + html.slice(position);
    result += `${html.slice(position, next)} `;
    const close = lower.indexOf(`</${name}`, next);
    if (close === -1) return result;
    const closeEnd = lower.indexOf(">", close);
    position = closeEnd === -1 ? html.length : closeEnd + 1;
  }
  return result;
}

/** Removes markup, keeping text. `<[^<>]*>` never backtracks across another `<`, so it stays linear. */
function stripTags(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^<>]*>/g, " ");
}

/**
 * Plain text from feed HTML: scripts, styles and every tag removed, entities decoded, paragraphs
 * kept as blank lines, whitespace tidied, cut to `maxLength` characters at a word.
 */
export function htmlToText(html: string, maxLength: number): string {
  const bounded = html.slice(0, Math.max(maxLength * 4, 10_000));
  const withBreaks = removeHiddenElements(bounded)
    .replace(/<\s*br\s*\/?\s*>/gi, "\n")
    .replace(/<\/\s*(p|div|h[1-6]|li|ul|ol|blockquote|section|article|tr|table|pre|figure)\s*>/gi, "\n\n");
  // Decoding can reveal escaped markup (&lt;script&gt;); strip once more so only text remains.
  const text = stripTags(removeHiddenElements(decodeEntities(stripTags(withBreaks))))
    .replace(/\p{Cc}/gu, (character) => (character === "\n" || character === "\t" ? character : ""))
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return truncateText(text, maxLength);
}

/** Cuts at the last space before `maxLength` when there is one close enough, adding '...'. */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 3);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}
