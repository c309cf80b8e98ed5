/**
 * The industries a member's profile offers (docs/product.md): the one list of the profile editor
 * (and of registration, were it to ask). Businesses in the directory keep their own list
 * (directory.ts), which the directory spec fixes.
 */
export const REGISTRATION_INDUSTRIES = [
  "technology",
  "healthcare",
  "finance",
  "marketing",
  "education",
  "other",
] as const;

export type RegistrationIndustry = (typeof REGISTRATION_INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<RegistrationIndustry, string> = {
  technology: "Technology",
  healthcare: "Healthcare",
  finance: "Finance",
  marketing: "Marketing",
  education: "Education",
  other: "Other",
};
