/** Longest address a preview is fetched for; a longer one gets no preview. */
export const MAX_PREVIEW_URL_LENGTH = 2048;

const LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://a.example/x."). */
const TRAILING = /[.,;:!?)\]}'"»”’]+$/;

/**
 * The first http(s) address in a post, as the preview is made for it (only the first: a post with 50
 * links costs one fetch). Trailing punctuation is left out, and a closing parenthesis is kept when the
 * address opened one (https://en.wikipedia.org/wiki/Foo_(bar)). Null when there is none.
 */
export function firstLink(content: string): string | null {
  for (const match of content.matchAll(LINK)) {
    let candidate = match[0];
    while (TRAILING.test(candidate)) {
      const kept = keepBalancedParenthesis(candidate);
      if (kept === candidate) break;
      candidate = kept;
    }
    if (candidate.length > MAX_PREVIEW_URL_LENGTH) return null;
    try {
      const url = new URL(candidate);
      if (url.hostname) return url.toString();
    } catch {
      // Not an address after all ("http://" alone): look at the next one.
    }
  }
  return null;
}

/** Drops the last character when it is trailing punctuation, unless it closes a parenthesis of the address. */
function keepBalancedParenthesis(candidate: string): string {
  const last = candidate.at(-1);
  if (last === ")") {
    const opened = candidate.split("(").length - 1;
    const closed = candidate.split(")").length - 1;
    if (opened >= closed) return candidate;
  }
  return candidate.slice(0, -1);
}
