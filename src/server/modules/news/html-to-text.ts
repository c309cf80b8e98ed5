import { decode } from "html-entities";

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
  const text = stripTags(removeHiddenElements(decode(stripTags(withBreaks), { level: "html5" })))
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
