import { z } from "zod";
import { optionalText, optionalUrl, textListSchema } from "./common";

/** Length caps for profile text (document 1 section 3 fields). */
export const PROFILE_LIMITS = {
  name: 100,
  shortText: 200,
  longText: 2000,
  phone: 40,
  listItem: 80,
  listItems: 50,
} as const;

/**
 * Every editable profile field, all optional: a user field except id, email, password, role,
 * isActive and createdAt (document 1 section 5). Used by registration and by the profile update.
 */
export const profileFieldsSchema = z.object({
  jobTitle: optionalText(PROFILE_LIMITS.shortText),
  company: optionalText(PROFILE_LIMITS.shortText),
  industry: optionalText(PROFILE_LIMITS.shortText),
  location: optionalText(PROFILE_LIMITS.shortText),
  phoneNumber: optionalText(PROFILE_LIMITS.phone),
  bio: optionalText(PROFILE_LIMITS.longText),
  linkedinUrl: optionalUrl,
  website: optionalUrl,
  websiteUrl: optionalUrl,
  professionalSummary: optionalText(PROFILE_LIMITS.longText),
  skills: textListSchema(PROFILE_LIMITS.listItem, PROFILE_LIMITS.listItems).optional(),
  interests: textListSchema(PROFILE_LIMITS.listItem, PROFILE_LIMITS.listItems).optional(),
  lookingFor: optionalText(PROFILE_LIMITS.longText),
  servicesOffered: optionalText(PROFILE_LIMITS.longText),
  targetAudience: optionalText(PROFILE_LIMITS.longText),
  preferredConnectionTypes: textListSchema(PROFILE_LIMITS.listItem, PROFILE_LIMITS.listItems).optional(),
  availabilityForMeetings: optionalText(PROFILE_LIMITS.shortText),
  communicationPreferences: textListSchema(PROFILE_LIMITS.listItem, PROFILE_LIMITS.listItems).optional(),
  avatar: optionalUrl,
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;
