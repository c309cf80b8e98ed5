import { type CalibrationInput, matchPercentage, STRONG_FIT } from "./matching-calibration";
import { areIndustriesRelated, cityName } from "./matching-industries";
import { lexicalFit, type Phrase } from "./matching-phrases";
import { type PreparedProfile, skillKeys } from "./matching-profile";
import { reasonHolds, SPELLING_ONLY, type WordMeaning } from "./matching-reason-gate";
import { inSentence, theyOfferReason, youOfferReason } from "./matching-reasons";

/** Cosine similarity of two phrases' meaning (-1..1), or null when the model knows neither. */
export type PhraseSimilarity = (a: string, b: string) => number | null;

export type MatchSignal = { points: number; reason: string | null };
export type MatchScore = {
  /** Orders suggestions: the sum of the signals' points. */
  score: number;
  /** What a member reads (calibrated, matching-calibration.ts). */
  percentage: number;
  reasons: string[];
  /** What the percentage was calibrated from (the order by meaning may raise `theyOffer`). */
  fits: CalibrationInput;
};

/**
 * Most points each signal can add. What they offer for what you look for comes first; the other
 * direction and the context (skills, friends, city, industry, audience) order members whose offers
 * fit about as well, and never outweigh a counted offer (45 × MIN_FIT = 13.5 > 10.5 of all context).
 */
export const MATCH_WEIGHTS = {
  theyOfferWhatYouNeed: 45,
  youOfferWhatTheyNeed: 5,
  sharedSkills: 3,
  mutualConnections: 3,
  sameLocation: 1.5,
  industry: 1.5,
  audience: 1.5,
} as const;

const CONTEXT_MAX =
  MATCH_WEIGHTS.sharedSkills +
  MATCH_WEIGHTS.mutualConnections +
  MATCH_WEIGHTS.sameLocation +
  MATCH_WEIGHTS.industry +
  MATCH_WEIGHTS.audience;

export const MAX_MATCH_REASONS = 4;

/** A fit (0..1) below this adds nothing: too loose to mean the member offers what is wanted. */
export const MIN_FIT = 0.3;
/** A fit gets a reason from here up; below, it may add points but no sentence. */
export const REASON_FIT = STRONG_FIT;
/** Cosines of phrase meanings map linearly onto fits between these two. */
export const SEMANTIC_FLOOR = 0.35;
export const SEMANTIC_FULL = 0.65;

/**
 * How much the best single (wish, offer) pair weighs against the whole of what the member offers
 * (services, skills and title in one text) when ordering: a member whose offers together answer the
 * wish outranks one with a single stray phrase close to it ("Sales" for "a video for our launch").
 */
export const PAIR_WEIGHT = 0.3;
/** The blended cosine maps onto the order's strength between these two, wide enough not to saturate. */
export const STRENGTH_FLOOR = 0.2;
export const STRENGTH_FULL = 0.8;

/** Below this cosine, a word-for-word match is doubted. */
export const LEXICAL_DOUBT = 0.2;

/** A fit from a cosine of meanings. */
export function semanticFit(cosine: number | null): number {
  if (cosine === null || !Number.isFinite(cosine)) return 0;
  return Math.max(0, Math.min(1, (cosine - SEMANTIC_FLOOR) / (SEMANTIC_FULL - SEMANTIC_FLOOR)));
}

/**
 * `fit` (0..1) is how well one offer phrase answers one wish: it decides whether the pair counts,
 * whether its reason is shown and the displayed percentage. `strength` (0..1) orders members: the
 * pair's cosine blended with the cosine of everything the member offers, on a wider scale, never
 * below MIN_FIT for a counted pair. When the model reads both phrases, the meaning orders: a
 * shared word stem only lifts the order by half its fit ("food styling" for "food for our company
 * retreat"), and a pair too loose to count still orders by its meaning (it adds no reason).
 */
type Fit = { fit: number; strength: number; wish: Phrase; offer: Phrase };

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/** How much a word-for-word fit weighs in the order when the model also reads both phrases. */
export const LEXICAL_ORDER_WEIGHT = 0.5;

/**
 * The pairs of `offerer` that order (strongest) and explain (best fit) the match: word for word or
 * by meaning. The two can differ: the order reads the member's whole offer, the reason one pair.
 */
