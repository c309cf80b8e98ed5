import { areIndustriesRelated, cityKey, cityName, normalizeIndustry } from "./matching-industries";
import { matchingTerms, splitPhrases } from "./matching-terms";

/** What the score reads from a member's profile. */
export type MatchProfile = {
  jobTitle: string | null;
  industry: string | null;
  location: string | null;
  skills: readonly string[];
  lookingFor: string | null;
  servicesOffered: string | null;
  targetAudience: string | null;
};

export type MatchSignal = { points: number; reason: string };
export type MatchScore = { score: number; reasons: string[] };

/** Most points each signal can add; they sum to 100. */
export const MATCH_WEIGHTS = {
  theyOfferWhatYouNeed: 25,
  youOfferWhatTheyNeed: 25,
  sharedSkills: 15,
  mutualConnections: 11,
  sameLocation: 8,
  industry: 8,
  audience: 8,
} as const;

export const MAX_MATCH_REASONS = 4;

/** Where an offered phrase comes from decides how a reason words it. */
type PhraseKind = "service" | "skill" | "role";
type Phrase = { text: string; terms: string[]; kind?: PhraseKind };

/** Profiles repeat the same texts across requests; splitting one is the costly part of scoring. */
const PHRASES_CACHE_SIZE = 20_000;
const phrasesCache = new Map<string, Phrase[]>();

function phrasesOfText(text: string | null | undefined): Phrase[] {
  if (!text) return [];
  const known = phrasesCache.get(text);
  if (known) return known;
  const phrases = splitPhrases(text).map((part) => ({ text: part, terms: matchingTerms(part) }));
  if (phrasesCache.size >= PHRASES_CACHE_SIZE) phrasesCache.clear();
  phrasesCache.set(text, phrases);
  return phrases;
}

function phrasesOf(texts: ReadonlyArray<string | null | undefined>): Phrase[] {
  return texts.flatMap(phrasesOfText);
}

/** A phrase matches when at least half of its terms (and at least one) appear among the wanted terms. */
function phraseMatch(phrase: Phrase, wanted: ReadonlySet<string>): string[] {
  const hits = phrase.terms.filter((term) => wanted.has(term));
  return hits.length > 0 && hits.length * 2 >= phrase.terms.length ? hits : [];
}

