/**
 * A hand-labelled set for the matching engine: members as a person would write them, seekers
 * with the two members a person would introduce them to, and designed distractors — same
 * industry (and often the same city) but the wrong service, or the same words with another
 * meaning. Written by hand, not produced by the engine. The `heldOut` seekers were written before
 * any tuning and are only reported, never tuned on.
 */

import type { LabelledProfile, LabelledScenario, LabelledSeeker } from "./labelled-types";
import { HELD_OUT_SCENARIOS } from "./scenarios-held-out";
import { SECOND_HELD_OUT_SCENARIOS } from "./scenarios-held-out-second";
import { MARKETING_AND_PEOPLE_SCENARIOS } from "./scenarios-marketing-and-people";
import { PLACES_AND_FOOD_SCENARIOS } from "./scenarios-places-and-food";
import { TECHNOLOGY_AND_FUNDING_SCENARIOS } from "./scenarios-technology-and-funding";

export type { LabelledProfile, LabelledSeeker } from "./labelled-types";

export const LABELLED_SCENARIOS: LabelledScenario[] = [
  ...TECHNOLOGY_AND_FUNDING_SCENARIOS,
  ...PLACES_AND_FOOD_SCENARIOS,
  ...MARKETING_AND_PEOPLE_SCENARIOS,
  ...HELD_OUT_SCENARIOS,
  ...SECOND_HELD_OUT_SCENARIOS,
].sort((a, b) => a.number - b.number);

/** The members of `scenarios`, in scenario order, as the harness inserts them. */
export function profilesOf(scenarios: LabelledScenario[]): LabelledProfile[] {
  return scenarios
    .flatMap((scenario) => scenario.profiles)
    .map(([key, jobTitle, industry, location, skills, servicesOffered, lookingFor, targetAudience]) => ({
      key,
      jobTitle,
      industry,
      location,
      skills: skills.split(",").map((skill) => skill.trim()),
      servicesOffered,
      lookingFor,
      targetAudience: targetAudience ?? null,
    }));
}

export const LABELLED_PROFILES: LabelledProfile[] = profilesOf(LABELLED_SCENARIOS);

export const LABELLED_SEEKERS: LabelledSeeker[] = LABELLED_SCENARIOS.map((scenario) => scenario.seeker);
