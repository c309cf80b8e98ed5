import { type Phrase, wishHead } from "../matching/rules/matching-phrases";
import { REASON_SUPPORT, reasonSupport, type WordMeaning } from "../matching/rules/matching-reason-gate";
import { inSentence, roleInSentence } from "../matching/rules/matching-reasons";
import { PAIR_WEIGHT, type PhraseSimilarity } from "../matching/rules/matching-score";

/**
 * How well an opportunity fits what a member offers, by meaning (issue 29, decision 0011
 * "Opportunities"): the matching engine's word vectors read what the opportunity asks for (its role
 * and skills needed) against what the member offers (services, skills, job title), the way the
 * engine reads a wish against an offer: PAIR_WEIGHT × the closest single pair + the rest × the two
 * wholes. Its reason passes the engine's reason gate, or there is none.
 */

/**
 * An opportunity fits from this score up. Chosen on the labelled opportunity/profile pairs
 * (test-data/matching/opportunity-pairs.ts): every pair labelled as not fitting scores below it, see
 * opportunity-meaning.test.ts for the measured precision and recall.
 */
export const OPPORTUNITY_FIT = 0.63;

export type OpportunityNeed = { title: string; skillsNeeded: readonly string[] };

/** Words of a title that say how or how senior, not what: "Senior UX Designer (Contract)" asks for a UX designer. */
const TERMS_OF_WORK =
  /\b(?:senior|sr|junior|jr|lead|principal|staff|interim|associate|experienced|freelance|contract|remote|part[- ]time|full[- ]time|mid[- ]level|entry[- ]level)\b\.?/gi;

/** The role an opportunity asks for: its title without the terms of work. */
export function roleAsked(title: string): string {
  const role = title
    .replace(/[()[\]]/g, " ")
    .replace(TERMS_OF_WORK, " ")
    .replace(/\s+/g, " ")
    .trim();
  return role || title.trim();
}

/** What an opportunity asks for, phrase by phrase: its role, then each skill needed. */
export function needPhrases(need: OpportunityNeed): string[] {
  const skills = need.skillsNeeded.map((skill) => skill.trim()).filter((skill) => skill.length > 0);
  return [...new Set([roleAsked(need.title), ...skills])];
}

/** Everything an opportunity asks for as one text. */
export const wholeNeed = (need: OpportunityNeed) => needPhrases(need).join(", ");

/** What the member offers as the fit reads it: their offer phrases and everything they offer as one text. */
export type MemberOffers = { offers: readonly Phrase[]; whole: string };

/** The texts whose vectors the fit of these opportunities reads. */
export function fitTexts(needs: readonly OpportunityNeed[], member: MemberOffers): string[] {
  const texts = new Set([member.whole, ...member.offers.map((offer) => offer.text)]);
  for (const need of needs) {
    texts.add(wholeNeed(need));
    for (const phrase of needPhrases(need)) texts.add(phrase);
  }
  return [...texts];
}

/** The opportunity's closeness in meaning to what the member offers, about -1..1 (0 when either says nothing known). */
export function fitScore(need: OpportunityNeed, member: MemberOffers, similarity: PhraseSimilarity): number {
  if (member.offers.length === 0) return 0;
  let pair = -1;
  for (const phrase of needPhrases(need)) {
    for (const offer of member.offers) pair = Math.max(pair, similarity(phrase, offer.text) ?? -1);
  }
  const whole = similarity(wholeNeed(need), member.whole) ?? pair;
  return pair < 0 && whole < 0 ? 0 : PAIR_WEIGHT * pair + (1 - PAIR_WEIGHT) * whole;
}

/** The reason names the member's offer: "Fits your UX design offer", "Fits your Figma skill". */
export function fitReason(offer: Phrase): string {
  if (offer.kind === "skill") return `Fits your ${offer.text} skill`;
  if (offer.kind === "role") return `Fits your work as ${roleInSentence(offer.text)}`;
  return `Fits your ${inSentence(wishHead(offer.text))} offer`;
}

/**
 * Why a fitting opportunity is shown: the member's offer that one thing it asks for is about, by the
 * engine's reason gate (the need read as the wish); the best supported pair, and among equals the
 * role asked before the skills needed, the member's services before skills before title. Null when
 * no pair passes the gate.
 */
export function opportunityReason(
  need: OpportunityNeed,
  offers: readonly Phrase[],
  meaning: WordMeaning,
): string | null {
  let best: { support: number; offer: Phrase } | null = null;
  for (const phrase of needPhrases(need)) {
    for (const offer of offers) {
      const support = reasonSupport(phrase, offer.text, meaning);
      if (support >= REASON_SUPPORT && (!best || support > best.support)) best = { support, offer };
    }
  }
  return best ? fitReason(best.offer) : null;
}