/** Lower-cases the first letter unless the first word is an acronym or a name ("SEO audits", "React"). */
function inSentence(text: string): string {
  const first = text.split(" ")[0] ?? "";
  if (first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function textFitPoints(matchedTerms: number, matchedPhrases: number, max: number): number {
  if (matchedTerms === 0) return 0;
  const base = matchedTerms === 1 ? 13 : matchedTerms === 2 ? 19 : 23;
  return Math.min(max, base + (matchedPhrases > 1 ? 2 : 0));
}

/**
 * How well `offers` (their services, skills and job title) covers what `needs` says it is looking
 * for; the best covered phrase is the one a reason quotes.
 */
function offerFit(
  wanted: ReadonlySet<string>,
  offerPhrases: Phrase[],
  max: number,
): { points: number; phrase: Phrase } | null {
  if (wanted.size === 0) return null;
  const matchedTerms = new Set<string>();
  let best: { phrase: Phrase; hits: number } | null = null;
  let matchedPhrases = 0;
  for (const phrase of offerPhrases) {
    const hits = phraseMatch(phrase, wanted);
    if (hits.length === 0) continue;
    matchedPhrases += 1;
    for (const hit of hits) matchedTerms.add(hit);
    if (!best || hits.length > best.hits) best = { phrase, hits: hits.length };
  }
  if (!best) return null;
  return { points: textFitPoints(matchedTerms.size, matchedPhrases, max), phrase: best.phrase };
}

/** Their wish (one of their lookingFor phrases) that your offer covers best. */
function wishYouCover(
  theirNeeds: Phrase[],
  offered: ReadonlySet<string>,
  max: number,
): { points: number; phrase: string } | null {
  if (offered.size === 0) return null;
  const matchedTerms = new Set<string>();
  let best: { phrase: Phrase; hits: number } | null = null;
  let matchedPhrases = 0;
  for (const phrase of theirNeeds) {
    const hits = phrase.terms.filter((term) => offered.has(term));
    if (hits.length === 0) continue;
    matchedPhrases += 1;
    for (const hit of hits) matchedTerms.add(hit);
    if (!best || hits.length > best.hits) best = { phrase, hits: hits.length };
  }
  if (!best) return null;
  return { points: textFitPoints(matchedTerms.size, matchedPhrases, max), phrase: best.phrase.text };
}

type Analysis = {
  offer: Phrase[];
  offerTerms: Set<string>;
  wantTerms: Set<string>;
  wantPhrases: Phrase[];
  identityTerms: Set<string>;
  audiencePhrases: Phrase[];
};

/** Each profile is read once however many candidates it is compared with. */
const analyses = new WeakMap<MatchProfile, Analysis>();

function analyze(profile: MatchProfile): Analysis {
  const known = analyses.get(profile);
  if (known) return known;
  const offer = offerPhrasesOf(profile);
  const analysis: Analysis = {
    offer,
    offerTerms: new Set(offer.flatMap((phrase) => phrase.terms)),
    wantTerms: new Set(matchingTerms(profile.lookingFor)),
    wantPhrases: phrasesOf([profile.lookingFor]),
    identityTerms: new Set([...matchingTerms(profile.jobTitle), ...matchingTerms(profile.industry)]),
    audiencePhrases: phrasesOf([profile.targetAudience]),
  };
  analyses.set(profile, analysis);
  return analysis;
}

function offerPhrasesOf(profile: MatchProfile): Phrase[] {
  return [
    ...phrasesOf([profile.servicesOffered]).map((phrase) => ({ ...phrase, kind: "service" as const })),
    ...profile.skills.map((skill) => ({ text: skill, terms: matchingTerms(skill), kind: "skill" as const })),
    ...(profile.jobTitle?.trim()
      ? [{ text: profile.jobTitle.trim(), terms: matchingTerms(profile.jobTitle), kind: "role" as const }]
      : []),
  ].filter((phrase) => phrase.terms.length > 0);
}

function offerReason(phrase: Phrase): string {
  if (phrase.kind === "skill") return `Skilled in ${phrase.text}, which you're looking for`;
  if (phrase.kind === "role") return `Works as ${inSentence(phrase.text)}, who you're looking for`;
  return `Offers ${inSentence(phrase.text)}, which you're looking for`;
}

/** The skills both list, compared case-insensitively, in the candidate's spelling and order. */
export function sharedSkills(viewer: readonly string[], candidate: readonly string[]): string[] {
  const mine = new Set(viewer.map((skill) => skill.trim().toLowerCase()));
  const seen = new Set<string>();
  return candidate.filter((skill) => {
    const key = skill.trim().toLowerCase();
    if (!mine.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function industryLabel(industry: string): string {
  return industry.length <= 3 ? industry.toUpperCase() : industry.toLowerCase();
}

/** Every signal that contributed, strongest first. */
export function matchSignals(
  viewer: MatchProfile,
  candidate: MatchProfile,
  mutualConnections: number,
): MatchSignal[] {
  const signals: MatchSignal[] = [];
  const mine = analyze(viewer);
  const theirs = analyze(candidate);

  const theyOffer = offerFit(mine.wantTerms, theirs.offer, MATCH_WEIGHTS.theyOfferWhatYouNeed);
  if (theyOffer) {
    signals.push({
      points: theyOffer.points,
      reason: offerReason(theyOffer.phrase),
    });
  }
  const youOffer = wishYouCover(theirs.wantPhrases, mine.offerTerms, MATCH_WEIGHTS.youOfferWhatTheyNeed);
  if (youOffer) {
    signals.push({
      points: youOffer.points,
      reason: `Looking for ${inSentence(youOffer.phrase)}, which you offer`,
    });
  }

  const skills = sharedSkills(viewer.skills, candidate.skills);
  if (skills.length > 0) {
    const shown = skills.slice(0, 3).join(", ");
    signals.push({
      points: Math.min(MATCH_WEIGHTS.sharedSkills, 5 * skills.length),
      reason: skills.length === 1 ? `Shared skill: ${shown}` : `${skills.length} shared skills: ${shown}`,
    });
  }

  if (mutualConnections > 0) {
    signals.push({
      points: Math.min(MATCH_WEIGHTS.mutualConnections, 3 * mutualConnections + 2),
      reason: mutualConnections === 1 ? "1 mutual connection" : `${mutualConnections} mutual connections`,
    });
  }

  const viewerCity = cityKey(viewer.location);
  if (viewerCity && viewerCity === cityKey(candidate.location)) {
    signals.push({ points: MATCH_WEIGHTS.sameLocation, reason: `Both in ${cityName(candidate.location)}` });
  }

  const viewerIndustry = normalizeIndustry(viewer.industry);
  const candidateIndustry = normalizeIndustry(candidate.industry);
  if (viewerIndustry && candidateIndustry && viewerIndustry === candidateIndustry) {
    signals.push({
      points: MATCH_WEIGHTS.industry,
      reason: `Both work in ${industryLabel(candidateIndustry)}`,
    });
  } else if (candidateIndustry && areIndustriesRelated(viewerIndustry, candidateIndustry)) {
    signals.push({
      points: Math.round(MATCH_WEIGHTS.industry / 2),
      reason: `Works in ${industryLabel(candidateIndustry)}, close to your field`,
    });
  }

  const audience = audienceFit(theirs.audiencePhrases, mine.identityTerms);
  if (audience) {
    signals.push({ points: MATCH_WEIGHTS.audience, reason: `Works with ${inSentence(audience)}, like you` });
  } else {
    const yours = audienceFit(mine.audiencePhrases, theirs.identityTerms);
    if (yours) {
      signals.push({
        points: MATCH_WEIGHTS.audience - 2,
        reason: `In your target audience: ${inSentence(yours)}`,
      });
    }
  }

  return signals.sort((a, b) => b.points - a.points);
}

/** The audience phrase that describes a member (their job title or industry terms). */
function audienceFit(audience: Phrase[], identity: ReadonlySet<string>): string | null {
  if (identity.size === 0) return null;
  for (const phrase of audience) {
    if (phraseMatch(phrase, identity).length > 0) return phrase.text;
  }
  return null;
}

/** The reciprocal score from 0 to 100 and up to 4 reasons, strongest first. */
export function scoreMatch(viewer: MatchProfile, candidate: MatchProfile, mutualConnections = 0): MatchScore {
  const signals = matchSignals(viewer, candidate, mutualConnections);
  const total = signals.reduce((sum, signal) => sum + signal.points, 0);
  return {
    score: Math.max(0, Math.min(100, Math.round(total))),
    reasons: signals.slice(0, MAX_MATCH_REASONS).map((signal) => signal.reason),
  };
}

/** Shown more than this many times without the member acting, a suggestion starts to sink. */
export const IMPRESSIONS_BEFORE_SINKING = 3;

/** How far a suggestion sinks in the order after being shown `timesShown` times (its score is unchanged). */
export function impressionPenalty(timesShown: number): number {
  return Math.min(40, Math.max(0, timesShown - IMPRESSIONS_BEFORE_SINKING) * 5);
}
