/** The shapes of the hand-labelled matching set (see labelled-profiles.ts). */

export type LabelledProfile = {
  key: string;
  jobTitle: string;
  industry: string | null;
  location: string | null;
  skills: string[];
  servicesOffered: string | null;
  lookingFor: string | null;
  targetAudience: string | null;
};

export type LabelledSeeker = {
  key: string;
  /** The two members a person would introduce this seeker to. */
  rightMatches: [string, string];
  /** Members built to look like matches: same industry, or same words with another meaning. */
  distractors: string[];
  /** dev: tuned on; heldOut: only reported; untuned: a separate set never used for tuning (untuned-scenarios.ts). */
  split: "dev" | "heldOut" | "untuned";
};

export type LabelledRow = [
  key: string,
  jobTitle: string,
  industry: string | null,
  location: string | null,
  skills: string,
  servicesOffered: string | null,
  lookingFor: string | null,
  targetAudience?: string | null,
];

/** One scenario: a seeker, the members a person would introduce them to, and the distractors. */
export type LabelledScenario = {
  /** Scenarios are inserted in this order (the engine breaks ties by member id). */
  number: number;
  title: string;
  seeker: LabelledSeeker;
  profiles: LabelledRow[];
};
