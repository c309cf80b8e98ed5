import {
  INDUSTRY_LABELS,
  REGISTRATION_INDUSTRIES,
  type RegistrationIndustry,
} from "@shared/rules/industries";

const isRegistrationIndustry = (value: string): value is RegistrationIndustry =>
  (REGISTRATION_INDUSTRIES as readonly string[]).includes(value);

/** "technology" reads as "Technology"; an industry outside the registration list shows as stored. */
export function industryLabel(industry: string): string {
  return isRegistrationIndustry(industry) ? INDUSTRY_LABELS[industry] : industry;
}

/** The registration industries, plus the member's own when it is not one of them. */
export function industryOptions(current: string | null | undefined): string[] {
  const options: string[] = [...REGISTRATION_INDUSTRIES];
  if (current && !options.includes(current)) options.push(current);
  return options;
}
