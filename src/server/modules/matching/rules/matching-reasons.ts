import type { Phrase } from "./matching-phrases";

/**
 * The sentences a member reads under a suggestion. A wish is written by its owner in the first
 * person ("someone to move our servers to the cloud"); a reason speaks to the viewer, so the
 * viewer's own wish turns into "your", and the other member's into "their".
 */

const SECOND_PERSON: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
  "i'm": "you're",
  "we're": "you're",
  "i've": "you've",
  "we've": "you've",
};
const THIRD_PERSON: Record<string, string> = {
  i: "they",
  me: "them",
  my: "their",
  mine: "theirs",
  myself: "themselves",
  we: "they",
  us: "them",
  our: "their",
  ours: "theirs",
  ourselves: "themselves",
  "i'm": "they're",
  "we're": "they're",
  "i've": "they've",
  "we've": "they've",
};

function reword(text: string, table: Record<string, string>): string {
  return text.replace(/[’]/g, "'").replace(/\b(?:i'm|we're|i've|we've|[a-z]+)\b/gi, (word) => {
    const swap = table[word.toLowerCase()];
    return swap ?? word;
  });
}

/** Lower-cases the first letter unless the first word is an acronym or a name ("SEO audits", "React"). */
export function inSentence(text: string): string {
  const first = text.split(" ")[0] ?? "";
  if (first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A job title inside a sentence: "Marketing Consultant" → "marketing consultant", "SaaS Founder" → "SaaS founder". */
export function roleInSentence(title: string): string {
  return title
    .split(" ")
    .map((word) =>
      word.length > 1 && (word === word.toUpperCase() || /[A-Z]/.test(word.slice(1)))
        ? word
        : word.toLowerCase(),
    )
    .join(" ");
}

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim()} `;
/** The wish quotes the offer whole ("web design" in "web design for my shop"), so one phrase says both. */
const same = (wish: string, offer: string) =>
  words(offer).trim().length > 0 && words(wish).includes(words(offer));

/** What the member offers, as a fact and no more ("Offers patent searches", "Works as voice trainer"). */
export function offerReason(offer: Phrase): string {
  return offer.kind === "skill"
    ? `Skilled in ${offer.text}`
    : offer.kind === "role"
      ? `Works as ${roleInSentence(offer.text)}`
      : offer.kind === "industry"
        ? `Works in ${roleInSentence(offer.text)}`
        : `Offers ${inSentence(offer.text)}`;
}

/** Why the candidate is suggested: they offer what the viewer looks for. */
export function theyOfferReason(offer: Phrase, yourWish: Phrase): string {
  const lead = offerReason(offer);
  // A wish for clients says what they need as well: it is quoted whole.
  if (!yourWish.client && same(yourWish.text, offer.text)) {
    return offer.kind === "role" || offer.kind === "industry"
      ? `${lead}, who you're looking for`
      : `${lead}, which you're looking for`;
  }
  return `${lead} — you're looking for ${reword(inSentence(yourWish.text), SECOND_PERSON)}`;
}

/** Why the candidate is suggested: they look for what the viewer offers. */
export function youOfferReason(theirWish: Phrase, yourOffer: Phrase): string {
  const wish = reword(inSentence(theirWish.text), THIRD_PERSON);
  if (!theirWish.client && same(theirWish.text, yourOffer.text))
    return `Looking for ${wish}, which you offer`;
  const offered =
    yourOffer.kind === "role"
      ? `work as ${roleInSentence(yourOffer.text)}`
      : yourOffer.kind === "industry"
        ? `work in ${roleInSentence(yourOffer.text)}`
        : `offer ${inSentence(yourOffer.text)}`;
  return `Looking for ${wish} — you ${offered}`;
}
