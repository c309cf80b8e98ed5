import { matchingTerms, splitPhrases } from "./matching-terms";

/**
 * What a profile says, cut into phrases a reason can quote: what the member offers (services,
 * skills, job title) and what they look for. A phrase that says what the member does NOT want or
 * offer ("no email program", "not hiring") is neither a wish nor an offer, so it is left out.
 */

export type PhraseKind = "service" | "skill" | "role" | "industry" | "wish" | "audience";
export type Phrase = {
  text: string;
  terms: string[];
  kind: PhraseKind;
  /** What a wish asks for, without whom or what it is for ("a web designer" of "a web designer for our site"). */
  headTerms?: string[];
  /**
   * A wish for clients rather than a service: who the member wants to work for ("restaurants" of
   * "restaurants that need a new website"). It is answered by who the other member is (job title,
   * industry), never by what they offer.
   */
  client?: { who: string };
};

/** The asking part of a wish: the words before "for", "to help with", "to partner with" ... */
export function wishHead(text: string): string {
  return text.split(/\s+(?:for|to help with|to help|to (?:partner|work|team up) with)(?:\s+|$)/i)[0] ?? text;
}

/**
 * A wish that describes clients by what they need or are doing ("companies planning a cloud
 * migration", "founders raising a seed round", "brands that need content"): the words before that
 * clause say who. "Accountants who advise startups" describes a service and is not a client wish.
 */
const CLIENT_CLAUSE =
  /^(.+?)\s+(?:(?:that|who|which)\s+(?:need|needs|want|wants|would like|are\s+\w+ing|sponsor|sponsors)\b|(?:raising|hiring|planning|preparing|facing|running|launching|scaling|looking\s+(?:for|to)|ready\s+to|about\s+to|interested\s+in)\b)/i;

/** Words that say nothing about who a client is ("brands", "organisations"), after the filler words. */
export const GENERIC_CLIENT_TERMS: ReadonlySet<string> = new Set([
  "brand",
  "organisat",
  "organiz",
  "memb",
  "grow",
  "lead",
]);

/** A wish that starts so asks for a service, whatever follows ("help hiring two engineers"). */
const SERVICE_OPENING = /^(?:help|support|assistance|advice|guidance|someone|somebody|anyone)\b/i;

export function clientOf(text: string): string | null {
  const who = CLIENT_CLAUSE.exec(text)?.[1]?.trim();
  return who && !SERVICE_OPENING.test(who) ? who : null;
}

const NEGATION =
  /\b(?:no|not|non|never|without|except|nothing|none|dont|don't|doesn't|isn't|aren't|won't|avoid)\b/i;

export function isNegated(text: string): boolean {
  return NEGATION.test(text.replace(/[’]/g, "'"));
}

/** The phrases of a free-text list that say something positive, each with its matching terms. */
export function phrasesOf(text: string | null | undefined, kind: PhraseKind): Phrase[] {
  return splitPhrases(text)
    .filter((part) => !isNegated(part))
    .map((part) => {
      const phrase: Phrase = { text: part, terms: matchingTerms(part), kind };
      if (kind !== "wish") return phrase;
      const who = clientOf(part);
      if (who) {
        // Who the clients are, in the words a job title or industry would use ("restaurants").
        phrase.client = { who };
        phrase.headTerms = matchingTerms(who).filter((term) => !GENERIC_CLIENT_TERMS.has(term));
        return phrase;
      }
      const head = matchingTerms(wishHead(part));
      if (head.length > 0 && head.length < phrase.terms.length) phrase.headTerms = head;
      return phrase;
    })
    .filter((phrase) => phrase.terms.length > 0);
}

/**
 * Who a member is, as the phrases a wish for clients is compared with: the job title ("Owner and
 * Chef") and the industry ("Restaurants").
 */
export function identityPhrases(profile: { jobTitle: string | null; industry: string | null }): Phrase[] {
  const identity: Phrase[] = [];
  for (const [text, kind] of [
    [profile.jobTitle?.trim(), "role"],
    [profile.industry?.trim(), "industry"],
  ] as const) {
    if (text && !isNegated(text)) identity.push({ text, terms: matchingTerms(text), kind });
  }
  return identity.filter((phrase) => phrase.terms.length > 0);
}

/** A profile's offers: service phrases, then skills, then the job title. */
export function offerPhrases(profile: {
  servicesOffered: string | null;
  skills: readonly string[];
  jobTitle: string | null;
}): Phrase[] {
  const skills = profile.skills
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0 && !isNegated(skill))
    .map((skill) => ({ text: skill, terms: matchingTerms(skill), kind: "skill" as const }));
  const role = profile.jobTitle?.trim();
  return [
    ...phrasesOf(profile.servicesOffered, "service"),
    ...skills,
    ...(role && !isNegated(role) ? [{ text: role, terms: matchingTerms(role), kind: "role" as const }] : []),
  ].filter((phrase) => phrase.terms.length > 0);
}

/** How much of a wish an offer covers word for word (after stemming and synonyms), 0..1. */
export function lexicalFit(wish: Phrase, offer: Phrase): number {
  const wanted = wish.headTerms ?? wish.terms;
  if (wanted.length === 0 || offer.terms.length === 0) return 0;
  // Phrases have a handful of terms: a scan is cheaper than building a set for every pair.
  let shared = 0;
  for (const term of wanted) if (offer.terms.includes(term)) shared += 1;
  if (shared === 0) return 0;
  // What matters is how much of the wish the offer says; an offer that says much more is looser.
  return (shared / wanted.length) * (0.7 + 0.3 * (shared / offer.terms.length));
}
