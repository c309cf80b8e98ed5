import { type Phrase, wishHead } from "./matching-phrases";
import { foldConcepts, matchingTerms, stemWord } from "./matching-terms";

/**
 * Whether "Offers <offer> — you're looking for <wish>" is true: both halves are about the same thing
 * (issue 29, decision 0011 "Honest reasons"). Each half must be said by the other:
 * - forward: every word of what the wish asks for (its focus: "cybersecurity" of "a cybersecurity
 *   advisor for client audits") is in the offer, or a word of the offer close in meaning to it; the
 *   offer's words that only repeat the wish's context ("cafe" of "a bakery to supply our cafe") do
 *   not count;
 * - backward: the offer's own words, on average, are found in the wish the same way ("data" of "data
 *   cleaning" is not in "a cleaner for our office").
 * The support is the smaller of the two, 0..1; a reason is shown from REASON_SUPPORT up. The
 * threshold was chosen on half of the labelled reason pairs (test-data/matching/)
 * and checked on the other half: see the test and decision 0011.
 */
export const REASON_SUPPORT = 0.6;

/** Word-level meaning: the words a text is read as, and the cosine of two words (null when unknown). */
export type WordMeaning = {
  words(text: string): string[];
  similarity(a: string, b: string): number | null;
};

/** Without a model, words are compared by their stems only. */
export const SPELLING_ONLY: WordMeaning = {
  words: (text) =>
    (
      text
        .toLowerCase()
        .replace(/['’]s\b/g, "")
        .match(/[a-z0-9]+(?:[-.+#][a-z0-9+#]+)*\+{0,2}/g) ?? []
    ).filter((word) => !FRAMING.has(word)),
  similarity: () => null,
};

const FRAMING = new Set(
  `a about an and any are as at be by for from has have i in into is it its me my of on or our so that the their them
  they this to us we who whom with you your someone somebody anyone people person looking look need needs needed
  want wants seeking seek find help helps helping get good great best new also just like some`.split(/\s+/),
);

/** Words that say what kind of provider, not what about: "a tax advisor" asks for tax. */
const GENERIC = new Set(
  `advisor advisors adviser consultant consultants consulting consultancy expert experts specialist specialists
  services service support agency provider providers contractor contractors professional professionals freelance
  freelancer partner company firm work`.split(/\s+/),
);

/** What a wish asks for: the words before "for" / "to", plus the purpose of "to help me …". */
export function wishFocus(text: string, meaning: WordMeaning): string[] {
  const purpose = /\bto help(?:\s+(?:me|us|our \w+))?\s+(.+)$/i.exec(text)?.[1];
  const head = wishHead(text) + (purpose ? ` ${purpose}` : "");
  for (const part of head.split(/\s+to\s+/i)) {
    const words = meaning.words(part).filter((word) => !GENERIC.has(word));
    if (words.length > 0) return words;
  }
  return meaning.words(head);
}

/** One word in two forms: the same stem, or a long shared beginning ("photographer", "photography"). */
export function sameWord(a: string, b: string): boolean {
  if (stemWord(a) === stemWord(b)) return true;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return shared >= 6 && shared >= 0.75 * Math.min(a.length, b.length);
}

/** How well `into` says `word`: 1 for the same word in any form, else the closest cosine. */
function coverage(word: string, into: readonly string[], meaning: WordMeaning): number {
  let best = 0;
  for (const other of into) {
    if (sameWord(word, other)) return 1;
    const cosine = meaning.similarity(word, other);
    if (cosine !== null && cosine > best) best = cosine;
  }
  return best;
}

/** The support (0..1) of a reason that bridges this wish and this offer. */
export function reasonSupport(
  wishText: string,
  offerText: string,
  meaning: WordMeaning = SPELLING_ONLY,
): number {
  // Synonym groups the vectors cannot join (SEO / search engine optimisation) are one word on both sides.
  const wish = foldConcepts(wishText.replace(/['’]s\b/g, ""));
  const offer = foldConcepts(offerText.replace(/['’]s\b/g, ""));
  const focus = wishFocus(wish, meaning);
  const wishWords = meaning.words(wish);
  if (focus.length === 0) return 0;
  const context = wishWords.filter((word) => !focus.includes(word));
  const offerWords = meaning.words(offer);
  const answering = offerWords.filter((word) => !context.some((other) => sameWord(word, other)));
  const offerTerms = matchingTerms(offer);
  const focusTerms = matchingTerms(focus.join(" "));
  // Synonym groups the vectors cannot join (SEO / search engine optimisation) say the whole focus.
  const forward =
    focusTerms.length > 0 && focusTerms.every((term) => offerTerms.includes(term))
      ? 1
      : Math.min(...focus.map((word) => coverage(word, answering, meaning)));
  // What the offer is, not whom it is for ("accounting" of "accounting for agencies").
  const own = meaning.words(wishHead(offer)).filter((word) => !GENERIC.has(word));
  const wishTerms = matchingTerms(wish);
  const backward =
    own.length === 0 || (offerTerms.length > 0 && offerTerms.every((term) => wishTerms.includes(term)))
      ? 1
      : own.reduce((sum, word) => sum + coverage(word, wishWords, meaning), 0) / own.length;
  return Math.min(forward, backward);
}

/** Whether a reason may pair this wish with this offer. */
export function reasonHolds(wish: Phrase, offer: Phrase, meaning: WordMeaning = SPELLING_ONLY): boolean {
  return reasonSupport(wish.text, offer.text, meaning) >= REASON_SUPPORT;
}
