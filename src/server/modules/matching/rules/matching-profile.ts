import { BoundedCache } from "../../../../shared/bounded-cache";
import { cityKey, normalizeIndustry } from "./matching-industries";
import { identityPhrases, offerPhrases, type Phrase, phrasesOf } from "./matching-phrases";

/** What the score reads from a member's profile. */
export type MatchProfile = {
  jobTitle: string | null;
  industry: string | null;
  location: string | null;
  skills: readonly string[];
  lookingFor: string | null;
  servicesOffered: string | null;
  targetAudience: string | null;
  /** Identifies this version of the profile (member id and update time): it is prepared once under it. */
  cacheKey?: string;
};

/** A profile that says nothing, with `overrides` (tests build the profiles they score from it). */
export function buildMatchProfile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  return {
    jobTitle: null,
    industry: null,
    location: null,
    skills: [],
    lookingFor: null,
    servicesOffered: null,
    targetAudience: null,
    ...overrides,
  };
}

/**
 * A profile read once for scoring: its phrases and the keys the signals compare. A request prepares
 * its viewer once and each candidate once; the score and the order by meaning (matching-score.ts,
 * matching-order.ts) read only prepared profiles.
 */
export type PreparedProfile = {
  /** The profile as written (reasons quote its city and skills in the member's spelling). */
  profile: MatchProfile;
  offers: Phrase[];
  /** Everything the member offers in one text (services, skills, title), when there is more than one phrase. */
  offerSummary: string | null;
  wishes: Phrase[];
  /** The wishes other members' offers answer: all but those for clients (answered by who one is). */
  serviceWishes: Phrase[];
  /** Everything the member offers as one text (offerSummary, or their one offer phrase). */
  wholeOffer: string | null;
  /** The phrase texts that may be compared by meaning: offers, wishes and the offer summary. */
  comparableTexts: string[];
  /** Who the member is (job title, industry): what answers another member's wish for clients. */
  identity: Phrase[];
  identityTerms: Set<string>;
  audience: Phrase[];
  /** Read once per profile version, not once per pair: city key, industry, skills in lower case. */
  city: string | null;
  industry: string | null;
  skillKeys: Set<string>;
};

/**
 * Prepared profiles by cacheKey, the least recently used dropped past this many; a changed profile
 * has a new key, so its old preparation is never read again and ages out.
 */
export const PREPARED_CACHE_SIZE = 10_000;
const preparedByKey = new BoundedCache<string, PreparedProfile>(PREPARED_CACHE_SIZE);
const preparedByObject = new WeakMap<MatchProfile, PreparedProfile>();

/** The profile prepared for scoring, from the cache when this version was prepared before. */
export function prepareProfile(profile: MatchProfile): PreparedProfile {
  const known =
    (profile.cacheKey ? preparedByKey.get(profile.cacheKey) : undefined) ?? preparedByObject.get(profile);
  if (known) return known;
  const offers = offerPhrases(profile);
  const offerSummary = offers.length > 1 ? offers.map((phrase) => phrase.text).join(", ") : null;
  const wishes = phrasesOf(profile.lookingFor, "wish");
  const identity = identityPhrases(profile);
  const texts = [...offers, ...wishes].map((phrase) => phrase.text);
  const prepared: PreparedProfile = {
    profile,
    offers,
    offerSummary,
    wishes,
    serviceWishes: wishes.filter((wish) => !wish.client),
    wholeOffer: offerSummary ?? offers[0]?.text ?? null,
    comparableTexts: offerSummary ? [...texts, offerSummary] : texts,
    identity,
    identityTerms: new Set(identity.flatMap((phrase) => phrase.terms)),
    audience: phrasesOf(profile.targetAudience, "audience"),
    city: cityKey(profile.location),
    industry: normalizeIndustry(profile.industry),
    skillKeys: skillKeys(profile.skills),
  };
  if (profile.cacheKey) {
    preparedByKey.set(profile.cacheKey, prepared);
  } else {
    preparedByObject.set(profile, prepared);
  }
  return prepared;
}

export function skillKeys(skills: readonly string[]): Set<string> {
  return new Set(skills.map((skill) => skill.trim().toLowerCase()));
}
