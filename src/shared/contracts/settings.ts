import { z } from "zod";
import { errorResponses, isoDateTime, safeText } from "./common";
import { defineEndpoint } from "./endpoint";

export const ANNOUNCEMENT_MAX_LENGTH = 500;

/** Defaults of a platform whose settings were never saved (docs/product.md: registration on, moderation off, e-mail on). */
export const DEFAULT_PLATFORM_SETTINGS = {
  registrationOpen: true,
  postModeration: false,
  emailNotifications: true,
  requireVerifiedEmail: false,
  registrationProofOfWork: false,
  announcement: null,
} as const;

export const VERIFIED_EMAIL_REQUIRED_MESSAGE =
  "Verify your e-mail address first: open the link we sent you, or send a new one from the banner.";

export const REGISTRATION_CLOSED_MESSAGE =
  "Registration is currently closed. New accounts cannot be created right now; please check back later.";

/** GET and PUT /api/admin/settings answer the whole settings. */
export const platformSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  postModeration: z.boolean(),
  emailNotifications: z.boolean(),
  requireVerifiedEmail: z.boolean(),
  /** Registration asks for a proof-of-work spam check (altcha). */
  registrationProofOfWork: z.boolean(),
  announcement: z.string().nullable(),
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: isoDateTime.nullable(),
});
export type PlatformSettings = z.input<typeof platformSettingsSchema>;

/**
 * PUT /api/admin/settings: the fields to change (at least one); omitted fields keep their value.
 * An empty (or blank) announcement clears it.
 */
export const updatePlatformSettingsSchema = z
  .strictObject({
    registrationOpen: z.boolean({ error: "User Registration must be true or false" }).optional(),
    postModeration: z.boolean({ error: "Post Moderation must be true or false" }).optional(),
    emailNotifications: z.boolean({ error: "Email Notifications must be true or false" }).optional(),
    requireVerifiedEmail: z.boolean({ error: "Require a verified e-mail must be true or false" }).optional(),
    registrationProofOfWork: z
      .boolean({ error: "Ask new members to pass a spam check must be true or false" })
      .optional(),
    announcement: z
      .string({ error: "Platform Announcement must be text" })
      .trim()
      .max(
        ANNOUNCEMENT_MAX_LENGTH,
        `Platform Announcement must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters`,
      )
      .pipe(safeText(ANNOUNCEMENT_MAX_LENGTH))
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change");
export type UpdatePlatformSettingsRequest = z.input<typeof updatePlatformSettingsSchema>;

/** GET /api/settings: what every visitor's pages need. */
export const publicSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  /** Registration asks for a proof-of-work solution (GET /api/auth/registration-challenge). */
  registrationProofOfWork: z.boolean(),
  announcement: z.string().nullable(),
});
export type PublicSettings = z.input<typeof publicSettingsSchema>;

const settingsTags = ["settings"] as const;

/** The platform settings (decision 0018): the admin's Settings tab and what every page reads. */
export const settingsEndpoints = {
  getPlatformSettings: defineEndpoint({
    method: "GET",
    path: "/api/admin/settings",
    operationId: "getPlatformSettings",
    summary: "The platform settings (the defaults until an admin saves them)",
    tags: settingsTags,
    access: "admin",
    status: 200,
    response: platformSettingsSchema,
    errors: errorResponses(401, 403),
  }),
  updatePlatformSettings: defineEndpoint({
    method: "PUT",
    path: "/api/admin/settings",
    operationId: "updatePlatformSettings",
    summary: "Change some platform settings; the others keep their value",
    tags: settingsTags,
    access: "admin",
    body: updatePlatformSettingsSchema,
    status: 200,
    response: platformSettingsSchema,
    errors: errorResponses(400, 401, 403),
  }),
  getPublicSettings: defineEndpoint({
    method: "GET",
    path: "/api/settings",
    operationId: "getPublicSettings",
    summary: "Whether registration is open (and asks for a spam check), and the platform announcement",
    tags: settingsTags,
    access: "public",
    status: 200,
    response: publicSettingsSchema,
    errors: errorResponses(),
  }),
};
