/** docs/product.md, Rules: completion is the share of these 8 fields that are filled, rounded. */
export const PROFILE_COMPLETION_FIELDS = [
  "firstName",
  "lastName",
  "jobTitle",
  "company",
  "industry",
  "professionalSummary",
  "skills",
  "lookingFor",
] as const;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

export type ProfileCompletionInput = {
  firstName?: string | null;
  lastName?: string | null;
  jobTitle?: string | null;
  company?: string | null;
  industry?: string | null;
  professionalSummary?: string | null;
  skills?: readonly string[] | null;
  lookingFor?: string | null;
};

function isFilled(value: string | readonly string[] | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim().length > 0;
  return value.length > 0;
}

/** The completion fields still empty, in the rule's order. */
export function missingProfileFields(profile: ProfileCompletionInput): ProfileCompletionField[] {
  return PROFILE_COMPLETION_FIELDS.filter((field) => !isFilled(profile[field]));
}

/** A whole percent from 0 to 100. */
export function profileCompletionPercent(profile: ProfileCompletionInput): number {
  const filled = PROFILE_COMPLETION_FIELDS.filter((field) => isFilled(profile[field])).length;
  return Math.round((filled / PROFILE_COMPLETION_FIELDS.length) * 100);
}
