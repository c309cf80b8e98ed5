/**
 * The percentage a member reads on a suggestion (decision 0011). It says which of three kinds of
 * match this is, then how good a match of that kind it is:
 * - both ways (they offer what you look for AND look for what you offer): 80–95 %
 * - one way (only one of the two): 50–75 %
 * - a weak or partial fit of what one side looks for: 40–49 %
 * - only context (skills, city, industry, friends, audience in common): below 40 %
 * The order of suggestions comes from the score, never from this number.
 */

/** A fit (0..1) from here up means "offers what the other looks for". */
export const STRONG_FIT = 0.5;

export type CalibrationInput = {
  /** How well the candidate offers what the viewer looks for, 0..1. */
  theyOffer: number;
  /** How well the viewer offers what the candidate looks for, 0..1. */
  youOffer: number;
  /** Context in common (skills, friends, city, industry, audience), 0..1. */
  context: number;
};

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0);
/** How far above the strong threshold a fit is, 0..1. */
const strength = (fit: number) => clamp01((fit - STRONG_FIT) / (1 - STRONG_FIT));

export function matchPercentage(input: CalibrationInput): number {
  const theyOffer = clamp01(input.theyOffer);
  const youOffer = clamp01(input.youOffer);
  const context = clamp01(input.context);
  const best = Math.max(theyOffer, youOffer);
  const other = Math.min(theyOffer, youOffer);
  if (other >= STRONG_FIT) {
    return Math.round(80 + 11 * ((strength(theyOffer) + strength(youOffer)) / 2) + 4 * context);
  }
  if (best >= STRONG_FIT) {
    return Math.round(50 + 17 * strength(best) + 4 * context + 4 * clamp01(other / STRONG_FIT));
  }
  if (best > 0) {
    return Math.round(40 + 6 * clamp01(best / STRONG_FIT) + 3 * context);
  }
  return Math.round(38 * context);
}

/** The range of percentages a kind of match reads (decision 0011). */
export type PercentageBand = { low: number; high: number };

export function percentageBand(input: CalibrationInput): PercentageBand {
  const theyOffer = clamp01(input.theyOffer);
  const youOffer = clamp01(input.youOffer);
  const best = Math.max(theyOffer, youOffer);
  if (Math.min(theyOffer, youOffer) >= STRONG_FIT) return { low: 80, high: 95 };
  if (best >= STRONG_FIT) return { low: 50, high: 75 };
  if (best > 0) return { low: 40, high: 49 };
  return { low: 1, high: 39 };
}

/**
 * One order, one number (issue 29): the kind of match picks the band, the order's own strength
 * (0..1) the place in it, so a list sorted by the displayed percentage is the list in its order.
 * A member with nothing in common and no strength reads 0.
 */
export function placedPercentage(input: CalibrationInput, strength: number): number {
  const band = percentageBand(input);
  if (band.high < 40 && clamp01(strength) <= 0 && clamp01(input.context) <= 0) return 0;
  return band.low + Math.round((band.high - band.low) * clamp01(strength));
}