function bestFit(
  wishes: Phrase[],
  offerer: PreparedProfile,
  similarity: PhraseSimilarity | undefined,
  meaning: WordMeaning,
): { strongest: Fit; closest: Fit; explained: Fit | null } | null {
  let strongest: Fit | null = null;
  let closest: Fit | null = null;
  let explained: Fit | null = null;
  for (const wish of wishes) {
    // A wish for clients is answered by who the member is, word for word (clientAnswers).
    const answers = wish.client ? clientAnswers(wish, offerer) : offerer.offers;
    const compared = wish.client ? undefined : similarity;
    const whole = compared && offerer.offerSummary ? compared(wish.text, offerer.offerSummary) : null;
    for (const offer of answers) {
      const cosine = compared ? compared(wish.text, offer.text) : null;
      // A shared word stem whose phrases mean clearly different things ("booking" for "help with
      // our books") counts half: the model overrules the spelling.
      const lexical = lexicalFit(wish, offer) * (cosine !== null && cosine < LEXICAL_DOUBT ? 0.5 : 1);
      const fit = Math.max(lexical, semanticFit(cosine));
      const counted = fit >= MIN_FIT ? MIN_FIT : 0;
      const blended =
        cosine === null || whole === null ? cosine : PAIR_WEIGHT * cosine + (1 - PAIR_WEIGHT) * whole;
      const strength =
        blended === null || !Number.isFinite(blended)
          ? Math.max(counted, counted > 0 ? lexical : 0)
          : Math.max(
              counted,
              clamp01((blended - STRENGTH_FLOOR) / (STRENGTH_FULL - STRENGTH_FLOOR)),
              LEXICAL_ORDER_WEIGHT * lexical,
            );
      if (strength <= 0) continue;
      const pair = { fit, strength, wish, offer };
      if (
        !strongest ||
        strength > strongest.strength ||
        (strength === strongest.strength && fit > strongest.fit)
      ) {
        strongest = pair;
      }
      // On equal fits the earlier phrase explains: services before skills before the job title.
      if (!closest || fit > closest.fit) closest = pair;
      // A reason is said only when both halves are about the same thing (matching-reason-gate.ts).
      if (
        fit >= REASON_FIT &&
        (!explained || fit > explained.fit) &&
        reasonHolds(gateWish(wish), offer, meaning)
      )
        explained = pair;
    }
  }
  return strongest && closest ? { strongest, closest, explained } : null;
}

/** A wish for clients is checked by who the clients are ("SaaS founders" of "SaaS founders who need …"). */
const gateWish = (wish: Phrase): Phrase => (wish.client ? { ...wish, text: wish.client.who } : wish);

/**
 * The fit the percentage reads: a pair whose reason holds counts as it is; one that does not counts
 * nothing, so a number never claims what no true sentence can say (issue 29: only shared industry,
 * city or friends read below 40 %). It still orders: its points are in the score.
 */
function shownFit(found: { explained: Fit | null } | null): number {
  return found?.explained?.fit ?? 0;
}

/**
 * What may answer a wish for clients: the member's job title and industry, compared word for word
 * with who the clients are ("restaurants", "SaaS founders"); nothing when the wish only says
 * "companies" or "brands". The clause ("planning a cloud migration") is met in the other direction,
 * by what the member looks for. Phrase vectors are not asked: every industry and title reads close
 * to "startups" or "e-commerce brands" by meaning, so they would explain nothing.
 */
function clientAnswers(wish: Phrase, offerer: PreparedProfile): Phrase[] {
  return wish.headTerms && wish.headTerms.length > 0 ? offerer.identity : [];
}

