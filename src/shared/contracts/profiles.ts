import { z } from "zod";
import {
  errorResponses,
  isoDateTime,
  optionalText,
  optionalUrl,
  optionalWebAddress,
  requiredText,
  textListSchema,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { profileNetworkFields } from "./profile-history";

/** Length caps for profile text docs/product.md, Data fields). */
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
 * isActive and createdAt (docs/product.md, Rules). Used by registration and by the profile update.
 */
export const profileFieldsSchema = z.object({
  jobTitle: optionalText(PROFILE_LIMITS.shortText),
  company: optionalText(PROFILE_LIMITS.shortText),
  industry: optionalText(PROFILE_LIMITS.shortText),
  location: optionalText(PROFILE_LIMITS.shortText),
  phoneNumber: optionalText(PROFILE_LIMITS.phone),
  bio: optionalText(PROFILE_LIMITS.longText),
  linkedinUrl: optionalWebAddress,
  website: optionalWebAddress,
  websiteUrl: optionalWebAddress,
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

/** Account fields a member can never change through the profile update (docs/product.md, Rules). */
export const PROFILE_FORBIDDEN_FIELDS = [
  "id",
  "email",
  "password",
  "passwordHash",
  "role",
  "isActive",
  "createdAt",
  "updatedAt",
  "username",
  "profileCompleted",
  "lastActiveAt",
  "emailVerifiedAt",
] as const;

const forbiddenField = z.never({ error: "This field cannot be changed" }).optional();
const forbiddenShape = Object.fromEntries(
  PROFILE_FORBIDDEN_FIELDS.map((field) => [field, forbiddenField]),
) as {
  [Field in (typeof PROFILE_FORBIDDEN_FIELDS)[number]]: typeof forbiddenField;
};

/**
 * PUT /api/profile: every profile field optional; names may change but not be blanked. Forbidden
 * account fields and unknown fields are refused with an issue that names them.
 */
export const profileUpdateRequestSchema = profileFieldsSchema
  .extend({
    firstName: requiredText("First name", PROFILE_LIMITS.name).optional(),
    lastName: requiredText("Last name", PROFILE_LIMITS.name).optional(),
    ...forbiddenShape,
  })
  .strict();
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdateParsed = z.output<typeof profileUpdateRequestSchema>;

export const profileParamsSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(PROFILE_LIMITS.name),
});

/** The signed-in member as GET /api/auth/me, login and registration answer it. Never a password. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  bio: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  website: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  professionalSummary: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  lookingFor: z.string().nullable(),
  servicesOffered: z.string().nullable(),
  targetAudience: z.string().nullable(),
  preferredConnectionTypes: z.array(z.string()),
  availabilityForMeetings: z.string().nullable(),
  communicationPreferences: z.array(z.string()),
  avatar: z.string().nullable(),
  profileCompleted: z.boolean(),
  isActive: z.boolean(),
  /** When the member proved they own the e-mail address; null until they open the link. */
  emailVerifiedAt: isoDateTime.nullable(),
  showEmailToConnections: z.boolean(),
  showPhoneToConnections: z.boolean(),
  /** Views of others' profiles are counted but not named, and the member sees no names of their own viewers. */
  browsePrivately: z.boolean(),
  /** The account was made by an admin with a temporary password: the member must choose their own. */
  passwordChangeRequired: z.boolean(),
  createdAt: isoDateTime,
});
/** The signed-in member as the client receives it (JSON). */
export type CurrentUser = z.input<typeof currentUserSchema>;

/**
 * GET /api/profile/{username}: what others may see of a member; never the password hash, role or
 * account state. E-mail and phone are null unless the viewer is the member or a connection the
 * member's privacy switches allow (visitors never see them).
 */
export const publicProfileSchema = currentUserSchema
  .omit({
    role: true,
    isActive: true,
    profileCompleted: true,
    communicationPreferences: true,
    emailVerifiedAt: true,
    showEmailToConnections: true,
    showPhoneToConnections: true,
    browsePrivately: true,
    passwordChangeRequired: true,
  })
  .extend({ email: z.string().nullable(), ...profileNetworkFields });
/** A public profile as the client receives it (JSON). */
export type PublicProfile = z.input<typeof publicProfileSchema>;
export type PublicProfileRow = z.output<typeof publicProfileSchema>;

/**
 * PATCH /api/profile/privacy: who among the member's connections sees their e-mail and phone, and
 * whether they browse others' profiles privately.
 */
export const privacySettingsSchema = z.object({
  showEmailToConnections: z.boolean(),
  showPhoneToConnections: z.boolean(),
  browsePrivately: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const updatePrivacySettingsSchema = z
  .strictObject({
    showEmailToConnections: z
      .boolean({ error: "Show e-mail to connections must be true or false" })
      .optional(),
    showPhoneToConnections: z
      .boolean({ error: "Show phone to connections must be true or false" })
      .optional(),
    browsePrivately: z.boolean({ error: "Browse privately must be true or false" }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Send at least one privacy setting to change");
export type UpdatePrivacySettingsRequest = z.input<typeof updatePrivacySettingsSchema>;

const profileTags = ["profiles"] as const;

/** /api/profile: a member's public profile and the signed-in member's own profile (decision 0018). */
export const profileEndpoints = {
  updateProfile: defineEndpoint({
    method: "PUT",
    path: "/api/profile",
    operationId: "updateProfile",
    summary: "Change the signed-in member's profile fields; answers the member as /api/auth/me does",
    tags: profileTags,
    access: "member",
    body: profileUpdateRequestSchema,
    status: 200,
    response: currentUserSchema,
    errors: errorResponses(400, 401, 403),
  }),
  readProfile: defineEndpoint({
    method: "GET",
    path: "/api/profile/:username",
    operationId: "readProfile",
    summary:
      "A member's public profile with their history and network; contact details only where their privacy allows",
    tags: profileTags,
    access: "public",
    params: profileParamsSchema,
    status: 200,
    response: publicProfileSchema,
    errors: errorResponses(400, 404),
  }),
  updatePrivacySettings: defineEndpoint({
    method: "PATCH",
    path: "/api/profile/privacy",
    operationId: "updatePrivacySettings",
    summary:
      "Choose whether the member's connections see their e-mail address and phone number, and whether they browse profiles privately",
    tags: profileTags,
    access: "member",
    body: updatePrivacySettingsSchema,
    status: 200,
    response: privacySettingsSchema,
    errors: errorResponses(400, 401, 403),
  }),
};
