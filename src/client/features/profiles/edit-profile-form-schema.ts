import { PROFILE_LIMITS, profileUpdateRequestSchema } from "@shared/contracts/profiles";
import { parseSkills } from "@shared/rules/skills";
import { z } from "zod";

/**
 * The Edit Profile dialog's fields, validated by the API's own update schema. Skills are typed as
 * one comma-separated line and sent as the list the API expects.
 */
export const editProfileFormSchema = profileUpdateRequestSchema
  .pick({
    firstName: true,
    lastName: true,
    jobTitle: true,
    company: true,
    industry: true,
    professionalSummary: true,
    location: true,
    phoneNumber: true,
    linkedinUrl: true,
    websiteUrl: true,
    lookingFor: true,
    servicesOffered: true,
    targetAudience: true,
  })
  .extend({
    skills: z
      .string()
      .max(PROFILE_LIMITS.longText, `Must be at most ${PROFILE_LIMITS.longText} characters`)
      .transform(parseSkills)
      .pipe(
        z
          .array(
            z
              .string()
              .max(
                PROFILE_LIMITS.listItem,
                `Each skill must be at most ${PROFILE_LIMITS.listItem} characters`,
              ),
          )
          .max(PROFILE_LIMITS.listItems, `At most ${PROFILE_LIMITS.listItems} skills`),
      ),
  });

export type EditProfileFormValues = z.input<typeof editProfileFormSchema>;
export type EditProfileFormOutput = z.output<typeof editProfileFormSchema>;

export const EDIT_PROFILE_FIELDS = Object.keys(
  editProfileFormSchema.shape,
) as (keyof EditProfileFormValues)[];

export const isEditProfileField = (path: string): path is keyof EditProfileFormValues =>
  (EDIT_PROFILE_FIELDS as string[]).includes(path.split(".")[0] ?? "");

/** The form's starting values from the signed-in member (nulls become empty inputs). */
export function editProfileDefaults(user: {
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: string | null;
  industry: string | null;
  professionalSummary: string | null;
  location: string | null;
  phoneNumber: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  website: string | null;
  skills: string[];
  lookingFor: string | null;
  servicesOffered: string | null;
  targetAudience: string | null;
}): Required<{ [Key in keyof EditProfileFormValues]: string }> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle ?? "",
    company: user.company ?? "",
    industry: user.industry ?? "",
    professionalSummary: user.professionalSummary ?? "",
    location: user.location ?? "",
    phoneNumber: user.phoneNumber ?? "",
    linkedinUrl: user.linkedinUrl ?? "",
    websiteUrl: user.websiteUrl ?? user.website ?? "",
    skills: user.skills.join(", "),
    lookingFor: user.lookingFor ?? "",
    servicesOffered: user.servicesOffered ?? "",
    targetAudience: user.targetAudience ?? "",
  };
}