/** The skills both list, compared case-insensitively, in the candidate's spelling and order. */
export function sharedSkills(
  viewer: readonly string[] | ReadonlySet<string>,
  candidate: readonly string[],
): string[] {
  const mine = viewer instanceof Set ? viewer : skillKeys(viewer as readonly string[]);
  if (mine.size === 0) return [];
  const seen = new Set<string>();
  return candidate.filter((skill) => {
    const key = skill.trim().toLowerCase();
    if (!key || !mine.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function industryLabel(industry: string): string {
  return industry.length <= 3 ? industry.toUpperCase() : industry.toLowerCase();
}

/** The audience phrase that describes a member (their job title or industry terms). */
function audienceFit(audience: Phrase[], identity: ReadonlySet<string>): string | null {
  if (identity.size === 0) return null;
  for (const phrase of audience) {
    const hits = phrase.terms.filter((term) => identity.has(term)).length;
    if (hits > 0 && hits * 2 >= phrase.terms.length) return phrase.text;
  }
  return null;
}

/** The context signals: what the two have in common besides what they look for and offer. */
function contextSignals(
  mine: PreparedProfile,
  theirs: PreparedProfile,
  mutualConnections: number,
): MatchSignal[] {
  const signals: MatchSignal[] = [];
  const skills = sharedSkills(mine.skillKeys, theirs.profile.skills);
  if (skills.length > 0) {
    const shown = skills.slice(0, 3).join(", ");
    signals.push({
      points: Math.min(MATCH_WEIGHTS.sharedSkills, (MATCH_WEIGHTS.sharedSkills / 2) * skills.length),
      reason: skills.length === 1 ? `Shared skill: ${shown}` : `${skills.length} shared skills: ${shown}`,
    });
  }
  if (mutualConnections > 0) {
    signals.push({
      points: Math.min(
        MATCH_WEIGHTS.mutualConnections,
        (MATCH_WEIGHTS.mutualConnections / 3) * mutualConnections,
      ),
      reason: mutualConnections === 1 ? "1 mutual connection" : `${mutualConnections} mutual connections`,
    });
  }
  if (mine.city && mine.city === theirs.city) {
    signals.push({
      points: MATCH_WEIGHTS.sameLocation,
      reason: `Both in ${cityName(theirs.profile.location)}`,
    });
  }
  const viewerIndustry = mine.industry;
  const candidateIndustry = theirs.industry;
  if (viewerIndustry && candidateIndustry && viewerIndustry === candidateIndustry) {
    signals.push({
      points: MATCH_WEIGHTS.industry,
      reason: `Both work in ${industryLabel(candidateIndustry)}`,
    });
  } else if (candidateIndustry && areIndustriesRelated(viewerIndustry, candidateIndustry)) {
    signals.push({
      points: MATCH_WEIGHTS.industry / 2,
      reason: `Works in ${industryLabel(candidateIndustry)}, close to your field`,
    });
  }
  const audience = audienceFit(theirs.audience, mine.identityTerms);
  if (audience) {
    signals.push({ points: MATCH_WEIGHTS.audience, reason: `Works with ${inSentence(audience)}, like you` });
  } else {
    const yours = audienceFit(mine.audience, theirs.identityTerms);
    if (yours) {
      signals.push({
        points: (MATCH_WEIGHTS.audience * 2) / 3,
        reason: `In your target audience: ${inSentence(yours)}`,
      });
    }
  }
  return signals;
}

/**
 * The reciprocal score, the calibrated percentage and up to 4 reasons, strongest first, in one pass
 * over the two prepared profiles. Without a similarity, offers and wishes are compared word for word
 * only.
 */
export function scoreMatch(
  mine: PreparedProfile,
  theirs: PreparedProfile,
  mutualConnections = 0,
  similarity?: PhraseSimilarity,
  meaning: WordMeaning = SPELLING_ONLY,
): MatchScore {
  const signals: MatchSignal[] = [];
  const theyOffer = bestFit(mine.wishes, theirs, similarity, meaning);
  if (theyOffer) {
    const { strongest, explained } = theyOffer;
    signals.push({
      points: MATCH_WEIGHTS.theyOfferWhatYouNeed * strongest.strength,
      reason: explained ? theyOfferReason(explained.offer, explained.wish) : null,
    });
  }
  const youOffer = bestFit(theirs.wishes, mine, similarity, meaning);
  if (youOffer) {
    const { strongest, explained } = youOffer;
    signals.push({
      points: MATCH_WEIGHTS.youOfferWhatTheyNeed * strongest.strength,
      reason: explained ? youOfferReason(explained.wish, explained.offer) : null,
    });
  }
  const context = contextSignals(mine, theirs, mutualConnections);
  const contextPoints = context.reduce((sum, signal) => sum + signal.points, 0);
  const all = [...signals, ...context].sort((a, b) => b.points - a.points);
  const score = Math.round(all.reduce((sum, signal) => sum + signal.points, 0) * 10) / 10;
  const fits = {
    theyOffer: shownFit(theyOffer),
    youOffer: shownFit(youOffer),
    context: contextPoints / CONTEXT_MAX,
  };
  return {
    score,
    percentage: matchPercentage(fits),
    fits,
    reasons: all
      .map((signal) => signal.reason)
      .filter((reason): reason is string => reason !== null)
      .slice(0, MAX_MATCH_REASONS),
  };
}

/** Shown more than this many times without the member acting, a suggestion starts to sink. */
export const IMPRESSIONS_BEFORE_SINKING = 3;

/** How far a suggestion sinks in the order after being shown `timesShown` times (its score is unchanged). */
export function impressionPenalty(timesShown: number): number {
  return Math.min(40, Math.max(0, timesShown - IMPRESSIONS_BEFORE_SINKING) * 5);
}
