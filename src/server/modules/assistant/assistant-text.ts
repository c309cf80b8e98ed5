/** Words that say nothing about what a member needs; dropped before relevance is scored. */
const STOPWORDS = new Set(
  (
    "a about above after again all also am an and any are as at be because been before being below " +
    "between both but by can could did do does doing done for from further get got had has have having " +
    "he her here hers him his how i if in into is it its itself just let me might more most much must my " +
    "myself need needs no nor not now of off on once only or other our ours out over own please really " +
    "same she should so some such than that the their theirs them then there these they this those " +
    "through to too under until up us very want wanted wants was we were what when where which while who " +
    "whom why will with would you your yours looking look like help hi hello hey thanks thank would " +
    "service services something someone anything thing things kind sort lot lots way ways make made " +
    "best good great better new use using used know tell show give offer offers provide " +
    // Words of the question itself (price, timing, ordering), not of the need.
    "long take takes taking cost costs price prices pricing priced much expensive cheap cheapest " +
    "charge fee fees time times delivery deliver soon fast quick order orders ordering status"
  ).split(/\s+/),
);

/** A light suffix-stripper: 'websites', 'designing' and 'designed' meet 'website' and 'design'. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** Lowercase word tokens, stemmed, in order (stopwords kept: phrases are matched on these). */
export function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .match(/[a-z0-9]+/g) ?? []
  ).map(stem);
}

/** The tokens that carry meaning. */
export function contentTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .match(/[a-z0-9]+/g) ?? []
  )
    .filter((word) => !STOPWORDS.has(word) && word.length > 1)
    .map(stem);
}

/** Whether the token sequence `phrase` occurs in `words`. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  outer: for (let start = 0; start <= words.length - phrase.length; start += 1) {
    for (let offset = 0; offset < phrase.length; offset += 1) {
      if (words[start + offset] !== phrase[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** Shortens text for quoting back, on a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}
