/** The industry choices of the registration form (docs/product.md, auth dialog). */
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
